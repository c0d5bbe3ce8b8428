// One request in a list: title, status, the key facts, and View Details / Approve / Deny (beside the
// facts on wide screens, under them on phones).
import { Calendar, Check, Eye, X, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ago, formatDate } from '../lib/format';
import { StatusBadge } from './status-badge';

export interface Fact {
  icon: LucideIcon;
  text: React.ReactNode;
  label: string;
}

/** When something was sent, as a card fact: the date and how long ago. */
export const dateFact = (label: string, at: string): Fact => ({ icon: Calendar, label, text: `${formatDate(at)} (${ago(at)})` });

export interface RequestCardProps {
  title: string;
  subtitle?: React.ReactNode;
  status: string;
  facts: Fact[];
  children?: React.ReactNode;
  /** Under the facts, e.g. who decided and their feedback. */
  footnote?: React.ReactNode;
  onView: () => void;
  onApprove?: () => void;
  onDeny?: () => void;
  denyLabel?: string;
  busy?: boolean;
}

export function RequestCard({ title, subtitle, status, facts, children, footnote, onView, onApprove, onDeny, denyLabel = 'Deny', busy }: RequestCardProps) {
  const pending = status === 'pending';
  return (
    <article
      className={cn(
        'grid gap-4 rounded-2xl border bg-card p-4 shadow-card transition-shadow hover:shadow-lift sm:p-5 lg:grid-cols-[1fr_11rem] lg:gap-6',
        busy && 'opacity-70',
      )}
      aria-label={title}
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 className="break-words text-lg font-bold leading-snug text-espresso">{title}</h3>
            {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          </div>
          <StatusBadge status={status} className="lg:hidden" />
        </div>
        {facts.length > 0 && (
          <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {facts.map(({ icon: Icon, text, label }) => (
              <li key={label} className="flex min-w-0 items-center gap-2 text-foreground/90">
                <Icon className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                <span className="sr-only">{label}: </span>
                <span className="truncate">{text}</span>
              </li>
            ))}
          </ul>
        )}
        {children}
        {footnote && <div className="rounded-xl bg-muted/70 px-3.5 py-2.5 text-sm">{footnote}</div>}
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4 lg:flex-col lg:flex-nowrap lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
        <StatusBadge status={status} className="mb-1 hidden lg:inline-flex" />
        {pending && onApprove && (
          <Button
            size="sm"
            onClick={onApprove}
            disabled={busy}
            aria-label={`Approve ${title}`}
            className="bg-open text-white shadow-none hover:bg-[#065f46] lg:w-full"
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
        )}
        {pending && onDeny && (
          <Button
            variant="outline"
            size="sm"
            onClick={onDeny}
            disabled={busy}
            aria-label={`${denyLabel} ${title}`}
            className="border-destructive/40 text-destructive hover:border-destructive hover:bg-red-50 lg:w-full"
          >
            <X aria-hidden="true" />
            {denyLabel}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View details of ${title}`} className="lg:w-full">
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </div>
    </article>
  );
}
