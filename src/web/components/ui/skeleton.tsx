// Placeholder block shown while content loads.
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-lg bg-[#efe3cc]', className)} {...props} />;
}

/** Bars stacked while text loads, one for each entry's size classes. */
export function SkeletonBars({ bars, className }: { bars: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
