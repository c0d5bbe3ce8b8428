// Migrations apply on a fresh database and create every table with its search extension and indexes.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/database';
import type { Database } from './client';
import { listingSearch, listings } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`migrations (${testEngine})`, () => {
  it('create every table of the product', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((r) => r.table_name);
    for (const name of [
      'listings',
      'listing_search',
      'listing_moderation',
      'user_businesses',
      'reviews',
      'business_edit_requests',
      'business_suggestions',
      'blog_requests',
      'blogs',
      'events',
      'get_involved_leads',
      'admin_users',
      'admin_sessions',
      'email_outbox',
      'app_meta',
    ]) {
      expect(tables).toContain(name);
    }
  });

  it('load pg_trgm and index the search text with it', async () => {
    const ext = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    const idx = await database.db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'listing_search_text_trgm_idx'`);
    expect(idx.rows[0]?.indexdef).toContain('gin_trgm_ops');
  });

  it('load cube and index unit-sphere points for nearest-first walks from the index alone', async () => {
    const ext = await database.db.execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'cube'`);
    expect(ext.rows).toHaveLength(1);
    const idx = await database.db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'listing_search_earth_idx'`);
    expect(idx.rows[0]?.indexdef).toMatch(/USING gist \(earth\) INCLUDE \(id, created_at\)/);
  });

  it('index the reviews of each listing with what rating summaries count and average', async () => {
    const idx = await database.db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'reviews_business_created_idx'`);
    expect(idx.rows[0]?.indexdef).toMatch(/\(business_id, created_at DESC( NULLS LAST)?\) INCLUDE \(id, rating\)/);
  });

  it('keep the search copy holding exactly the approved listings, in step with them', async () => {
    const [row] = await database.db
      .insert(listings)
      .values({ listingNumber: 'BL-00000001', businessName: 'Crown & Glory', businessType: 'Beauty & Personal Care', keywords: 'Braids' })
      .returning({ id: listings.id, status: listings.status });
    expect(row?.status).toBe('pending');
    const searchRows = () => database.db.select().from(listingSearch).where(eq(listingSearch.id, row!.id));
    expect(await searchRows()).toHaveLength(0);

    await database.db.update(listings).set({ status: 'approved' }).where(eq(listings.id, row!.id));
    const [copy] = await searchRows();
    expect(copy?.searchText).toBe('crown & glory beauty & personal care  braids');
    expect(copy?.nameLc).toBe('crown & glory');

    await database.db.update(listings).set({ keywords: 'Locs, Twists' }).where(eq(listings.id, row!.id));
    expect((await searchRows())[0]?.searchText).toContain('locs, twists');

    await database.db.update(listings).set({ status: 'declined' }).where(eq(listings.id, row!.id));
    expect(await searchRows()).toHaveLength(0);
  });

  it('refuse a second listing with the same number', async () => {
    await expect(
      database.db.insert(listings).values({ listingNumber: 'BL-00000001', businessName: 'Other', businessType: 'Retail & Boutiques' }),
    ).rejects.toThrow();
  });
});
