// The grid of cards the article lists and Get Involved show (3 columns wide, 2 medium, 1 on phones), and
// that grid while its first page loads.
import { Loader2 } from 'lucide-react';
import type { ComponentType } from 'react';

export const CARD_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** What is loading, said to screen readers too, over a few card shapes. */
export function CardGridLoading({ label, skeleton: CardSkeleton, count = 3 }: { label: string; skeleton: ComponentType; count?: number }) {
  return (
    <>
      <p role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </p>
      <div className={CARD_GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </>
  );
}
