// The relevance benchmark's data: the demo data set seeded into the benchmark's own database, and its
// approved listings (what search answers with) read back with the fields the queries are made from.
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { listings } from '@server/db/schema';
import { seedDemoIfEmpty } from '@server/seed';
import type { RelevanceListing } from './relevance-queries';

/** Seeds the demo data (its pictures into dataDir) and returns its approved listings by id. */
export async function seedDemoListings(database: Database, dataDir: string): Promise<RelevanceListing[]> {
  await seedDemoIfEmpty(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  return database.db
    .select({
      id: listings.id,
      businessName: listings.businessName,
      businessType: listings.businessType,
      servicesOffered: listings.servicesOffered,
      keywords: listings.keywords,
      description: listings.description,
      city: listings.city,
      state: listings.state,
      zipCode: listings.zipCode,
    })
    .from(listings)
    .where(eq(listings.status, 'approved'))
    .orderBy(asc(listings.id));
}
