// One approved business in detail (/business/:id): hero photo, story, Meet the Founder, About, services,
// tags, contact, hours with open now, rating summary, a small map and Quick Stats. Ratings refresh live.
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams, useLocation } from 'react-router';
import { DESKTOP_SCREEN, useMediaQuery } from '@web/components/business-card';
import { Button } from '@web/components/ui/button';
import { DetailPageSkeleton } from '@web/components/detail-page-skeleton';
import { isApiError } from '@web/lib/api-client';
import { titleOf } from '@web/lib/page-head';
import { paths } from '@shared/paths';
import { listingKeys, listingQueryOptions, useListing } from '../api/get-listing';
import { answeredNotFound, type PageHandle } from '@web/app/page-handle';
import { positiveIdOf } from '@web/lib/route-ids';
import { BUSINESS_NOT_FOUND_HEAD, businessHead, newestReviews, prefetchNewestReviews } from '../lib/business-head';
import { useRealtimeRefresh } from '@web/lib/use-realtime-refresh';
import { BusinessHero } from '../components/business-hero';
import { BusinessNotFound } from '../components/business-not-found';
import { BusinessSections } from '../components/business-sections';
import { ContactCard } from '../components/contact-card';
import { HoursCard } from '../components/hours-card';
import { LocationCard } from '../components/location-card';
import { QuickStats } from '../components/quick-stats';
import { RatingCard } from '../components/rating-card';

export const businessPageHandle: PageHandle = {
  prefetch: ({ params, queryClient }) => {
    const id = positiveIdOf(params.id);
    return Number.isNaN(id) ? Promise.resolve() : Promise.all([queryClient.prefetchQuery(listingQueryOptions(id)), prefetchNewestReviews(queryClient, id)]);
  },
  head: (context) => {
    const id = positiveIdOf(context.params.id);
    if (Number.isNaN(id)) return BUSINESS_NOT_FOUND_HEAD;
    const { queryKey } = listingQueryOptions(id);
    const listing = context.queryClient.getQueryData(queryKey);
    if (listing) return businessHead(listing, newestReviews(context.queryClient, id), context);
    // Not loaded yet (in the browser), or failing otherwise than 404: the page's own name meanwhile.
    return answeredNotFound(context.queryClient, queryKey) ? BUSINESS_NOT_FOUND_HEAD : { ...BUSINESS_NOT_FOUND_HEAD, title: titleOf('Business Details') };
  },
};

export function BusinessDetailPage() {
  const { id: rawId } = useParams();
  const id = positiveIdOf(rawId);
  const validId = !Number.isNaN(id);
  const navigate = useNavigate();
  // Contact sits high on phones (beside the story it would be far down) and in the side column on desktops.
  const desktop = useMediaQuery(DESKTOP_SCREEN);
  const location = useLocation();
  const query = useListing(id, { enabled: validId });
  const listing = query.data;
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
          <BusinessHero listing={listing} />
          {/* One shrinkable column on phones: a long e-mail address must not widen the page. */}
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="flex flex-col gap-5">
              {!desktop && <ContactCard listing={listing} />}
              <BusinessSections listing={listing} />
            </div>
            <aside className="flex flex-col gap-5" aria-label="Business summary">
              <RatingCard listing={listing} />
              {desktop && <ContactCard listing={listing} />}
              <QuickStats listing={listing} />
              <HoursCard hours={listing.businessHours} state={listing.state} timeZone={listing.timeZone} />
              <LocationCard listing={listing} />
            </aside>
          </div>
        </>
      ) : (
        <DetailPageSkeleton label="Loading business" photo="aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]" main={['h-48', 'h-40']} side={['h-40', 'h-56']} />
      )}
    </div>
  );
}
