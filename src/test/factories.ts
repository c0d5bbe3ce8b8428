// Test data factories: rows with sensible defaults, overridden per test.
import { listings, reviews } from '@server/db/schema';
import type { DbOrTx } from '@server/db/client';

let counter = 0;

export type ListingInput = Partial<typeof listings.$inferInsert>;

export async function insertListing(db: DbOrTx, overrides: ListingInput = {}) {
  counter += 1;
  const [row] = await db
    .insert(listings)
    .values({
      listingNumber: `BL-${String(90_000_000 + counter).padStart(8, '0')}`,
      status: 'approved',
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
      createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertReview(db: DbOrTx, businessId: number, rating: number, overrides: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await db
    .insert(reviews)
    .values({ businessId, rating, username: 'Tester', content: 'A perfectly fine review text.', ...overrides })
    .returning();
  return row!;
}
