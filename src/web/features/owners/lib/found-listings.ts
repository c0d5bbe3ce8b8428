// The listings a sign-in found (their business e-mail is the owner's), handed from the sign-in page to
// /account in the page's history entry: shown after that sign-in, and again if that page is reloaded.
import { z } from 'zod';
import { foundListingSchema, type FoundListing } from '@shared/schemas/account';

const foundStateSchema = z.object({ foundListings: z.array(foundListingSchema).min(1) });

/** The history state that carries what a sign-in found; none when it found nothing. */
export const foundState = (foundListings: FoundListing[]) => (foundListings.length ? { foundListings } : undefined);

/** The listings a page's history state says the sign-in found; none for any other state. */
export function foundListingsOf(state: unknown): FoundListing[] {
  const parsed = foundStateSchema.safeParse(state);
  return parsed.success ? parsed.data.foundListings : [];
}
