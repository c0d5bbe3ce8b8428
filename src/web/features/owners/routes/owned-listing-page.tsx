// The owner's edit page (/account/listings/:id): what goes live at once, then name, type and address, which
// our team checks first. Only the listing's verified owner gets here (404 otherwise).
import { ArrowLeft, SearchX, ShieldCheck, Zap } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { STATUS_TEXT } from '@shared/reference/listings';
import type { OwnedListingDetail } from '@shared/schemas/owner';
import { PageNotice } from '@web/components/notice';
import { PageHeader } from '@web/components/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { AccountSkeleton } from '../components/account-skeleton';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@shared/paths';
import { useAccountListings } from '../api/get-account-listings';
import { useOwnedListing } from '../api/get-owned-listing';
import { CheckedEditForm } from '../components/checked-edit-form';
import { LiveEditForm } from '../components/live-edit-form';
import { PublicPageLink } from '../components/public-page-link';
import { RequireOwner } from '../components/require-owner';
import { ButtonLink } from '@web/components/button-link';
import { LeaveDialog } from '@web/components/forms/leave-dialog';
import { useLeaveGuard } from '@web/lib/use-leave-guard';

/** `id`: the listing's id as the address has it. */
export function OwnedListingPage({ id: idParam }: { id: string }) {
  return <RequireOwner>{() => <OwnedListing idParam={idParam} />}</RequireOwner>;
}

function OwnedListing({ idParam }: { idParam: string }) {
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useOwnedListing(id, { enabled: valid });
  // Says whether a name, type or address change is already waiting (read from the account's list).
  const listings = useAccountListings();
  const pendingEdit = listings.data?.listings.find((l) => l.id === id)?.pendingEdit ?? false;

  if (!valid || (isApiError(detail.error) && detail.error.status === 404)) {
    return (
      <PageNotice
        icon={SearchX}
        title="This listing is not in your account"
        description="You can edit the listings you are the verified owner of. Claim a listing with 'Own this business?' on its page."
      >
        <ButtonLink to={paths.account}>Your businesses</ButtonLink>
      </PageNotice>
    );
  }
  if (detail.isError) throw detail.error;
  if (!detail.data) return <EditSkeleton />;
  return <EditListing detail={detail.data} pendingEdit={pendingEdit} />;
}

function EditListing({ detail, pendingEdit }: { detail: OwnedListingDetail; pendingEdit: boolean }) {
  const { listing, status } = detail;
  const live = status === 'approved';
  // Either form's unsaved changes hold the visitor back before they are lost.
  const [unsaved, setUnsaved] = useState({ live: false, checked: false });
  const onLiveChange = useCallback((changed: boolean) => setUnsaved((u) => ({ ...u, live: changed })), []);
  const onCheckedChange = useCallback((changed: boolean) => setUnsaved((u) => ({ ...u, checked: changed })), []);
  const blocker = useLeaveGuard(unsaved.live || unsaved.checked);
  return (
    <>
      <LeaveDialog blocker={blocker} />
      <PageHeader
        eyebrow="Edit listing"
        title={listing.businessName}
        description={
          <>
            <span className="font-mono font-semibold text-foreground">{listing.listingNumber}</span> · {STATUS_TEXT[status].label}
          </>
        }
        actions={
          <>
            <ButtonLink variant="outline" to={paths.account}>
              <ArrowLeft aria-hidden="true" />
              Your businesses
            </ButtonLink>
            {live && <PublicPageLink listing={listing} />}
          </>
        }
      />
      <div className="container-page grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-10 py-8 md:py-12">
        <section className="grid gap-5">
          <GroupHeading id="live-heading" icon={Zap} title="Changes that go live at once">
            Your description, year founded, contact, hours, services, keywords, social profiles, price level and photos.
          </GroupHeading>
          <LiveEditForm detail={detail} onUnsavedChange={onLiveChange} />
        </section>
        <section className="grid gap-5">
          <GroupHeading id="checked-heading" icon={ShieldCheck} title="Name, type and address (checked by our team)">
            Changes to these are sent to our team. Your listing keeps its current details until they approve.
          </GroupHeading>
          <CheckedEditForm listing={listing} pendingEdit={pendingEdit} onUnsavedChange={onCheckedChange} />
        </section>
      </div>
    </>
  );
}

function GroupHeading({ id, icon: Icon, title, children }: { id: string; icon: typeof Zap; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 border-b-2 border-gold/40 pb-3">
      <Icon className="mt-1 size-6 shrink-0 text-gold-ink" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id={id} className="text-2xl text-espresso md:text-3xl">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

function EditSkeleton() {
  return (
    <AccountSkeleton label="Loading your listing">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-56" />
      <Skeleton className="h-40" />
    </AccountSkeleton>
  );
}
