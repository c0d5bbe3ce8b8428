// One ownership attribute of a listing in the Attributes tab: the business (a link to its page), the
// attribute with its level in words, when it was added, and, once verified, who verified it and what they
// saw; with Verify or Undo verification, and Edit attributes.
import { BadgeCheck, ExternalLink, Hash, ListChecks, MapPin, Undo2, UserRound } from 'lucide-react';
import { paths } from '@shared/paths';
import { attributeLevelText } from '@shared/reference/attributes';
import type { AttributeCheckView } from '@shared/schemas/admin-attributes';
import { Badge } from '@web/components/ui/badge';
import { CardAction } from './card-action';
import { NewTabLink } from '@web/components/new-tab-link';
import { cn } from '@web/lib/utils';
import { ago, formatDate, formatDateTime } from '../lib/format';

export type AttributeAction = 'verify' | 'unverify' | 'edit';

export interface AttributeCheckCardProps {
  check: AttributeCheckView;
  busy: boolean;
  onAction: (action: AttributeAction) => void;
}

export function AttributeCheckCard({ check, busy, onAction }: AttributeCheckCardProps) {
  const { listing } = check;
  const where = [listing.city, listing.state].filter(Boolean).join(', ');
  const verified = check.verifiedAt !== null;
  return (
    <article
      className={cn('grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-5 lg:grid-cols-[1fr_12rem] lg:gap-6', busy && 'opacity-70')}
      aria-label={`${listing.businessName}: ${check.label}`}
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="break-words text-lg font-bold leading-snug text-espresso">
            <NewTabLink
              href={paths.business(listing.id)}
              className="inline-flex min-h-11 items-center gap-1.5 underline-offset-4 hover:underline focus-visible:underline md:min-h-0"
            >
              {listing.businessName}
              <ExternalLink className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            </NewTabLink>
          </h3>
          <p className="text-sm text-muted-foreground">
            Added {formatDate(check.addedAt)} ({ago(check.addedAt)}){listing.status === 'pending' ? ' · listing waiting for approval' : ''}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={verified ? 'success' : 'default'} className="px-3 py-1 text-sm">
            {verified && <BadgeCheck className="size-4" aria-hidden="true" />}
            {check.label}
          </Badge>
          <span className={cn('text-sm font-semibold', verified ? 'text-open' : 'text-muted-foreground')}>{attributeLevelText(check.verifiedAt)}</span>
        </p>
        <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          <li className="flex min-w-0 items-center gap-2">
            <Hash className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span className="sr-only">Listing number: </span>
            <span className="truncate font-mono">{listing.listingNumber}</span>
          </li>
          {where && (
            <li className="flex min-w-0 items-center gap-2">
              <MapPin className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
              <span className="min-w-0 truncate">{where}</span>
            </li>
          )}
        </ul>
        {verified && (
          <div className="grid gap-1 rounded-xl bg-muted/70 px-3.5 py-2.5 text-sm">
            <p className="flex items-center gap-1.5 font-semibold">
              <UserRound className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
              Verified{check.verifiedBy ? ` by ${check.verifiedBy}` : ''} on {formatDateTime(check.verifiedAt!)}
            </p>
            {check.verifiedNote && (
              <p className="break-words">
                <span className="sr-only">What they saw (staff only): </span>&ldquo;{check.verifiedNote}&rdquo;
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4 lg:flex-col lg:flex-nowrap lg:border-l lg:border-t-0 lg:pl-6 lg:pt-0">
        {verified ? (
          <CardAction
            icon={Undo2}
            variant="outline"
            disabled={busy}
            onClick={() => onAction('unverify')}
            aria-label={`Undo verification of ${check.label} for ${listing.businessName}`}
          >
            Undo verification
          </CardAction>
        ) : (
          <CardAction icon={BadgeCheck} disabled={busy} onClick={() => onAction('verify')} aria-label={`Verify ${check.label} for ${listing.businessName}`}>
            Verify
          </CardAction>
        )}
        <CardAction
          icon={ListChecks}
          variant="outline"
          disabled={busy}
          onClick={() => onAction('edit')}
          aria-label={`Edit attributes of ${listing.businessName}`}
        >
          Edit attributes
        </CardAction>
      </div>
    </article>
  );
}
