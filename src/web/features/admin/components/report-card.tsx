// One group of reports in the Reports tab: what it is about (a listing, or one review of it), how many
// reports and why (the reasons counted), their notes, and the decisions that fit it.
import { Ban, DoorClosed, DoorOpen, Flag, Hash, PencilLine, Star, Trash2, UserRound } from 'lucide-react';
import { paths } from '@shared/paths';
import { OWNER_LOOK, PERMANENTLY_CLOSED, REPORT_DECISION_LABELS, reportReasonLabel, type ReportDecision } from '@shared/reference/reports';
import type { ReportGroupView } from '@shared/schemas/admin-reports';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { CardAction, CARD_ACTION } from './card-action';
import { NewTabLink } from '@web/components/new-tab-link';
import { cn } from '@web/lib/utils';
import { ago, formatDate, formatDateTime } from '../lib/format';

export type ReportAction = 'dismiss' | 'edited' | 'close' | 'delete-review' | 'reopen';

export interface ReportCardProps {
  group: ReportGroupView;
  busy: boolean;
  onAction: (action: ReportAction) => void;
}

/** Where staff correct a listing: its status page, whose Edit Business starts from the listing as it is. */
const editHref = (listingNumber: string) => `${paths.checkStatus}?listingNumber=${encodeURIComponent(listingNumber)}`;

export function ReportCard({ group, busy, onAction }: ReportCardProps) {
  const { listing, review } = group;
  const open = group.status === 'open';
  const title = group.kind === 'review' ? `Review of ${listing.businessName}` : listing.businessName;
  return (
    <article
      className={cn('grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-5 lg:grid-cols-[1fr_12rem] lg:gap-6', busy && 'opacity-70')}
      aria-label={title}
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 className="break-words text-lg font-bold leading-snug text-espresso">{title}</h3>
            <p className="text-sm text-muted-foreground">
              {group.count === 1 ? '1 report' : `${group.count} reports`} · last {formatDate(group.lastReportedAt)} ({ago(group.lastReportedAt)})
            </p>
          </div>
          {group.fromOwner && <Badge variant="dark">{OWNER_LOOK.staffBadge}</Badge>}
          {listing.closedAt && <Badge variant="accent">{PERMANENTLY_CLOSED}</Badge>}
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Reasons">
          {group.reasons.map(({ reason, count }) => (
            <li key={reason} className="inline-flex items-center gap-1.5 rounded-full bg-gold-soft px-3 py-1 text-sm font-semibold text-espresso">
              <Flag className="size-3.5 text-gold-ink" aria-hidden="true" />
              {reportReasonLabel(reason)}
              <span className="rounded-full bg-espresso/10 px-1.5 text-xs tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
        <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          <li className="flex min-w-0 items-center gap-2">
            <Hash className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span className="sr-only">Listing number: </span>
            <span className="truncate font-mono">{listing.listingNumber}</span>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <UserRound className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span className="min-w-0 truncate">{listing.ownerEmail ? `Owner: ${listing.ownerEmail}` : 'No verified owner'}</span>
          </li>
        </ul>
        {group.kind === 'review' &&
          (review ? (
            <blockquote className="grid gap-1 rounded-xl border-l-4 border-gold bg-muted/60 px-3.5 py-2.5 text-sm">
              <span className="flex items-center gap-1.5 font-semibold">
                {review.username}
                <span className="inline-flex items-center gap-0.5 text-gold-ink">
                  <Star className="size-3.5 fill-current" aria-hidden="true" />
                  {review.rating}
                  <span className="sr-only"> stars</span>
                </span>
              </span>
              <span className="line-clamp-4 whitespace-pre-line break-words">{review.content}</span>
            </blockquote>
          ) : (
            <p className="text-sm text-muted-foreground">The review has been deleted.</p>
          ))}
        {group.notes.length > 0 && (
          <ul className="grid gap-1.5 text-sm" aria-label="Notes from visitors">
            {group.notes.map((note, i) => (
              <li key={i} className="break-words rounded-xl bg-muted/70 px-3.5 py-2">
                <span className="font-semibold">{reportReasonLabel(note.reason)}:</span> &ldquo;{note.note}&rdquo;
              </li>
            ))}
          </ul>
        )}
        {group.decision && group.decidedAt && (
          <p className="rounded-xl bg-muted/70 px-3.5 py-2.5 text-sm">
            <span className="font-semibold">{REPORT_DECISION_LABELS[group.decision as ReportDecision] ?? group.decision}</span>
            {group.adminUsername ? ` by ${group.adminUsername}` : ''} on {formatDateTime(group.decidedAt)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4 lg:flex-col lg:flex-nowrap lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
        {open && group.kind === 'listing' && !listing.closedAt && (
          <CardAction
            icon={DoorClosed}
            variant="destructive"
            disabled={busy}
            onClick={() => onAction('close')}
            aria-label={`Mark ${listing.businessName} closed`}
          >
            Mark closed
          </CardAction>
        )}
        {open && group.kind === 'listing' && (
          <>
            <Button asChild size="sm" variant="outline" className={CARD_ACTION}>
              <NewTabLink href={editHref(listing.listingNumber)}>
                <PencilLine aria-hidden="true" />
                Edit listing
              </NewTabLink>
            </Button>
            <CardAction
              icon={PencilLine}
              variant="outline"
              disabled={busy}
              onClick={() => onAction('edited')}
              aria-label={`Mark the listing of ${listing.businessName} edited`}
            >
              Mark edited
            </CardAction>
          </>
        )}
        {open && group.kind === 'review' && review && (
          <CardAction
            icon={Trash2}
            variant="destructive"
            disabled={busy}
            onClick={() => onAction('delete-review')}
            aria-label={`Delete the review by ${review.username}`}
          >
            Delete review
          </CardAction>
        )}
        {open && (
          <CardAction icon={Ban} variant="outline" disabled={busy} onClick={() => onAction('dismiss')} aria-label={`Dismiss the reports of ${title}`}>
            Dismiss
          </CardAction>
        )}
        {listing.closedAt && group.kind === 'listing' && (
          <CardAction icon={DoorOpen} variant="outline" disabled={busy} onClick={() => onAction('reopen')} aria-label={`Reopen ${listing.businessName}`}>
            Reopen
          </CardAction>
        )}
      </div>
    </article>
  );
}
