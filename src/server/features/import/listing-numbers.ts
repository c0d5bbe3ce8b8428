// Numbers for new listings that came without one: drawn like the submission form's, checked against the
// stored ones and each other, drawn again on a clash.
import type { DbOrTx } from '@server/db/client';
import { randomListingNumber } from '../submissions';
import { takenListingNumbers } from './import.repo';

/** Gives every row without a listing number a free one (rows that have one keep it). */
export async function numberListings(db: DbOrTx, rows: readonly { listingNumber: string }[], nextNumber: () => string = randomListingNumber) {
  let missing = rows.filter((r) => !r.listingNumber);
  const used = new Set(rows.map((r) => r.listingNumber).filter(Boolean));
  while (missing.length) {
    for (const row of missing) row.listingNumber = nextNumber();
    const taken = await takenListingNumbers(
      db,
      missing.map((r) => r.listingNumber),
    );
    const retry: { listingNumber: string }[] = [];
    for (const row of missing) {
      if (taken.has(row.listingNumber) || used.has(row.listingNumber)) retry.push(row);
      else used.add(row.listingNumber);
    }
    missing = retry;
  }
}
