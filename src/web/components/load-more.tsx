// Load More under a list read page by page: "Loading..." with a spinner while the next page comes. Given
// the address of the list with one page more (`href`, see lib/linked-pages.ts), it is a link to it, which
// works before the app's script runs and without it; with the script, a click loads the page in place.
import { Loader2 } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

export interface LoadMoreButtonProps {
  loading: boolean;
  onClick: () => void;
  /** The list's address with the next page: Load More is then a link to it. */
  href?: string;
  /** The button's words; Load More unless the list says otherwise. */
  children?: ReactNode;
  'aria-label'?: string;
  className?: string;
}

export function LoadMoreButton({ loading, onClick, href, children = 'Load More', className, ...label }: LoadMoreButtonProps) {
  const content = (
    <>
      {loading && <Loader2 className="animate-spin" aria-hidden="true" />}
      {loading ? 'Loading...' : children}
    </>
  );
  const click = (event: MouseEvent) => {
    // A click that asks for a new tab or window follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) onClick();
  };
  return (
    <div className="flex justify-center">
      {href ? (
        <a
          href={href}
          onClick={click}
          aria-disabled={loading || undefined}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), className)}
          {...label}
        >
          {content}
        </a>
      ) : (
        <Button variant="outline" size="lg" className={className} onClick={onClick} disabled={loading} {...label}>
          {content}
        </Button>
      )}
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
