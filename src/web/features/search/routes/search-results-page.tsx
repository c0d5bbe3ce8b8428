// Directory search (/search and /search-results): the search box, heading and count, Filters with chips,
// the order, the location prompt, and the results as cards with Load More, beside a map on wide screens.
// The URL holds the text, every applied filter and the order, so a search can be shared, reloaded and
// navigated back to. Results never reorder by themselves: see search-center.ts. The search box, the order
// and the Filters sheet are GET forms to this page, and Load More a link to it with one page more, so they
// work before the app's script runs and without it: the server renders the answer.
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { listingsQueryOptions, useListings } from '../api/get-listings';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { useDirectoryRealtime } from '../api/realtime';
import { EmptyState, prepareSuggest, SUGGEST_OPENS } from '../components/empty-state';
import { FilterChips } from '../components/filter-chips';
import { FILTERS_OPEN, FiltersSheet } from '../components/filters-sheet';
import { LocationAction, LocationPrompt, type LocationPromptProps } from '../components/location-prompt';
import { ResultsArea } from '../components/results-area';
import { ResultsHeader } from '../components/results-header';
import { SearchBox } from '../components/search-box';
import { SortControl } from '../components/sort-control';
import { ViewToggle } from '../components/view-toggle';
import { needsCenter, planCenter, withDistancesFrom } from '../search-center';
import {
  countActiveFilters,
  DEFAULT_SORT,
  nearPlaceText,
  parseSearchParams,
  SEARCH_PARAM_NAMES,
  searchHref,
  toApiQuery,
  toSearchParams,
  type Coordinates,
  type DirectorySearch,
  type SearchFilters,
} from '../search-params';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { ButtonLink } from '@web/components/button-link';
import { itemsOf } from '@web/lib/offset-pages';
import { nextPageHref, PAGE_PARAM, pagesAsked } from '@web/lib/linked-pages';

const LOAD_FAILED = 'Failed to load businesses. Please try again.';

function uniqueById(items: ListingCard[]): ListingCard[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/**
 * Without a radius or the nearest-first order (or with a place) the first pages need no device location:
 * the server sends them (as many as Load More's link asks for), and they show while the browser checks.
 */
export const searchPageHandle: PageHandle = {
  query: [...SEARCH_PARAM_NAMES, PAGE_PARAM],
  opens: [FILTERS_OPEN, SUGGEST_OPENS],
  // 'Suggest a Business' opened by the address is drawn with the page.
  prepare: prepareSuggest,
  prefetch: ({ url, queryClient }) => {
    const { q, filters, sort } = parseSearchParams(url.searchParams);
    return needsCenter(filters, sort) && !filters.near
      ? Promise.resolve()
      : queryClient.prefetchInfiniteQuery({ ...listingsQueryOptions(toApiQuery(q, filters, null, sort)), pages: pagesAsked(url.searchParams) });
  },
  head: ({ url }) => {
    const { q, filters, sort, view } = parseSearchParams(url.searchParams);
    return {
      title: titleOf(q ? `Results for "${q}"` : 'Business Directory'),
      description: q ? `Black-owned and community businesses for "${q}": ratings, hours, contacts and directions.` : undefined,
      // One indexable page per search term; filtered and map views are variations of it.
      noindex: countActiveFilters(filters) > 0 || sort !== DEFAULT_SORT || view !== 'list',
    };
  },
};

export function SearchResultsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const address = useLocation();
  const searchFormId = useId();
  const search = useMemo(() => parseSearchParams(params), [params]);
  const { q, filters, sort, view } = search;

  const location = useVisitorLocation();
  const status = location.state.status;
  const enableLocation = () => void location.request();

  // The device position this search's results were first shown with (null: without it).
  const searchKey = toSearchParams({ q, filters, sort }).toString();
  const [firstShown, setFirstShown] = useState<{ key: string; coords: Coordinates | null } | null>(null);
  const shownWith = firstShown?.key === searchKey ? firstShown.coords : undefined;
  const center = planCenter({ filters, sort, location: location.state, shownWith });
  const apiQuery = useMemo(() => toApiQuery(q, filters, center.coords, sort), [q, filters, center.coords, sort]);
  const query = useListings(apiQuery, { enabled: !center.wait });
  const shownNow = !!query.data && !query.isPlaceholderData;
  if (shownNow && shownWith !== center.coords) setFirstShown({ key: searchKey, coords: center.coords });

  // Distances come with the results, or, for a list kept in its order when the position came later, from here.
  const distanceFrom = apiQuery.lat === undefined && !filters.near ? location.coords : null;
  const items = useMemo(() => withDistancesFrom(uniqueById(itemsOf(query.data)), distanceFrom), [query.data, distanceFrom]);
  const loading = query.isPending || (center.wait && !query.data);
  const hasMore = !!query.hasNextPage;

  const shown = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(items.map((i) => i.id));
  }, [items]);
  useDirectoryRealtime(useCallback((id: number) => shown.current.has(id), []));

  useEffect(() => {
    if (query.isFetchNextPageError) toast.error('Error', { description: LOAD_FAILED });
  }, [query.isFetchNextPageError]);

  // Any change starts the list again at its first page, and closes the Filters sheet.
  const update = (next: Partial<DirectorySearch>, replace = false) => setParams(toSearchParams({ ...search, ...next }), { replace, preventScrollReset: true });
  const applyFilters = (next: SearchFilters) => update({ filters: next });

  const onSearch = (term: string) => {
    const href = searchHref(term, filters, view, sort);
    if (href) void navigate(href);
  };

  const firstPage = query.data?.pages[0];
  const failed = query.isError && !query.data;
  const empty = !loading && !failed && items.length === 0;
  // Results ordered by distance carry their distances; a place the search could not find gives none.
  const measured = items.some((item) => item.distance !== null);
  const placeUnknown = !!filters.near && !loading && !failed && items.length > 0 && !measured;
  const nearHint =
    loading || failed || !measured
      ? null
      : center.orderedFrom === 'device'
        ? 'Near your location'
        : center.orderedFrom === 'place' && filters.near
          ? nearPlaceText(filters.near)
          : null;

  // With a place named, distances need no device location: only a refusal is still worth saying.
  const showLocationPrompt = !filters.near || status === 'error';
  const locationPrompt: LocationPromptProps = {
    location: location.state,
    onEnable: enableLocation,
    onSortByDistance: center.offerSortByDistance && !failed && items.length > 1 ? () => update({ sort: 'nearest' }) : undefined,
  };

  return (
    <div className="flex flex-col">
      <header className="border-b bg-gradient-to-b from-gold-soft/70 via-cream to-cream">
        {/* On phones everything above the results is kept short, so that several results show at once. */}
        <div className="container-page flex flex-col gap-2.5 pb-3 pt-1 md:gap-4 md:pb-5 md:pt-6">
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <ButtonLink variant="link" size="sm" className="h-10 px-0 text-muted-foreground md:h-9" to={paths.home}>
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </ButtonLink>
            {/* Phones: List or Map at the top; tablets have it beside the order (below). */}
            <ViewToggle view={view} onChange={(v) => update({ view: v }, true)} className="md:hidden [&_button]:h-9 [&_button]:px-3" />
          </div>
          <div className="max-w-3xl">
            <SearchBox
              key={q}
              id={searchFormId}
              initialValue={q}
              onSearch={onSearch}
              onClear={() => update({ q: '' })}
              keep={toSearchParams({ filters, view })}
            />
          </div>
          <div className="flex flex-col gap-2.5 md:flex-row md:items-end md:justify-between md:gap-3">
            <ResultsHeader
              q={q}
              understood={firstPage?.understood}
              count={items.length}
              hasMore={hasMore}
              loading={loading}
              failed={failed}
              near={nearHint}
              action={showLocationPrompt && <LocationAction {...locationPrompt} className="ml-auto md:hidden" />}
            />
            <div className="grid grid-cols-2 gap-2 md:flex md:items-center">
              {/* Applied from the open sheet: the results take the place of the sheet's address in the history. */}
              <FiltersSheet
                applied={filters}
                onApply={(next) => update({ filters: next }, true)}
                location={location.state}
                onEnableLocation={enableLocation}
                keep={toSearchParams({ q, sort, view })}
              />
              <SortControl
                value={sort}
                onChange={(next) => update({ sort: next })}
                nearestAvailable={status === 'ready' || !!filters.near}
                form={searchFormId}
              />
              <ViewToggle view={view} onChange={(v) => update({ view: v }, true)} className="hidden md:inline-flex lg:hidden" />
            </div>
          </div>
          <FilterChips
            filters={filters}
            onChange={applyFilters}
            radiusWaiting={!!filters.radius && !filters.near && status !== 'ready'}
            placeUnknown={placeUnknown}
          />
        </div>
      </header>

      <div className="container-page flex flex-col gap-5 py-3 md:py-6">
        {showLocationPrompt && <LocationPrompt {...locationPrompt} />}

        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-12 text-center shadow-card">
            <p className="text-lg font-semibold">{LOAD_FAILED}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" />
              {query.isFetching ? 'Trying again...' : 'Try Again'}
            </Button>
          </div>
        ) : empty ? (
          <EmptyState
            q={q}
            hasFilters={countActiveFilters(filters) > 0}
            onClearFilters={() => applyFilters({ services: [], price: [], attributes: [] })}
            didYouMean={firstPage?.didYouMean}
          />
        ) : (
          <ResultsArea
            view={view}
            userLocation={location.coords}
            items={items}
            loading={loading}
            hasMore={hasMore}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            loadMoreHref={nextPageHref(address, query.data?.pages.length ?? 1)}
          />
        )}
      </div>
    </div>
  );
}
