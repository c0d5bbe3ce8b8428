// What an owner's page shows while its code, the session or the listing is on its way.
import type { ReactNode } from 'react';
import { PageFallback } from '@web/app/page-fallback';
import { Skeleton } from '@web/components/ui/skeleton';

export function AccountSkeleton({ label = 'Loading your account', children }: { label?: string; children?: ReactNode }) {
  return (
    <PageFallback label={label}>
      <div className="container-page grid max-w-4xl gap-4 py-8">
        {children ?? (
          <>
            <Skeleton className="h-24" />
            <Skeleton className="h-64" />
          </>
        )}
      </div>
    </PageFallback>
  );
}
