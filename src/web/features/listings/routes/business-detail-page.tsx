// One approved business in detail (/business/:id), in the order a visitor needs it: name, rating, open now
// and today's hours, Call / Directions / Website, the address on a map, the newest reviews, then the story,
// Meet the Founder, About, services, tags, Quick Stats, the week's hours and contact. One order for every
// screen: wide screens place the same elements in two columns with the grid, so the server's page is final.
// Ratings and reviews refresh live.
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { DetailPageSkeleton } from '@web/components/detail-page-skeleton';
import { isApiError } from '@web/lib/api-client';
import { titleOf } from '@web/lib/page-head';
import { paths } from '@shared/paths';
import { listingKeys, listingQueryOptions, useListing } from '../api/get-listing';
import { useNewestReviews } from '../api/get-newest-reviews';
import { answeredNotFound, type PageHandle } from '@web/app/page-handle';
import { positiveIdOf } from '@web/lib/route-ids';
import { BUSINESS_NOT_FOUND_HEAD, businessHead, newestReviews, prefetchNewestReviews } from '../lib/business-head';
import { useRealtimeRefresh } from '@web/lib/use-realtime-refresh';
import { BusinessHero } from '../components/business-hero';
import { BusinessNotFound } from '../components/business-not-found';
import { BusinessSections } from '../components/business-sections';
import { ClosedNotice } from '../components/closed-notice';
import { prepareReportDialogs, REPORT_DIALOG_OPENS, REPORT_DIALOG_QUERY, ReportDialogs } from '@web/features/reports';
import { ContactCard } from '../components/contact-card';
import { HoursCard } from '../components/hours-card';
import { LocationCard } from '../components/location-card';
import { QuickStats } from '../components/quick-stats';
import { RatingCard } from '../components/rating-card';
import { VisitActions } from '../components/visit-actions';

export const businessPageHandle: PageHandle = {
  query: REPORT_DIALOG_QUERY,
  opens: REPORT_DIALOG_OPENS,
  // 'Report a problem' (or a review's report) opened by its address is drawn with the page.
  prepare: prepareReportDialogs,
  prefetch: ({ params, queryClient }) => {
    const id = positiveIdOf(params.id);
    return Number.isNaN(id) ? Promise.resolve() : Promise.all([queryClient.prefetchQuery(listingQueryOptions(id)), prefetchNewestReviews(queryClient, id)]);
  },
  head: (context) => {
    const id = positiveIdOf(context.params.id);
    if (Number.isNaN(id)) return BUSINESS_NOT_FOUND_HEAD;
    const { queryKey } = listingQueryOptions(id);
    const listing = context.queryClient.getQueryData(queryKey);
    // A business marked closed keeps its page for people; robots are told it is gone for good.
    if (listing)
      return { ...businessHead(listing, newestReviews(context.queryClient, id), context), ...(listing.closedAt ? { status: 410, noindex: true } : {}) };
    // Not loaded yet (in the browser), or failing otherwise than 404: the page's own name meanwhile.
    return answeredNotFound(context.queryClient, queryKey) ? BUSINESS_NOT_FOUND_HEAD : { ...BUSINESS_NOT_FOUND_HEAD, title: titleOf('Business Details') };
  },
};

export function BusinessDetailPage() {
  const { id: rawId } = useParams();
  const id = positiveIdOf(rawId);
  const validId = !Number.isNaN(id);
  const navigate = useNavigate();
  const location = useLocation();
  const query = useListing(id, { enabled: validId });
  const listing = query.data;
  const reviews = useNewestReviews(id, { enabled: validId });
  useRealtimeRefresh(listingKeys.detail(id), (changed) => changed === id, validId);
  const notFound = !validId || (isApiError(query.error) && query.error.status === 404);

  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.newBusinesses));

  if (notFound) return <BusinessNotFound onBack={goBack} />;
  if (query.isError && !listing) return <BusinessNotFound onBack={goBack} onRetry={() => void query.refetch()} />;

  return (
    <div className="container-page flex flex-col gap-6 py-5 md:py-8">
      <Button variant="ghost" size="sm" className="-ml-3 w-fit" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      {listing ? (
        <>
          <ClosedNotice listing={listing} />
          <BusinessHero listing={listing} />
          {/*
            One shrinkable column on phones (a long e-mail address must not widen the page). Wide screens: the
            actions and map head the side column (row 1), the reviews and story fill the main column (both
            rows), and the side column goes on under the map (row 2, which takes whatever height is left).
          */}
          <div
            data-listing-id={listing.id}
            className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]"
          >
            <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
              <VisitActions listing={listing} />
              <LocationCard listing={listing} />
            </div>
            <div className="flex flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              {/* Reviews that cannot be read are left out; the rating and its links stay. */}
              <RatingCard listing={listing} reviews={reviews.isError ? [] : reviews.data?.items} checking={reviews.data?.checking ?? false} />
              <BusinessSections listing={listing} />
            </div>
            <aside className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2" aria-label="Business summary">
              <QuickStats listing={listing} />
              <HoursCard hours={listing.businessHours} state={listing.state} timeZone={listing.timeZone} />
              <ContactCard listing={listing} />
            </aside>
          </div>
          <ReportDialogs listingId={listing.id} businessName={listing.businessName} />
        </>
      ) : (
        <DetailPageSkeleton label="Loading business" photo="aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]" main={['h-48', 'h-40']} side={['h-40', 'h-56']} />
      )}
    </div>
  );
}
