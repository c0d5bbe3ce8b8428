// Everything on the home page under the search, in a module of its own: what is new and near, recent
// reviews, the next events and the latest stories, then the Explore grid (phones), the promises and the
// invitation to business owners. The server renders it with its data (the page's prefetch loads it
// first); the browser keeps that HTML and brings it to life once this code arrives, after the page's
// own script, which this module stays out of.
import type { PageContext } from '@web/app/page-handle';
import { QueryProvider } from '@web/app/query-provider';
import { homeBusinessesQueryOptions } from './api/get-home-businesses';
import { latestArticlesQueryOptions } from './api/get-latest-articles';
import { recentReviewsQueryOptions } from './api/get-recent-reviews';
import { upcomingEventsQueryOptions } from './api/get-upcoming-events';
import { CommunityPromise } from './community-promise';
import { HomeBusinesses } from './components/home-businesses';
import { LatestArticles } from './components/latest-articles';
import { RecentReviews } from './components/recent-reviews';
import { UpcomingEvents } from './components/upcoming-events';
import { ExploreGrid } from './explore-grid';
import { ListYourBusiness } from './list-your-business';

/** What the sections show first: the server knows no visitor's location, so the newest businesses. */
export function prefetchHomeSections({ queryClient }: Pick<PageContext, 'queryClient'>) {
  return Promise.all([
    queryClient.prefetchQuery(homeBusinessesQueryOptions(null)),
    queryClient.prefetchQuery(recentReviewsQueryOptions()),
    queryClient.prefetchQuery(upcomingEventsQueryOptions()),
    queryClient.prefetchQuery(latestArticlesQueryOptions()),
  ]);
}

export function HomeSections() {
  return (
    <QueryProvider>
      <div className="container-page flex flex-col gap-10 pb-4 pt-6 md:gap-14 md:pt-12">
        <HomeBusinesses />
        <RecentReviews />
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:gap-8">
          <UpcomingEvents />
          <LatestArticles />
        </div>
      </div>
      <ExploreGrid />
      <CommunityPromise />
      <ListYourBusiness />
    </QueryProvider>
  );
}
