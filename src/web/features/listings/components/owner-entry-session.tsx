// The owners' entry once the owner session is known: signed out, the sign-in link; signed in, the claim
// dialog (its code loads when reached for); the listing's own verified owner is sent to manage it instead.
import { BadgeCheck, KeyRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ListingCard } from '@shared/schemas/listing';
import { deferred } from '@web/components/deferred';
import { Button } from '@web/components/ui/button';
import { useOwnerSession } from '@web/features/owners';
import { paths } from '@shared/paths';
import { useOwnsListing } from '../api/claim-listing';
import { ENTRY, EntryRow, SignInEntry } from './owner-entry-row';
import { ButtonLink } from '@web/components/button-link';

const ClaimDialog = deferred(() => import('./claim-dialog').then((m) => m.ClaimDialog));

export function OwnerSessionEntry({ listing }: { listing: ListingCard }) {
  const session = useOwnerSession();
  const account = session.data;
  const owns = useOwnsListing(listing.id, Boolean(account) && listing.verifiedOwner);
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh claim (a new form, not the last answer).
  const [attempt, setAttempt] = useState(0);

  let row: ReactNode;
  if (!account) {
    // Also while the session is being read: the link is right for most visitors and harmless for the rest.
    row = <SignInEntry listingId={listing.id} />;
  } else if (owns.data) {
    row = (
      <EntryRow text="You are the verified owner of this listing.">
        <ButtonLink variant="link" className={ENTRY} to={paths.accountListing(listing.id)}>
          <BadgeCheck aria-hidden="true" />
          Manage this listing
        </ButtonLink>
      </EntryRow>
    );
  } else {
    row = (
      <EntryRow text="Claim it to keep the listing current and answer reviews.">
        <Button
          variant="link"
          className={ENTRY}
          onPointerEnter={ClaimDialog.preload}
          onFocus={ClaimDialog.preload}
          onClick={() => {
            setAttempt((n) => n + 1);
            setOpen(true);
          }}
        >
          <KeyRound aria-hidden="true" />
          Own this business?
        </Button>
      </EntryRow>
    );
  }

  return (
    <>
      {row}
      {/* Outside the rows: a verified claim turns the row into 'Manage this listing' while its answer is still open. */}
      {account && <ClaimDialog key={attempt} shown={open} open={open} onOpenChange={setOpen} listing={listing} account={account} />}
    </>
  );
}
