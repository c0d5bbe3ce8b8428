// 'Confirmed by the owner, November 2026': the month the listing's owner last said it is still right. A
// small, calm line for the card's details and the business page; nothing before the owner has confirmed.
import { CalendarCheck } from 'lucide-react';
import { ownerConfirmedLabel } from '@shared/reference/owner-confirmation';
import { cn } from '@web/lib/utils';

export function OwnerConfirmed({ confirmedAt, onDark = false, className }: { confirmedAt: string | null; onDark?: boolean; className?: string }) {
  const label = ownerConfirmedLabel(confirmedAt);
  if (!label) return null;
  return (
    <p
      data-testid="owner-confirmed"
      className={cn('flex items-center gap-1.5 text-xs', onDark ? 'text-cream/90 sm:text-sm' : 'text-muted-foreground', className)}
    >
      <CalendarCheck className={cn('size-3.5 shrink-0', onDark ? 'text-gold-light' : 'text-open')} aria-hidden="true" />
      {label}
    </p>
  );
}
