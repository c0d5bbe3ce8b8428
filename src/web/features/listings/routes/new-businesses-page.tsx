// Newly approved businesses (/new-businesses), newest first: text search, category, All Locations or Near Me
// (within 5 miles of the visitor), 20 at a time. Filters live in the address so Back returns to them; the
// filters are a GET form and Load More a link with one page more (?page=), which the server answers too.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { listingKeys } from '../api/get-listing';
import { newBusinessesQueryOptions, useNewBusinesses, type NewBusinessesQuery } from '../api/get-new-businesses';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { useRealtimeRefresh } from '@web/lib/use-realtime-refresh';
import { ALL, attributeParam, NEAR_ME_MILES, NewBusinessFilters, type NewBusinessChoice } from '../components/new-business-filters';
import { NewBusinessesResults, type ResultsState } from '../components/new-businesses-results';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { itemsOf } from '@web/lib/offset-pages';
import { nextPageHref, PAGE_PARAM, pagesAsked } from '@web/lib/linked-pages';

const TYPING_SETTLE_MS = 350;
/** About 10 m: enough for distances, and nearby fixes share one cached answer. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

export const newBusinessesPageHandle: PageHandle = {
  query: ['q', 'type', 'attribute', 'near', PAGE_PARAM],
  // Near Me needs the visitor's location: only the pages without it are sent from the server.
  prefetch: ({ url, queryClient }) =>
    url.searchParams.get('near') === '1'
      ? Promise.resolve()
      : queryClient.prefetchInfiniteQuery({
          ...newBusinessesQueryOptions({
            q: url.searchParams.get('q')?.trim() || undefined,
            type: url.searchParams.get('type') || undefined,
            attributes: attributeParam(url.searchParams.get('attribute')) || undefined,
          }),
          pages: pagesAsked(url.searchParams),
        }),
  head: ({ url }) => ({
    title: titleOf('New Businesses'),
    description: 'The newest Black-owned and community businesses in the directory: fresh ventures to discover and support.',
    noindex: url.searchParams.size > 0,
  }),
};

export function NewBusinessesPage() {
  const [params, setParams] = useSearchParams();
  const address = useLocation();
  const q = params.get('q')?.trim() ?? '';
  const type = params.get('type') ?? '';
  const attribute = attributeParam(params.get('attribute'));
  const near = params.get('near') === '1';
  const [text, setText] = useState(q);
  const { state: location, coords, request } = useVisitorLocation();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        // Built on the browser's address, which already holds a change made a moment ago (the router's
        // `current` is the address of the last render): changes in quick succession, such as the fields
        // put back as the app takes over a page typed into early, add up instead of undoing each other.
        const next = new URLSearchParams(typeof window === 'undefined' ? current : window.location.search);
        // Other filters start the list again at its first page.
        next.delete(PAGE_PARAM);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The address follows the search box once typing pauses; the box follows the address (Back, Clear Filters).
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => update({ q: trimmed || null }), TYPING_SETTLE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render; the text and address are what matter
  }, [text, q]);
  const [syncedQ, setSyncedQ] = useState(q);
  if (syncedQ !== q) {
    setSyncedQ(q);
    if (text.trim() !== q) setText(q);
  }
  // The selects show a choice at once (the address, and the list, follow a moment later; a form sent
  // meanwhile sends what they show); they follow the address when it changes otherwise (Back, Clear Filters).
  const [choice, setChoice] = useState({ type, attribute, near });
  const [syncedChoice, setSyncedChoice] = useState({ type, attribute, near });
  if (syncedChoice.type !== type || syncedChoice.attribute !== attribute || syncedChoice.near !== near) {
    setSyncedChoice({ type, attribute, near });
    setChoice({ type, attribute, near });
  }

  const askForLocation = async (thenNear: boolean) => {
    // A refusal is told by a toast; Near Me then falls back to all locations.
    const outcome = await request();
    if (outcome.status === 'error' && thenNear) {
      setChoice((current) => ({ ...current, near: false }));
      update({ near: null });
    }
  };

  // Opened with Near Me already chosen (a shared or restored address): find the visitor once. Choosing
  // Near Me on the page asks by itself, so it settles this too (else the refusal would be told twice).
  const askedOnOpen = useRef(false);
  const setNear = (value: boolean) => {
    askedOnOpen.current = true;
    setChoice((current) => ({ ...current, near: value }));
    update({ near: value ? '1' : null });
    if (value && !coords) void askForLocation(true);
  };
  useEffect(() => {
    if (askedOnOpen.current || !near || coords) return;
    askedOnOpen.current = true;
    void askForLocation(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the page opened with
  }, [near]);

  const query = useMemo<NewBusinessesQuery>(
    () => ({
      q: q || undefined,
      type: type || undefined,
      attributes: attribute || undefined,
      lat: coords ? round(coords.latitude) : undefined,
      lng: coords ? round(coords.longitude) : undefined,
      radius: near && coords ? NEAR_ME_MILES : undefined,
    }),
    [q, type, attribute, near, coords],
  );
  const waitingForLocation = near && !coords;
  const results = useNewBusinesses(query, { enabled: !waitingForLocation });
  const items = useMemo(() => itemsOf(results.data), [results.data]);
  const shown = useMemo(() => new Set(items.map((i) => i.id)), [items]);
  useRealtimeRefresh(listingKeys.newBusinesses, (id, topic) => topic === 'listings' || shown.has(id));

  // Search: what the form shows applies at once (the words without waiting for typing to pause).
  const submit = (sent: NewBusinessChoice) => {
    askedOnOpen.current = true;
    setText(sent.text);
    setChoice({ type: sent.category, attribute: sent.attribute, near: sent.near });
    update({
      q: sent.text.trim() || null,
      type: sent.category === ALL ? null : sent.category,
      attribute: sent.attribute || null,
      near: sent.near ? '1' : null,
    });
    if (sent.near && !near && !coords) void askForLocation(true);
  };

  const clear = () => {
    setText('');
    setChoice({ type: '', attribute: ALL, near: false });
    update({ q: null, type: null, attribute: null, near: null });
  };

  let state: ResultsState;
  if (waitingForLocation) state = location.status === 'locating' ? { kind: 'locating' } : { kind: 'loading' };
  else if (results.isPending) state = { kind: 'loading' };
  else if (results.isError && !results.data) state = { kind: 'error', retry: () => void results.refetch() };
  else
    state = {
      kind: 'ready',
      items,
      hasMore: results.hasNextPage,
      loadingMore: results.isFetchingNextPage,
      refreshing: results.isPlaceholderData,
      loadMore: () => void results.fetchNextPage(),
      loadMoreHref: nextPageHref(address, results.data?.pages.length ?? 1),
    };

  return (
    <div className="flex flex-1 flex-col">
      <PageHeader
        eyebrow="Fresh ventures"
        title="New Businesses"
        description="Discover and support the newest businesses in our community. Every fresh venture deserves its first loyal customers."
      />
      <div className="container-page flex flex-col gap-6 py-6 md:py-10">
        <NewBusinessFilters
          text={text}
          onTextChange={setText}
          category={choice.type || ALL}
          onCategoryChange={(value) => {
            setChoice((current) => ({ ...current, type: value }));
            update({ type: value === ALL ? null : value });
          }}
          attribute={choice.attribute}
          onAttributeChange={(value) => {
            setChoice((current) => ({ ...current, attribute: attributeParam(value) }));
            update({ attribute: value || null });
          }}
          near={choice.near}
          onNearChange={setNear}
          location={location}
          onEnableLocation={() => void askForLocation(false)}
          canClear={Boolean(text.trim() || q || type || attribute || near)}
          onClear={clear}
          onSubmit={submit}
        />
        <NewBusinessesResults state={state} near={near} onClear={clear} />
      </div>
    </div>
  );
}
