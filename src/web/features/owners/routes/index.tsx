// The owner's pages under /account: the owner's home and the edit page of a listing (sign-in has a route of its own). The app's
// route table leads here with one route (each route there adds to the home page's script, which is at
// its budget); each page's code is loaded on its first visit.
import { lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';
import { paths, patterns } from '@shared/paths';
import { AccountSkeleton } from '../components/account-skeleton';

const AccountPage = lazy(() => import('./account-page').then((m) => ({ default: m.AccountPage })));
const OwnedListingPage = lazy(() => import('./owned-listing-page').then((m) => ({ default: m.OwnedListingPage })));

export function AccountRoutes() {
  const { pathname } = useLocation();
  const listing = matchPath(patterns.accountListing, pathname);
  let page;
  if (matchPath(paths.account, pathname)) page = <AccountPage />;
  else if (listing?.params.id) page = <OwnedListingPage id={listing.params.id} />;
  else return <Navigate to={paths.account} replace />;
  return <Suspense fallback={<AccountSkeleton />}>{page}</Suspense>;
}
