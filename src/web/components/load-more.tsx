// Load More under a list read page by page: "Loading..." with a spinner while the next page comes.
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

export interface LoadMoreButtonProps {
  loading: boolean;
  onClick: () => void;
  /** The button's words; Load More unless the list says otherwise. */
  children?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

export function LoadMoreButton({ loading, onClick, children = 'Load More', className, ...label }: LoadMoreButtonProps) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" size="lg" className={className} onClick={onClick} disabled={loading} {...label}>
        {loading && <Loader2 className="animate-spin" aria-hidden="true" />}
        {loading ? 'Loading...' : children}
      </Button>
    </div>
  );
}

/** The part of an infinite query Load More needs. */
interface PagedResult {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Load More for an infinite query, shown while the server has more. */
export function LoadMore({ result, ...props }: { result: PagedResult } & Omit<LoadMoreButtonProps, 'loading' | 'onClick'>) {
  if (!result.hasNextPage) return null;
  return <LoadMoreButton loading={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()} {...props} />;
}
