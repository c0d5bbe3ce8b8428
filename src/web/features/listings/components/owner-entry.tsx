// 'Own this business?' under the contact details. The owner session's code (and the shared rules it
// brings) loads once the page is up rather than before it: until then, and in the server's page, the entry
// is the sign-in link, which is what nearly every visitor sees anyway.
import { useEffect, useState, type ComponentType } from 'react';
import type { ListingCard } from '@shared/schemas/listing';
import { SignInEntry } from './owner-entry-row';

type SessionEntry = ComponentType<{ listing: ListingCard }>;
/** Kept once loaded: the next business page opened in the app shows the right entry at once. */
let loaded: SessionEntry | null = null;

export function OwnerEntry({ listing }: { listing: ListingCard }) {
  const [Entry, setEntry] = useState<SessionEntry | null>(() => loaded);
  useEffect(() => {
    if (Entry) return;
    let live = true;
    void import('./owner-entry-session').then((m) => {
      loaded = m.OwnerSessionEntry;
      if (live) setEntry(() => m.OwnerSessionEntry);
    });
    return () => {
      live = false;
    };
  }, [Entry]);
  return Entry ? <Entry listing={listing} /> : <SignInEntry listingId={listing.id} />;
}
