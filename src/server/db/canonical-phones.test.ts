// Migration 0018: stored phone numbers in every table that holds one are rewritten to '(404) 555-0111';
// what is no ten-digit US number (an extension, another country's number, text) is left as it is.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/database';
import { insertListing } from '../../test/factories';
import { MIGRATIONS_FOLDER, type Database } from './client';
import { blogs, editRequests, events, getInvolvedLeads, listingChanges, listings } from './schema';

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0018_canonical_phones.sql'), 'utf8');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Runs the migration again, on the rows the test stored in old formats (it leaves nothing behind to clash). */
async function migrate() {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
}

const OLD_AND_NEW: [stored: string, migrated: string][] = [
  ['404-555-0111', '(404) 555-0111'],
  ['404.555.0112', '(404) 555-0112'],
  ['+1 404 555 0113', '(404) 555-0113'],
  ['1-404-555-0114', '(404) 555-0114'],
  ['(404) 555-0115', '(404) 555-0115'],
  ['404-555-0116 ext. 12', '404-555-0116 ext. 12'],
  ['+44 20 7946 0958', '+44 20 7946 0958'],
  ['555-0117', '555-0117'],
  ['', ''],
];

describe(`migration 0018_canonical_phones (${testEngine})`, () => {
  it('rewrites the ten-digit US numbers of listings and leaves anything else as it is', async () => {
    const ids = [];
    for (const [stored] of OLD_AND_NEW) ids.push((await insertListing(database.db, { status: 'approved', phoneNumber: stored })).id);
    await migrate();
    for (const [i, [, migrated]] of OLD_AND_NEW.entries()) {
      const [row] = await database.db.select({ phone: listings.phoneNumber }).from(listings).where(eq(listings.id, ids[i]!));
      expect(row!.phone).toBe(migrated);
    }
  });

  it('rewrites events, Get Involved leads and posts, and the phone inside edit requests and recorded owner changes', async () => {
    const [event] = await database.db
      .insert(events)
      .values({
        eventName: 'Block Party',
        organizationName: 'Neighbors',
        contactFirstName: 'Ada',
        contactLastName: 'Brown',
        email: 'ada@example.com',
        phone: '404.555.0120',
        organizerPhone: '+1 (404) 555-0121',
        cause: 'Community',
        tagline: 'Come along',
        mainTopic: 'Community',
      })
      .returning({ id: events.id });
    const [lead] = await database.db
      .insert(getInvolvedLeads)
      .values({ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com', phone: '1 404 555 0122' })
      .returning({ id: getInvolvedLeads.id });
    const [post] = await database.db
      .insert(blogs)
      .values({ title: 'Volunteer', content: 'Help out.', category: 'get-involved', phone: '404-555-0123' })
      .returning({ id: blogs.id });
    const listing = await insertListing(database.db, { phoneNumber: '(404) 555-0124' });
    const [request] = await database.db
      .insert(editRequests)
      .values({
        businessId: listing.id,
        originalData: { phoneNumber: '404-555-0124', businessName: 'Shop' },
        proposedChanges: { phoneNumber: '404.555.0125', businessName: 'Shop' },
      })
      .returning({ id: editRequests.id });
    const [change] = await database.db
      .insert(listingChanges)
      .values({ listingId: listing.id, before: { phoneNumber: '404-555-0124' }, after: { phoneNumber: null, website: 'x.example' } })
      .returning({ id: listingChanges.id });

    await migrate();

    const [e] = await database.db.select().from(events).where(eq(events.id, event!.id));
    expect([e!.phone, e!.organizerPhone]).toEqual(['(404) 555-0120', '(404) 555-0121']);
    expect((await database.db.select().from(getInvolvedLeads).where(eq(getInvolvedLeads.id, lead!.id)))[0]!.phone).toBe('(404) 555-0122');
    expect((await database.db.select().from(blogs).where(eq(blogs.id, post!.id)))[0]!.phone).toBe('(404) 555-0123');
    const [r] = await database.db.select().from(editRequests).where(eq(editRequests.id, request!.id));
    expect(r!.originalData).toEqual({ phoneNumber: '(404) 555-0124', businessName: 'Shop' });
    expect(r!.proposedChanges).toEqual({ phoneNumber: '(404) 555-0125', businessName: 'Shop' });
    const [c] = await database.db.select().from(listingChanges).where(eq(listingChanges.id, change!.id));
    expect(c!.before).toEqual({ phoneNumber: '(404) 555-0124' });
    expect(c!.after).toEqual({ phoneNumber: null, website: 'x.example' });
  });
});
