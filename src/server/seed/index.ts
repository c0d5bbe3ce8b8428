// Loads the demo data set into an empty database on first start: listings, reviews, articles, pending
// requests and their pictures. Deterministic: two fresh databases get the same rows.
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import { placeTimeZone } from '@server/features/listings';
import { createPhotoStore } from '@server/features/uploads';
import type { Db, Tx } from '@server/db/client';
import {
  appMeta,
  blogRequests,
  blogs,
  businessSuggestions,
  editRequests,
  events,
  getInvolvedLeads,
  listingModeration,
  listings,
  reviews,
  userBusinesses,
} from '@server/db/schema';
import { buildArticles } from './articles';
import { GET_INVOLVED_ARTICLES } from './articles-involved';
import { buildBusinesses, type ZipLookup } from './businesses';
import { BLOG_REQUESTS, buildLeads, EVENTS } from './community';
import { writeDemoImages } from './images';
import { createRng } from './random';
import { assignAttributes, verifyDemoAttributes } from './attributes';
import { buildEditRequests, buildModeration, buildOwnerLinks, SUGGESTIONS, type InsertedListing } from './requests';
import { seedInsights } from './insights';
import { seedOwners } from './owners';
import { buildReviews } from './reviews';

export const DEMO_SEEDED_KEY = 'demo_seeded';
const SEED = 20_261_101;
const BATCH = 100;

interface ZipRecord {
  latitude: number;
  longitude: number;
}

/** The ZIP code table is large (about 5 MB), so it is loaded only when a seed actually runs. */
function loadZipLookup(): ZipLookup {
  const require = createRequire(import.meta.url);
  const zipcodes = require('zipcodes') as { lookup(zip: string): ZipRecord | undefined };
  return (zip) => {
    const found = zipcodes.lookup(zip);
    return found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
  };
}

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function alreadySeeded(db: Db | Tx): Promise<boolean> {
  const [flag] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
  if (flag) return true;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return (row?.n ?? 0) > 0;
}

/** Fills an empty database with the demo data set; null when it already has listings or was seeded before. */
export async function seedDemoIfEmpty(db: Db, config: Config): Promise<Record<string, number> | null> {
  if (await alreadySeeded(db)) return null;

  // Pictures render on sharp's threads while the rows are built and inserted; the seed only commits
  // once they are on disk, so a failed render leaves the database empty and the next start retries.
  const photos = createPhotoStore(config);
  const imagesWritten = writeDemoImages(photos).finally(() => photos.close());
  imagesWritten.catch(() => {});
  // Each part has its own stream, so changing one part leaves the others' rows as they were.
  const businesses = buildBusinesses(createRng(SEED), loadZipLookup());
  assignAttributes(createRng(SEED + 7), businesses);
  const articleRows = buildArticles();

  return db.transaction(async (tx) => {
    if (await alreadySeeded(tx)) {
      await imagesWritten;
      return null;
    }

    const inserted: InsertedListing[] = [];
    await insertBatches(businesses, async (batch) => {
      const ids = await tx
        .insert(listings)
        .values(batch.map((b) => ({ ...b.row, timeZone: placeTimeZone(b.row) })))
        .returning({ id: listings.id });
      batch.forEach((b, i) => inserted.push({ ...b.row, id: ids[i]!.id }));
    });

    const subjects = new Map(businesses.map((b) => [b.row.listingNumber, b.reviewSubjects]));
    const reviewRows = buildReviews(
      createRng(SEED + 1),
      inserted
        .filter((l) => l.status === 'approved')
        .map((l) => ({ id: l.id, city: l.city ?? null, approvedAt: l.approvedAt as Date, subjects: subjects.get(l.listingNumber) ?? [] })),
    );
    await insertBatches(reviewRows, (batch) => tx.insert(reviews).values(batch));

    const moderation = buildModeration(createRng(SEED + 2), inserted);
    const owners = buildOwnerLinks(inserted);
    const edits = buildEditRequests(createRng(SEED + 3), inserted);
    await tx.insert(listingModeration).values(moderation);
    if (owners.length) await tx.insert(userBusinesses).values(owners);
    await tx.insert(editRequests).values(edits);
    await tx.insert(businessSuggestions).values(SUGGESTIONS);

    const articles = await tx.insert(blogs).values(articleRows).returning({ id: blogs.id, title: blogs.title });
    const involved = GET_INVOLVED_ARTICLES.map((a) => articles.find((row) => row.title === a.title)!);
    const leads = buildLeads(involved);
    await tx.insert(blogRequests).values(BLOG_REQUESTS);
    await tx.insert(events).values(EVENTS);
    await tx.insert(getInvolvedLeads).values(leads);

    const verifiedAttributes = await verifyDemoAttributes(tx, createRng(SEED + 8), inserted);
    const ownerDemo = await seedOwners(tx, inserted);
    const insightRows = await seedInsights(tx, inserted, ownerDemo.ownedListingId, createRng(SEED + 1));

    const count = (status: string) => inserted.filter((l) => l.status === status).length;
    const counts: Record<string, number> = {
      approvedListings: count('approved'),
      pendingListings: count('pending'),
      declinedListings: count('declined'),
      reviews: reviewRows.length,
      publishedArticles: articleRows.filter((a) => a.status === 'published').length,
      draftArticles: articleRows.filter((a) => a.status === 'draft').length,
      moderationEntries: moderation.length,
      ownerLinks: owners.length,
      ownerAccounts: ownerDemo.accounts,
      ownerClaims: ownerDemo.claims,
      insightDays: insightRows,
      verifiedAttributes,
      editRequests: edits.length,
      suggestions: SUGGESTIONS.length,
      blogRequests: BLOG_REQUESTS.length,
      events: EVENTS.length,
      getInvolvedLeads: leads.length,
      imagesWritten: await imagesWritten,
    };
    await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: JSON.stringify(counts) });
    return counts;
  });
}
