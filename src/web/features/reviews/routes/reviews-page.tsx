// A business's reviews (/reviews/:businessId): name, average and count, distribution, the sorted list and
// the 'Write a Review' dialog; it refreshes by itself when a review of this business is added or deleted.
import { ArrowLeft, MessageSquarePlus, Store } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { REVIEW_MESSAGES, REVIEW_SORTS, type ReviewSort } from '@shared/reference/reviews';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@shared/paths';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReviewPage } from '@shared/schemas/review';
import { reviewKeys, reviewsQueryOptions, useReviews } from '../api/get-reviews';
import { answeredNotFound, type PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { positiveIdOf } from '@web/lib/route-ids';
import { BUSINESS_NOT_FOUND_HEAD, businessHead, listingQueryOptions } from '@web/features/listings';
import { useReviewsRealtime } from '../api/use-reviews-realtime';
import { LoadError } from '../components/load-error';
import { RatingSummary } from '../components/rating-summary';
import { ReviewList, ReviewListSkeleton } from '../components/review-list';
import { deferred } from '@web/components/deferred';
import { ButtonLink } from '@web/components/button-link';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { itemsOf } from '@web/lib/offset-pages';
import { prepareReportDialogs, REPORT_DIALOG_QUERY, ReportDialogs } from '@web/features/reports';
import { REVIEW_REPORT_OPENS } from '@shared/reference/reports';

/** The review form (zod and the form library with it) loads when 'Write a Review' is reached for. */
const WriteReviewDialog = deferred(() => import('../components/write-review-dialog').then((m) => m.WriteReviewDialog));

/** The state of the page's address that opens 'Write a Review' (paths.writeReview). */
const WRITE = 'write';

function parseSort(value: string | null): ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value ?? '') ? (value as ReviewSort) : 'newest';
}

export const reviewsPageHandle: PageHandle = {
  query: ['sort', ...REPORT_DIALOG_QUERY],
  opens: [WRITE, REVIEW_REPORT_OPENS],
  // 'Write a Review' (or a review's report) opened by its address is drawn with the page, on the server and before hydrating.
  prepare: (url) => Promise.all([url.searchParams.has(WRITE) ? WriteReviewDialog.preload() : undefined, prepareReportDialogs(url)]),
  prefetch: ({ params, url, queryClient }) => {
    const id = positiveIdOf(params.businessId);
    if (Number.isNaN(id)) return Promise.resolve();
    // The listing too: the page's structured data describes the whole business.
    return Promise.all([
      queryClient.prefetchInfiniteQuery(reviewsQueryOptions(id, parseSort(url.searchParams.get('sort')))),
      queryClient.prefetchQuery(listingQueryOptions(id)),
    ]);
  },
  head: (context) => {
    const id = positiveIdOf(context.params.businessId);
    if (Number.isNaN(id)) return BUSINESS_NOT_FOUND_HEAD;
    const sort = parseSort(context.url.searchParams.get('sort'));
    const { queryKey } = reviewsQueryOptions(id, sort);
    const page = context.queryClient.getQueryData(queryKey)?.pages[0];
    // While another order loads in the browser, the page keeps showing the one it had, business name and all.
    const shown =
      page ??
      context.queryClient
        .getQueriesData<InfiniteData<ReviewPage>>({ queryKey: reviewKeys.business(id) })
        .map(([, data]) => data?.pages[0])
        .find(Boolean);
    // Not loaded yet (in the browser), or failing otherwise than 404: the page's own name meanwhile.
    if (!shown) return answeredNotFound(context.queryClient, queryKey) ? BUSINESS_NOT_FOUND_HEAD : { ...BUSINESS_NOT_FOUND_HEAD, title: titleOf('Reviews') };
    const title = titleOf(`Reviews of ${shown.business.businessName}`);
    const noindex = sort !== 'newest';
    const listingKey = listingQueryOptions(id).queryKey;
    const listing = context.queryClient.getQueryData(listingKey);
    if (page && listing) return { ...businessHead(listing, page.items, context), title, noindex };
    // The browser reads only the reviews, which name their business; the server reads the listing too.
    return answeredNotFound(context.queryClient, listingKey) ? BUSINESS_NOT_FOUND_HEAD : { title, noindex };
  },
};

export function ReviewsPage() {
  const { businessId: rawId } = useParams();
  const businessId = positiveIdOf(rawId);
  const validId = !Number.isNaN(businessId);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseSort(searchParams.get('sort'));
  const writing = useLinkedOpen(WRITE);

  const query = useReviews(businessId, sort, { enabled: validId });
  useReviewsRealtime(businessId);
  const first = query.data?.pages[0];

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(validId ? paths.business(businessId) : paths.home);
  };
  const setSort = (next: ReviewSort) =>
    setSearchParams(
      (params) => {
        if (next === 'newest') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { replace: true, preventScrollReset: true, state: null },
    );

  if (!validId || (query.isError && !first)) {
    const notFound = !validId || (isApiError(query.error) && query.error.isClientError);
    return <LoadError notFound={notFound} onRetry={() => void query.refetch()} onBack={goBack} />;
  }

  const reviews = itemsOf(query.data);
  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b bg-gradient-to-b from-gold-soft/70 via-cream to-cream">
        <div className="container-page flex flex-col gap-4 py-6 md:py-10">
          <Button variant="ghost" size="sm" className="-ml-3 w-fit" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <p className="text-xs font-bold uppercase tracking-[0.16em] text-gold-ink">Reviews</p>
              {first ? (
                <h1 className="break-words text-3xl text-espresso sm:text-4xl md:text-5xl">{first.business.businessName}</h1>
              ) : (
                <Skeleton className="h-10 w-72 max-w-full" />
              )}
              {first && (
                <Link
                  to={paths.business(businessId)}
                  className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-gold-ink underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Store className="size-4" aria-hidden="true" />
                  View business details
                </Link>
              )}
            </div>
            <ButtonLink
              size="lg"
              {...writing.link}
              onPointerEnter={() => void WriteReviewDialog.preload()}
              onFocus={() => void WriteReviewDialog.preload()}
              className="w-full sm:w-fit"
            >
              <MessageSquarePlus aria-hidden="true" />
              Write a Review
            </ButtonLink>
          </div>
        </div>
      </header>

      <div className="container-page py-8 md:py-10">
        {first ? (
          <div className="grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]">
            <div className="flex flex-col gap-3 lg:sticky lg:top-24">
              <RatingSummary summary={first.summary} />
              {first.checking && (
                <p className="px-1 text-sm text-muted-foreground" data-testid="reviews-checking">
                  {REVIEW_MESSAGES.checking}
                </p>
              )}
            </div>
            <ReviewList
              reviews={reviews}
              total={first.summary.count}
              sort={sort}
              onSortChange={setSort}
              refreshing={query.isPlaceholderData}
              hasMore={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              writeLink={writing.link}
            />
          </div>
        ) : (
          <ReviewListSkeleton />
        )}
      </div>

      {first && (
        <WriteReviewDialog
          shown={writing.open}
          businessId={businessId}
          businessName={first.business.businessName}
          open={writing.open}
          onOpenChange={writing.setOpen}
          action={writing.openHref}
          closeHref={writing.closeHref}
        />
      )}
      {first && <ReportDialogs listingId={businessId} businessName={first.business.businessName} reviewsOnly />}
    </div>
  );
}
