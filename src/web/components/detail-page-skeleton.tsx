// A detail page's shape while it loads (a business, an event): its wide photo, maybe its title, then the
// page's two columns of cards, side by side on wide screens.
import { Skeleton, SkeletonBars } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

export interface DetailPageSkeletonProps {
  /** What is loading, said to screen readers. */
  label: string;
  /** The photo's aspect ratios. */
  photo: string;
  /** The title's bar, when the page shows one under the photo. */
  title?: string;
  /** A card's height class for each card of the main column, then of the side column. */
  main: readonly string[];
  side: readonly string[];
}

export function DetailPageSkeleton({ label, photo, title, main, side }: DetailPageSkeletonProps) {
  const cards = (heights: readonly string[]) => <SkeletonBars className="gap-5" bars={heights.map((height) => cn(height, 'rounded-2xl'))} />;
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-5">
      <Skeleton className={cn(photo, 'rounded-3xl')} />
      {title && <Skeleton className={title} />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {cards(main)}
        {cards(side)}
      </div>
    </div>
  );
}
