// A business card's shape while results load (the directory shows six); its badges and buttons are bars in a
// row. Like the card, compact on phones (thumbnail, two lines, a row of actions) and full on wide screens.
import { Skeleton, SkeletonBars } from '@web/components/ui/skeleton';

export function BusinessCardSkeleton() {
  return (
    <div data-testid="business-card-skeleton" className="flex gap-4 rounded-2xl border bg-card p-3 shadow-card sm:p-4 md:p-5">
      <Skeleton className="hidden aspect-[4/3] w-52 shrink-0 self-start rounded-xl md:block lg:w-56" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 md:gap-3">
        <div className="flex gap-3">
          <Skeleton className="size-12 shrink-0 rounded-xl sm:size-16 md:hidden" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-3/4" />
            <SkeletonBars className="flex-row gap-2" bars={['h-5 w-32 rounded-full', 'h-5 w-20 rounded-full']} />
          </div>
        </div>
        <SkeletonBars className="gap-2" bars={['h-4 w-full', 'h-4 w-11/12', 'hidden h-4 w-2/3 md:block']} />
        <Skeleton className="hidden h-4 w-1/2 md:block" />
        <SkeletonBars className="flex-row gap-2" bars={['h-9 w-24 rounded-xl', 'h-9 w-24 rounded-xl']} />
      </div>
    </div>
  );
}
