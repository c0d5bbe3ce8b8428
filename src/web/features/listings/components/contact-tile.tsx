// One big tap target of the business page (Call, Directions, Website): icon over label, a disabled tile
// named '... not available' when the business has no such detail.
import type { LucideIcon } from 'lucide-react';
import type { TapKind } from '@shared/insights';
import { Button } from '@web/components/ui/button';

const TILE = 'h-auto min-w-0 flex-col gap-1 px-1.5 py-3 text-sm md:h-auto';

export function ContactTile({
  href,
  label,
  icon: Icon,
  primary,
  external,
  insight,
}: {
  href: string | null;
  label: string;
  icon: LucideIcon;
  /** What a tap counts as in the owner's insights. */
  insight: TapKind;
  primary?: boolean;
  external?: boolean;
}) {
  if (!href) {
    return (
      <Button variant="outline" disabled className={TILE} aria-label={`${label} not available`}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} className={TILE}>
      <a href={href} data-insight={insight} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
