// The business owner's home (/account): who is signed in, the listings the sign-in found, the review e-mail
// setting, each owned listing with its newest reviews to answer, and the listing requests and claims still open.
import { Loader2, LogOut, Search, Store } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { OwnerAccount } from '@shared/schemas/account';
import { EmptyNotice } from '@web/components/notice';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useAccountListings } from '../api/get-account-listings';
import { useOwnerSignOut } from '../api/owner-session';
import { FoundListings } from '../components/found-listings';
import { foundListingsOf } from '../lib/found-listings';
import { OwnedListingCard } from '../components/owned-listing-card';
import { ListingRequests, OwnerClaims } from '../components/requests-and-claims';
import { RequireOwner } from '../components/require-owner';
import { ReviewAlertsSetting } from '../components/review-alerts-setting';
import { ButtonLink } from '@web/components/button-link';

export function AccountPage() {
  return <RequireOwner>{(account) => <AccountHome account={account} />}</RequireOwner>;
}

function AccountHome({ account }: { account: OwnerAccount }) {
  const navigate = useNavigate();
  const found = foundListingsOf(useLocation().state);
  const signOut = useOwnerSignOut();
  const listings = useAccountListings();

  const leave = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        toast.success('Signed out', { description: 'Sign in again with a new link from your e-mail.' });
        void navigate(paths.accountSignIn, { replace: true });
      },
    });

  const data = listings.data;
  const nothing = data && !data.listings.length && !data.requests.length && !data.claims.length;

  return (
    <>
      <PageHeader
        eyebrow="Business owner"
        title="Your businesses"
        description={
          <>
            Signed in as <span className="break-all font-semibold text-espresso">{account.email}</span>
          </>
        }
        actions={
          <Button type="button" variant="outline" onClick={leave} disabled={signOut.isPending}>
            {signOut.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            Sign out
          </Button>
        }
      />
      <div className="container-page grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-8 py-8 md:py-12">
        {found.length > 0 && <FoundListings listings={found} />}
        <ReviewAlertsSetting account={account} />
        {listings.isPending && <ListingsSkeleton />}
        {listings.isError && (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-card">
            <p className="font-bold text-espresso">We could not load your listings.</p>
            <Button variant="outline" onClick={() => void listings.refetch()} disabled={listings.isFetching}>
              Try again
            </Button>
          </div>
        )}
        {nothing && (
          <EmptyNotice
            icon={Store}
            title="No listings yet"
            description={
              <>
                Is your business already in the directory? Open its page and tap <strong>Own this business?</strong> to claim it. If it is not listed yet, add
                it: it shows here once you send it while signed in.
              </>
            }
          >
            <ButtonLink to={paths.listBusiness}>
              <Store aria-hidden="true" />
              List Your Business
            </ButtonLink>
            <ButtonLink variant="outline" to={paths.search}>
              <Search aria-hidden="true" />
              Find your business
            </ButtonLink>
          </EmptyNotice>
        )}
        {data && data.listings.length > 0 && (
          <section aria-labelledby="owned-heading" className="grid gap-4">
            <h2 id="owned-heading" className="text-2xl text-espresso">
              {data.listings.length === 1 ? 'Your listing' : 'Your listings'}
            </h2>
            {data.listings.map((listing) => (
              <OwnedListingCard key={listing.id} listing={listing} />
            ))}
          </section>
        )}
        {data && data.claims.length > 0 && (
          <section aria-labelledby="claims-heading" className="grid gap-4">
            <h2 id="claims-heading" className="text-2xl text-espresso">
              Your claims
            </h2>
            <OwnerClaims claims={data.claims} />
          </section>
        )}
        {data && data.requests.length > 0 && (
          <section aria-labelledby="requests-heading" className="grid gap-4">
            <h2 id="requests-heading" className="text-2xl text-espresso">
              Listings you sent
            </h2>
            <ListingRequests requests={data.requests} />
          </section>
        )}
      </div>
    </>
  );
}

function ListingsSkeleton() {
  return (
    <div role="status" aria-label="Loading your listings" className="grid gap-4 rounded-2xl border bg-card p-6 shadow-card">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-11 w-40" />
      <Skeleton className="h-24" />
    </div>
  );
}
