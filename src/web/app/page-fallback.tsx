// Shown in the page area while a screen's code arrives on the first load of the app: the page header's
// shape, then the screen's own (three cards unless the screen gives its outline). It is a screen tall, so
// the footer waits below the fold: drawn at the skeleton's end, it would jump when the screen arrives.
import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';

export function PageFallback({ label = 'Loading page', children }: { label?: string; children?: ReactNode }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-dvh flex-1 flex-col">
      <div className="border-b bg-gold-soft/40">
        <div className="container-page flex flex-col gap-3 py-8 md:py-12">
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/2 max-w-sm" />
        </div>
      </div>
      {children ?? (
        <div className="container-page grid gap-4 py-8 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40 max-sm:hidden" />
        </div>
      )}
    </div>
  );
}
