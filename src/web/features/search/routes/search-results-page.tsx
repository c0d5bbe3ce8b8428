// Directory search (/search and /search-results): the search box, heading and count, Filters with chips,
// the location prompt, and the results as cards with Load More, beside a map on wide screens. The URL
// holds the text and every applied filter, so a search can be shared, reloaded and navigated back to.
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { paths } from '@web/routes';
import { listingsQueryOptions, useListings } from '../api/get-listings';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { useDirectoryRealtime } from '../api/realtime';
import { EmptyState } from '../components/empty-state';
import { FilterChips } from '../components/filter-chips';
import { FiltersSheet } from '../components/filters-sheet';
import { LocationPrompt } from '../components/location-prompt';
import { ResultsArea } from '../components/results-area';
import { ResultsHeader } from '../components/results-header';
import { SearchBox } from '../components/search-box';
import { ViewToggle } from '../components/view-toggle';
import {
  countActiveFilters,
  parseSearchParams,
  SEARCH_PARAM_NAMES,
  searchHref,
  toApiQuery,
  toSearchParams,
  type DirectorySearch,
  type SearchFilters,
} from '../search-params';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { ButtonLink } from '@web/components/button-link';
import { itemsOf } from '@web/lib/offset-pages';

const LOAD_FAILED = 'Failed to load businesses. Please try again.';

function uniqueById(items: ListingCard[]): ListingCard[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/** Without a radius the first page needs no location: the server sends it, and it shows while the browser checks. */
export const searchPageHandle: PageHandle = {
  query: SEARCH_PARAM_NAMES,
  prefetch: ({ url, queryClient }) => {
    const { q, filters } = parseSearchParams(url.searchParams);
    return filters.radius ? Promise.resolve() : queryClient.prefetchInfiniteQuery(listingsQueryOptions(toApiQuery(q, filters, null)));
  },
  head: ({ url }) => {
    const { q, filters, view } = parseSearchParams(url.searchParams);
    return {
      title: titleOf(q ? `Results for "${q}"` : 'Business Directory'),
      description: q ? `Black-owned and community businesses for "${q}": ratings, hours, contacts and directions.` : undefined,
      // One indexable page per search term; filtered and map views are variations of it.
      noindex: countActiveFilters(filters) > 0 || view !== 'list',
    };
  },
};

export function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => parseSearchParams(params), [params]);
  const { q, filters, view } = search;
  useDocumentTitle(q ? `Results for "${q}"` : 'Business Directory');

  const location = useVisitorLocation();
  const status = location.state.status;
  const enableLocation = () => void location.request();
  // A radius needs the visitor's position: wait while it is being found rather than show unfiltered results.
  const waiting = status === 'checking' || (!!filters.radius && status === 'locating');
  const apiQuery = useMemo(() => toApiQuery(q, filters, location.coords), [q, filters, location.coords]);
  const query = useListings(apiQuery, { enabled: !waiting });

  const items = useMemo(() => uniqueById(itemsOf(query.data)), [query.data]);
  const loading = query.isPending || (waiting && !query.data);
  const hasMore = !!query.hasNextPage;

  const shown = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(items.map((i) => i.id));
  }, [items]);
  useDirectoryRealtime(useCallback((id: number) => shown.current.has(id), []));

  useEffect(() => {
    if (query.isFetchNextPageError) toast.error('Error', { description: LOAD_FAILED });
  }, [query.isFetchNextPageError]);

  const update = (next: Partial<DirectorySearch>, replace = false) => setParams(toSearchParams({ ...search, ...next }), { replace, preventScrollReset: true });
  const applyFilters = (next: SearchFilters) => update({ filters: next });

  const onSearch = (term: string) => {
    const href = searchHref(term, filters, view);
    if (href) void navigate(href);
  };

  const failed = query.isError && !query.data;
  const empty = !loading && !failed && items.length === 0;

  return (
    <div className="flex flex-col">
      <header className="border-b bg-gradient-to-b from-gold-soft/70 via-cream to-cream">
        <div className="container-page flex flex-col gap-4 pb-5 pt-4 md:pt-6">
          <ButtonLink variant="link" size="sm" className="self-start px-0 text-muted-foreground" to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </ButtonLink>
          <div className="max-w-3xl">
            <SearchBox key={q} initialValue={q} onSearch={onSearch} onClear={() => update({ q: '' })} />
          </div>
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <ResultsHeader q={q} count={items.length} hasMore={hasMore} loading={loading} failed={failed} nearYou={status === 'ready'} />
            <div className="flex items-center gap-2 [&>*]:flex-1 md:[&>*]:flex-none">
              <FiltersSheet applied={filters} onApply={applyFilters} location={location.state} onEnableLocation={enableLocation} />
              <ViewToggle view={view} onChange={(v) => update({ view: v }, true)} className="lg:hidden" />
            </div>
          </div>
          <FilterChips filters={filters} onChange={applyFilters} radiusWaiting={!!filters.radius && status !== 'ready'} />
        </div>
      </header>

      <div className="container-page flex flex-col gap-5 py-5 md:py-6">
        <LocationPrompt location={location.state} onEnable={enableLocation} />

        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-12 text-center shadow-card">
            <p className="text-lg font-semibold">{LOAD_FAILED}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" />
              {query.isFetching ? 'Trying again...' : 'Try Again'}
            </Button>
          </div>
        ) : empty ? (
          <EmptyState q={q} hasFilters={countActiveFilters(filters) > 0} onClearFilters={() => applyFilters({ services: [], price: [] })} />
        ) : (
          <ResultsArea
            view={view}
            userLocation={location.coords}
            items={items}
            loading={loading}
            hasMore={hasMore}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
