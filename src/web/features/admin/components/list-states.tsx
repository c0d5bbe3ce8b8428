// What a dashboard list shows while loading, when empty and when it failed, and a list read a page at a
// time that shows each in turn with its pager.
import { AlertTriangle, Inbox, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { IconTile } from '@web/components/icon-tile';
import { Pager } from './pager';

export function ListSkeleton({ count = 3, label = 'Loading...' }: { count?: number; label?: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-2xl border bg-card p-5 shadow-card">
          <div className="flex items-center justify-between gap-3">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, text, icon: Icon = Inbox }: { title: string; text?: string; icon?: LucideIcon }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <IconTile icon={Icon} size="lg" shape="round" tone="muted" />
      <p className="font-display text-lg font-bold text-espresso">{title}</p>
      {text && <p className="max-w-sm text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-destructive/30 bg-red-50 px-6 py-10 text-center">
      <AlertTriangle className="size-7 text-destructive" aria-hidden="true" />
      <p className="font-semibold text-destructive">{errorMessage(error, 'This list could not be loaded.')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** The part of a page query a paged list reads. */
export interface PageQuery<P> {
  data: P | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<P extends { items: readonly unknown[]; total: number }> {
  query: PageQuery<P>;
  /** What the skeleton says while the first page loads, and how many cards it shows. */
  loading: { label: string; count?: number };
  empty: { title: string; text?: string; icon?: LucideIcon };
  /** Where the page starts, its size, how to move, and the pager's name. */
  page: { offset: number; limit: number; onChange: (offset: number) => void; label?: string };
  /** The page, when it has items. */
  children: (page: P) => ReactNode;
}

/** Skeleton while the first page loads, the error with a retry, the empty state or the items, then the pager. */
export function PagedList<P extends { items: readonly unknown[]; total: number }>({ query, loading, empty, page, children }: PagedListProps<P>) {
  const { data } = query;
  return (
    <>
      {query.isPending ? (
        <ListSkeleton {...loading} />
      ) : query.isError && !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        children(data)
      )}
      {data && (
        <Pager
          offset={page.offset}
          limit={page.limit}
          total={data.total}
          shown={data.items.length}
          onChange={page.onChange}
          busy={query.isFetching}
          label={page.label}
        />
      )}
    </>
  );
}
