// Stored listings an upload may repeat: the database narrows them by phone digits, website host and house
// number in bulk (a few statements a file), and match-keys.ts decides which really match and why.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings, type ListingStatus } from '@server/db/schema';
import { chunks } from './import.repo';
import { HOST_PATTERN, houseNumber, phoneKey, websiteHost, type MatchFields } from './match-keys';

export interface StoredListing extends MatchFields {
  id: number;
  businessType: string;
  listingNumber: string;
  status: ListingStatus;
}

const LOOKUP_CHUNK = 2000;

const phoneDigits = sql`right(regexp_replace(${listings.phoneNumber}, '[^0-9]', '', 'g'), 10)`;
const host = sql`rtrim(substring(lower(trim(${listings.website})) from ${HOST_PATTERN}), '.')`;
const house = sql`substring(${listings.address} from '^\\s*([0-9]+)')`;

/** Stored listings sharing a phone, a website host or a house number with any of the rows, or with their numbers. */
export async function findStoredMatches(db: DbOrTx, rows: readonly (MatchFields & { listingNumber: string })[]): Promise<StoredListing[]> {
  const keys = (of: (row: MatchFields & { listingNumber: string }) => string | null) => [...new Set(rows.map(of).filter((k): k is string => Boolean(k)))];
  const lookups: [values: string[], condition: (some: string[]) => SQL][] = [
    [keys((r) => r.listingNumber || null), (some) => inArray(listings.listingNumber, some)],
    [keys((r) => phoneKey(r.phoneNumber)), (some) => inArray(phoneDigits, some)],
    [keys((r) => websiteHost(r.website)), (some) => inArray(host, some)],
    [keys((r) => houseNumber(r.address)), (some) => inArray(house, some)],
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
