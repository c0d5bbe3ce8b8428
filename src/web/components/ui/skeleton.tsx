// Placeholder block shown while content loads.
import type * as React from 'react';
import { cn } from '@web/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-lg bg-[#efe3cc]', className)} {...props} />;
}
