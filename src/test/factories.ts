// Test data factories: rows with sensible defaults, overridden per test.
import type { PgTable } from 'drizzle-orm/pg-core';
import { listings, reviews } from '@server/db/schema';
import type { DbOrTx } from '@server/db/client';

let counter = 0;

/** The n-th row's creation time: one minute apart, so lists ordered by time are ordered by creation. */
export const nthMinute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000);

/**
 * Inserts a row of `table` and answers it: `defaults` made from a counter shared by every factory (unique
 * names, e-mails and times), under the test's overrides.
 */
export function rowFactory<T extends PgTable>(table: T, defaults: (n: number) => T['$inferInsert']) {
  return async (db: DbOrTx, overrides: Partial<T['$inferInsert']> = {}): Promise<T['$inferSelect']> => {
    counter += 1;
    const [row] = (await db
      .insert(table)
      .values({ ...defaults(counter), ...overrides })
      .returning()) as T['$inferSelect'][];
    return row!;
  };
}

export type ListingInput = Partial<typeof listings.$inferInsert>;

export const insertListing = rowFactory(listings, (counter) => ({
  listingNumber: `BL-${String(90_000_000 + counter).padStart(8, '0')}`,
  status: 'approved' as const,
  businessName: `Test Business ${counter}`,
  businessType: 'Retail & Boutiques',
  description: 'A test business.',
  address: '1 Main St, Atlanta, GA 30303',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  latitude: 33.749,
  longitude: -84.388,
  phoneNumber: '(404) 555-0100',
  businessEmail: `owner${counter}@example.com`,
  servicesOffered: 'Clothing',
  keywords: 'local',
  approvedAt: new Date(),
  createdAt: nthMinute(counter),
}));

export async function insertReview(db: DbOrTx, businessId: number, rating: number, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({ businessId, rating, username: 'Tester', content: 'A perfectly fine review text.', ...overrides })
    .returning();
  return row!;
}
