// The owner's pages under /account: the owner's home and the edit page of a listing (sign-in has a route of its own). The app's
// route table leads here with one route (each route there adds to the home page's script, which is at
// its budget); each page's code is loaded on its first visit.
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { paths, patterns } from '@shared/paths';
import type { PageHandle } from '@web/app/page-handle';
import { titleOf } from '@web/lib/page-head';
import { ownedListingQuery } from '../api/get-owned-listing';
import { AccountSkeleton } from '../components/account-skeleton';

const AccountPage = lazy(() => import('./account-page').then((m) => ({ default: m.AccountPage })));
const OwnedListingPage = lazy(() => import('./owned-listing-page').then((m) => ({ default: m.OwnedListingPage })));

/** The owner's own pages, made for the signed-in browser alone; the sign-in link's token and where it goes next. */
export const accountPageHandle: PageHandle = {
  browserOnly: true,
  query: ['token', 'next'],
  head: ({ url, queryClient }) => {
    const listing = matchPath(patterns.accountListing, url.pathname);
    if (!listing) return { title: titleOf('Your businesses') };
    const id = Number(listing.params.id);
    const detail = Number.isInteger(id) && id > 0 ? queryClient.getQueryData(ownedListingQuery(id).queryKey) : undefined;
    return { title: titleOf(detail ? `Edit ${detail.listing.businessName}` : 'Edit listing') };
  },
};

export function AccountRoutes() {
  const { pathname } = useLocation();
  const listing = matchPath(patterns.accountListing, pathname);
  let page;
  if (matchPath(paths.account, pathname)) page = <AccountPage />;
  else if (listing?.params.id) page = <OwnedListingPage id={listing.params.id} />;
  else return <Navigate to={paths.account} replace />;
  return <Suspense fallback={<AccountSkeleton />}>{page}</Suspense>;
}
