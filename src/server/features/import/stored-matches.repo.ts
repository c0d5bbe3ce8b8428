// Stored listings an upload may repeat: the database narrows them by phone digits, website host and house
// number in bulk (a few statements a file), and match-keys.ts decides which really match and why.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings, type ListingStatus } from '@server/db/schema';
import { chunks, LOOKUP_CHUNK } from './import.repo';
import { HOST_PATTERN, type MatchFields, type MatchKeys } from './match-keys';

export interface StoredListing extends MatchFields {
  id: number;
  businessType: string;
  listingNumber: string;
  status: ListingStatus;
}

/** phoneKey (src/shared/phone-digits.ts) in SQL: the last ten digits of the number without its extension. */
const phoneDigits = sql`right(regexp_replace(regexp_replace(${listings.phoneNumber}, '\\s*(;\\s*ext=|extension|ext\\.?|x|#)\\s*[0-9]+\\s*$', '', 'i'), '[^0-9]', '', 'g'), 10)`;
const host = sql`rtrim(substring(lower(trim(${listings.website})) from ${HOST_PATTERN}), '.')`;
const house = sql`substring(${listings.address} from '^\\s*([0-9]+)')`;

/** The values looked up: listing numbers, and each kind of match key. */
export type StoredMatchLookups = { numbers: readonly string[] } & { [K in keyof MatchKeys]: readonly string[] };

/** Stored listings with any of these listing numbers, phones, website hosts or house numbers. */
export async function findStoredMatches(db: DbOrTx, lookup: StoredMatchLookups): Promise<StoredListing[]> {
  const lookups: [values: readonly string[], condition: (some: string[]) => SQL][] = [
    [lookup.numbers, (some) => inArray(listings.listingNumber, some)],
    [lookup.phone, (some) => inArray(phoneDigits, some)],
    [lookup.host, (some) => inArray(host, some)],
    [lookup.house, (some) => inArray(house, some)],
  ];
  const found = new Map<number, StoredListing>();
  for (const [values, condition] of lookups) {
    for (const some of chunks(values, LOOKUP_CHUNK)) {
      const stored = await db
        .select({
          id: listings.id,
          listingNumber: listings.listingNumber,
          status: listings.status,
          businessName: listings.businessName,
          businessType: listings.businessType,
          address: listings.address,
          city: listings.city,
          state: listings.state,
          zipCode: listings.zipCode,
          phoneNumber: listings.phoneNumber,
          website: listings.website,
        })
        .from(listings)
        .where(condition(some));
      for (const listing of stored) found.set(listing.id, listing);
    }
  }
  return [...found.values()];
}
