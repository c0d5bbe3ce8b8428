// Who owns a business (Black-owned, Woman-owned, …) with who says so, in words: 'Self-identified' by the
// submitter or owner, or verified by our staff. A verified one carries a shield too; never colour alone.
// Cards ('short') group them by level, at most two badges ('Verified: Black-owned', 'Self-identified:
// Woman-owned, Family-owned'), the month for screen readers and on hover; the business page ('full') gives
// each its own badge with the month ('Verified by The Engine, March 2027').
import { ShieldCheck } from 'lucide-react';
import { attributeLabel, attributeLevelText, isOwnershipAttribute, SELF_IDENTIFIED } from '@shared/reference/attributes';
import type { ListingAttribute } from '@shared/schemas/listing';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

export const ownershipOf = (attributes: readonly ListingAttribute[]) => attributes.filter((a) => isOwnershipAttribute(a.key));

export interface OwnershipBadgesProps {
  attributes: readonly ListingAttribute[];
  level: 'short' | 'full';
  className?: string;
}

/** Badges that wrap their words inside a narrow card rather than run past its edge. */
const WRAPS = 'h-auto max-w-full whitespace-normal text-left leading-snug';

export function OwnershipBadges({ attributes, level, className }: OwnershipBadgesProps) {
  const owned = ownershipOf(attributes);
  if (!owned.length) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Ownership">
      {level === 'full' ? owned.map((a) => <FullBadge key={a.key} attribute={a} />) : <ShortBadges owned={owned} />}
    </ul>
  );
}

function FullBadge({ attribute: { key, verifiedAt } }: { attribute: ListingAttribute }) {
  return (
    <li>
      <Badge variant={verifiedAt ? 'dark' : 'outline'} className={cn(WRAPS, 'px-3 py-1 text-sm')} data-attribute={key}>
        {verifiedAt && <ShieldCheck className="size-3.5" aria-hidden="true" />}
        <span>
          <span className="font-bold">{attributeLabel(key)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span className="font-medium">{attributeLevelText(verifiedAt)}</span>
        </span>
      </Badge>
    </li>
  );
}

function ShortBadges({ owned }: { owned: ListingAttribute[] }) {
  const verified = owned.filter((a) => a.verifiedAt);
  const self = owned.filter((a) => !a.verifiedAt);
  return (
    <>
      {verified.length > 0 && (
        <li>
          <Badge variant="dark" className={WRAPS} title={verified.map((a) => `${attributeLabel(a.key)}: ${attributeLevelText(a.verifiedAt)}`).join('; ')}>
            <ShieldCheck aria-hidden="true" />
            <span>
              Verified
              <span className="sr-only"> by The Engine</span>: {verified.map((a) => attributeLabel(a.key)).join(', ')}
            </span>
          </Badge>
        </li>
      )}
      {self.length > 0 && (
        <li>
          <Badge variant="outline" className={WRAPS} title={`${SELF_IDENTIFIED}: ${self.map((a) => attributeLabel(a.key)).join(', ')}`}>
            <span>
              <span className="text-muted-foreground">{SELF_IDENTIFIED}:</span> {self.map((a) => attributeLabel(a.key)).join(', ')}
            </span>
          </Badge>
        </li>
      )}
    </>
  );
}
