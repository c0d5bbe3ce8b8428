// Application status by listing number (/check-status?listingNumber=): the number box, then the status,
// the business details and photos, and Edit Business for approved or pending listings. The server renders
// the status of the number in the address, so the number box works as a plain form too.
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LISTING_NOT_FOUND, normalizeListingNumber } from '@shared/reference/listings';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton, SkeletonBars } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@shared/paths';
import { listingStatusQueryOptions, useListingStatus } from '../api/get-listing-status';
import { StatusResult } from '../components/status-result';
import { STATUS_LOOKUP_TOAST, StatusSearch } from '../components/status-search';
import { ButtonLink } from '@web/components/button-link';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';

const SEARCH_FAILED = 'Failed to search for business listing';

/** The number the address asks about, as it is printed; '' for none. */
function listingNumberOf(params: URLSearchParams): string {
  const raw = params.get('listingNumber')?.trim() ?? '';
  return raw ? normalizeListingNumber(raw) : '';
}

/** A page for one visitor, kept out of search engines; the status of its number comes with it. */
export const checkStatusPageHandle: PageHandle = {
  head: () => ({ title: titleOf('Check Status'), noindex: true }),
  query: ['listingNumber'],
  prefetch: ({ url, queryClient }) => {
    const listingNumber = listingNumberOf(url.searchParams);
    return listingNumber ? queryClient.prefetchQuery(listingStatusQueryOptions(listingNumber)) : Promise.resolve();
  },
};

export function CheckStatusPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const listingNumber = listingNumberOf(params);
  const status = useListingStatus(listingNumber);
  const notFound = isApiError(status.error) && status.error.status === 404;

  const search = (typed: string) => {
    // 'bl-12345678 ' and '12345678' are the same number: the link and the box show it as it is printed.
    const number = normalizeListingNumber(typed);
    setParams({ listingNumber: number }, { replace: number === listingNumber });
    // Looked up here as well as by the page's query (the same request), so the toast belongs to the click;
    // one toast answers the look-ups, and a found listing takes away what an earlier one said.
    queryClient.fetchQuery(listingStatusQueryOptions(number)).then(
      () => toast.dismiss(STATUS_LOOKUP_TOAST),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) toast.error('Not Found', { description: LISTING_NOT_FOUND, id: STATUS_LOOKUP_TOAST });
        else toast.error('Error', { description: SEARCH_FAILED, id: STATUS_LOOKUP_TOAST });
      },
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Application status"
        title="Check Status"
        description="Enter your business listing number to see where your application stands, view your details or ask for changes."
      />
      <div className="container-page grid max-w-4xl gap-6 py-8 md:py-12">
        <div className="rounded-2xl border bg-card p-5 shadow-card sm:p-6">
          <StatusSearch key={listingNumber} initial={listingNumber} searching={status.isFetching} onSearch={search} />
        </div>
        {listingNumber && status.isPending && <StatusSkeleton />}
        {status.data && <StatusResult result={status.data} />}
        {notFound && (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-card">
            <SearchX className="size-10 text-gold-ink" aria-hidden="true" />
            <p className="text-lg font-bold text-espresso">{LISTING_NOT_FOUND}</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Check the number you received when you submitted your business. It starts with BL- followed by 8 digits.
            </p>
            <ButtonLink variant="outline" to={paths.listBusiness}>
              List a business
            </ButtonLink>
          </div>
        )}
        {status.isError && !notFound && !status.data && (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-card">
            <p className="font-bold text-espresso">{SEARCH_FAILED}</p>
            <Button variant="outline" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

function StatusSkeleton() {
  return (
    <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-card" role="status" aria-busy="true">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-20 w-full" />
      <SkeletonBars className="grid sm:grid-cols-2" bars={['h-12', 'h-12', 'h-12', 'h-12']} />
    </div>
  );
}
