// Site Management's 'Needs checking': approved listings not confirmed by an owner, changed or approved for
// a year, oldest first, each with a link to its page and its owner's e-mail to ask (when it has an owner).
import { CalendarClock, ClipboardCheck, ExternalLink, Mail } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@shared/paths';
import { NEEDS_CHECKING_MONTHS } from '@shared/schemas/still-right';
import { formatCount } from '@shared/format-count';
import { useNeedsChecking } from '../api/needs-checking';
import { formatDate } from '../lib/format';
import { PagedList } from './list-states';

const PAGE = 10;

export function NeedsCheckingSection({ publicHref }: { publicHref: (path: string) => string }) {
  const [offset, setOffset] = useState(0);
  const list = useNeedsChecking({ limit: PAGE, offset });
  return (
    <section className="grid gap-3" aria-labelledby="needs-checking-heading">
      <div className="grid gap-1">
        <h3 id="needs-checking-heading" className="text-xl text-espresso">
          Needs checking
          {list.data ? <span className="ml-2 text-sm font-semibold text-muted-foreground">({formatCount(list.data.total)})</span> : null}
        </h3>
        <p className="text-sm text-muted-foreground">
          Listings no owner has confirmed, and nobody has changed, in {NEEDS_CHECKING_MONTHS} months. Oldest first.
        </p>
      </div>
      <PagedList
        query={list}
        loading={{ count: 2, label: 'Loading listings that need checking' }}
        empty={{ icon: ClipboardCheck, title: 'Nothing to check', text: 'Every listing was confirmed or updated within the year.' }}
        page={{ offset, limit: PAGE, onChange: setOffset, label: 'Needs checking pages' }}
      >
        {(page) => (
          <ul className="grid gap-2" aria-label="Listings that need checking">
            {page.items.map((item) => (
              <li key={item.id} className="grid gap-1.5 rounded-2xl border bg-card p-4 shadow-card">
                <a
                  href={publicHref(paths.business(item.id))}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 font-semibold text-espresso underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {item.businessName}
                  <ExternalLink className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <span className="font-mono text-xs text-muted-foreground">{item.listingNumber}</span>
                <span className="flex items-center gap-2 text-sm text-muted-foreground">
                  <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                  {item.confirmedAt
                    ? `Owner confirmed ${formatDate(item.confirmedAt)}`
                    : `Last changed ${formatDate(item.checkedAt)}; never confirmed by an owner`}
                </span>
                <span className="flex min-w-0 items-center gap-2 text-sm">
                  <Mail className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                  {item.ownerEmail ? (
                    <a href={`mailto:${item.ownerEmail}`} className="min-w-0 break-all font-semibold text-gold-ink underline-offset-4 hover:underline">
                      {item.ownerEmail}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">No owner</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
