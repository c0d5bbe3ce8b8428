// What an owner's page shows while its code or the session is on its way.
import { Skeleton } from '@web/components/ui/skeleton';

export function AccountSkeleton() {
  return (
    <div role="status" aria-label="Loading your account" className="flex flex-1 flex-col">
      <div className="border-b bg-gold-soft/40">
        <div className="container-page flex flex-col gap-3 py-8 md:py-12">
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/2 max-w-sm" />
        </div>
      </div>
      <div className="container-page grid max-w-4xl gap-4 py-8">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
