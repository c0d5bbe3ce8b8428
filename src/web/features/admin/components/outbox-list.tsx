// The e-mail outbox: every message of the last 30 days the site sent or would send, with its delivery state
// and its text (the server takes the secret out of sign-in links).
import { ChevronDown, Mail } from 'lucide-react';
import { useState } from 'react';
import type { OutboxItem } from '@shared/schemas/admin-site';
import { Badge } from '@web/components/ui/badge';
import { useOutbox } from '../api/content';
import { formatDateTime } from '../lib/format';
import { formatCount } from '@shared/format-count';
import { PagedList } from './list-states';
import { TechNote } from './tech-note';

const PAGE = 10;
const STATE: Record<OutboxItem['status'], { label: string; variant: 'secondary' | 'success' | 'default' | 'destructive'; hint: string }> = {
  stored: { label: 'Stored', variant: 'secondary', hint: 'No mail server is set up, so the message is kept here.' },
  sent: { label: 'Sent', variant: 'success', hint: 'Delivered to the mail server.' },
  pending: { label: 'Sending', variant: 'default', hint: 'Waiting to be sent.' },
  failed: { label: 'Failed, retrying', variant: 'destructive', hint: 'The mail server refused it; it is tried again.' },
};

function OutboxRow({ message }: { message: OutboxItem }) {
  const [open, setOpen] = useState(false);
  const state = STATE[message.status];
  const bodyId = `outbox-body-${message.id}`;
  return (
    <li className="rounded-2xl border bg-card shadow-card">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full cursor-pointer items-start gap-3 rounded-2xl p-4 text-left outline-none hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Mail className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden="true" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="break-words font-semibold">{message.subject}</span>
          <span className="break-all text-sm text-muted-foreground">To {message.to}</span>
          <span className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2">
          <Badge variant={state.variant} title={state.hint}>
            {state.label}
          </Badge>
          <ChevronDown className={`size-4 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="border-t px-4 pb-4 pt-3">
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{message.body}</p>
        {message.lastError && <p className="mt-2 text-xs text-destructive">Last error: {message.lastError}</p>}
        <p className="mt-2 text-xs text-muted-foreground">{state.hint}</p>
      </div>
    </li>
  );
}

export function OutboxList() {
  const [offset, setOffset] = useState(0);
  const outbox = useOutbox({ limit: PAGE, offset });
  return (
    <section className="grid gap-3" aria-labelledby="outbox-heading">
      <div className="grid gap-1">
        <h3 id="outbox-heading" className="text-xl text-espresso">
          E-mail Outbox
          {outbox.data ? <span className="ml-2 text-sm font-semibold text-muted-foreground">({formatCount(outbox.data.total)})</span> : null}
        </h3>
        <p className="text-sm text-muted-foreground">
          Every e-mail of the last 30 days the site sent or would send, newest first; select one to read it. Sign-in links show without their secret part. If
          messages stay Stored or Failed, people are not getting them: ask your technical person.
        </p>
        <TechNote>Stored means SMTP_URL is not set on the server; Failed means the mail server refused the message.</TechNote>
      </div>
      <PagedList
        query={outbox}
        loading={{ count: 2, label: 'Loading the outbox' }}
        empty={{ icon: Mail, title: 'No e-mail yet', text: 'Decisions that notify a requester show their message here.' }}
        page={{ offset, limit: PAGE, onChange: setOffset, label: 'Outbox pages' }}
      >
        {(page) => (
          <ul className="grid gap-2" aria-label="E-mail messages">
            {page.items.map((m) => (
              <OutboxRow key={m.id} message={m} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
