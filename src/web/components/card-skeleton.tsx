// A photo card's shape while its grid loads (articles, events, new businesses): the photo, then a bar for
// each line of text, then anything else the card ends with (its buttons).
import type { ReactNode } from 'react';
import { Skeleton, SkeletonBars } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

export function CardSkeleton({ photo, bars, children }: { photo: string; bars: readonly string[]; children?: ReactNode }) {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-card">
      <Skeleton className={cn('rounded-none', photo)} />
      <div className="flex flex-col gap-3 p-5">
        <SkeletonBars bars={bars} />
        {children}
      </div>
    </div>
  );
}
