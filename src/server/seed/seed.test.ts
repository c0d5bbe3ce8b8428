// The demo data set: enough of everything for every screen, valid by the product's own rules,
// pictures on disk, loaded once, and the same rows on every fresh database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '@shared/distance';
import { parseHours } from '@shared/hours';
import { ARITHMETIC_ZONES } from '@shared/zone-clock';
import { ARTICLE_CATEGORIES, BUSINESS_TYPE_NAMES, EVENT_TOPICS, NOT_LISTED, STATE_CODES } from '@shared/reference';
import { EDITABLE_LISTING_FIELDS } from '@shared/schemas/listing';
import { createTestDatabase, testEngine } from '../../test/database';
import { loadConfig, type Config } from '@server/config';
import type { Database } from '@server/db/client';
import * as t from '@server/db/schema';
import { placeTimeZone } from '@server/features/listings';
import { wordCount } from './articles';
import { seedDemoIfEmpty } from './index';
import { ANCHOR } from './random';

const REQUIRED_STATES = ['GA', 'NY', 'CA', 'TX', 'FL', 'IL', 'MD', 'DC', 'NC', 'MI', 'LA', 'TN', 'OH', 'PA', 'NJ', 'VA', 'AL', 'MS', 'SC', 'MO', 'WA', 'CO'];
const DOWNTOWN_ATLANTA = { latitude: 33.749, longitude: -84.388 };
const MIDTOWN_MANHATTAN = { latitude: 40.754, longitude: -73.984 };

interface Seeded {
  database: Database;
  config: Config;
  dir: string;
  counts: Record<string, number> | null;
}

async function seedFresh(): Promise<Seeded> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const database = await createTestDatabase();
  const counts = await seedDemoIfEmpty(database.db, config);
  return { database, config, dir, counts };
}

let first: Seeded;
let second: Seeded;
beforeAll(async () => {
  [first, second] = await Promise.all([seedFresh(), seedFresh()]);
});
afterAll(async () => {
  for (const s of [first, second]) {
    await s?.database.close();
    if (s) fs.rmSync(s.dir, { recursive: true, force: true });
  }
});

const db = () => first.database.db;

describe(`demo data set (${testEngine})`, () => {
  it('loads listings of every type in every required state', async () => {
    const rows = await db().select().from(t.listings);
    const approved = rows.filter((l) => l.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(160);
    expect(first.counts?.approvedListings).toBe(approved.length);
    expect(approved.every((l) => l.approvedAt && l.approvedAt >= l.createdAt && l.approvedAt <= ANCHOR)).toBe(true);

    const types = new Set(approved.map((l) => l.businessType));
    const referenceTypes = BUSINESS_TYPE_NAMES.filter((n) => n !== NOT_LISTED);
    expect(referenceTypes.filter((n) => types.has(n))).toHaveLength(15);
    expect([...types].filter((n) => !BUSINESS_TYPE_NAMES.includes(n)).length).toBeGreaterThanOrEqual(3);
    expect(types.has(NOT_LISTED)).toBe(false);

    const states = new Set(approved.map((l) => l.state));
    expect(states.size).toBeGreaterThanOrEqual(22);
    expect(REQUIRED_STATES.filter((s) => !states.has(s))).toEqual([]);
    expect(rows.every((l) => (STATE_CODES as readonly string[]).includes(l.state ?? ''))).toBe(true);

    const noCoords = approved.filter((l) => l.latitude === null || l.longitude === null);
    expect(noCoords.length).toBeGreaterThanOrEqual(3);
    expect(noCoords.length).toBeLessThanOrEqual(5);
    const near = (center: typeof DOWNTOWN_ATLANTA, miles: number) =>
      approved.filter((l) => l.latitude !== null && l.longitude !== null && distanceMiles(center, { latitude: l.latitude, longitude: l.longitude }) <= miles)
        .length;
    expect(near(DOWNTOWN_ATLANTA, 25)).toBeGreaterThanOrEqual(28);
    expect(near(MIDTOWN_MANHATTAN, 25)).toBeGreaterThanOrEqual(20);

    const recent = approved.filter((l) => l.createdAt.getTime() > ANCHOR.getTime() - 90 * 86_400_000);
    expect(recent.length).toBeGreaterThanOrEqual(10);
  });

  it('fills listings the way the listing form would', async () => {
    const rows = await db().select().from(t.listings);
    const numbers = rows.map((l) => l.listingNumber);
    expect(new Set(numbers).size).toBe(rows.length);
    expect(numbers.every((n) => /^BL-\d{8}$/.test(n))).toBe(true);
    for (const l of rows) {
      expect(l.address).toBe(`${l.address.split(', ')[0]}, ${l.city}, ${l.state} ${l.zipCode}`);
      expect(l.zipCode).toMatch(/^\d{5}$/);
      expect(l.phoneNumber).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(l.businessEmail).toMatch(/^[\w.]+@([\w-]+\.example|example\.com)$/);
      if (l.website) expect(l.website).toMatch(/^(https:\/\/|www\.)[\w-]+\.example$/);
      if (l.ein) expect(l.ein).toMatch(/^\d{2}-\d{7}$/);
      expect(parseHours(l.businessHours ?? '').kind).not.toBe('unknown');
      expect(l.servicesOffered.split(', ').length).toBeGreaterThanOrEqual(3);
      expect(l.keywords.split(', ').length).toBeGreaterThanOrEqual(3);
      expect(l.businessPhotos.length).toBeLessThanOrEqual(4);
      if (l.priceLevel !== null) expect([1, 2, 3, 4]).toContain(l.priceLevel);
      // Names such as 'Fresh Coat Painting Co.' or 'St. Louis' hold a dot without ending a sentence.
      const sentences = l.description
        .replaceAll(l.businessName, 'It')
        .replaceAll(l.city ?? 'It', 'It')
        .split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(4);
    }
    expect(rows.filter((l) => l.ein).length / rows.length).toBeGreaterThan(0.3);
    expect(new Set(rows.map((l) => l.businessHours)).size).toBeGreaterThan(10);
    expect(rows.some((l) => l.businessHours === '24/7')).toBe(true);
    expect(rows.some((l) => /Fri 18:00-02:00/.test(l.businessHours ?? ''))).toBe(true);
  });

  it('gives every listing the time zone of its place, or of its state without coordinates', async () => {
    const rows = await db().select().from(t.listings);
    for (const l of rows) expect(l.timeZone, l.listingNumber).toBe(placeTimeZone(l));
    expect(rows.every((l) => l.timeZone && ARITHMETIC_ZONES.includes(l.timeZone))).toBe(true);
  });

  it('reviews most approved listings, with valid names, ratings and text', async () => {
    const [listingRows, reviewRows] = await Promise.all([db().select().from(t.listings), db().select().from(t.reviews)]);
    const approved = new Map(listingRows.filter((l) => l.status === 'approved').map((l) => [l.id, l]));
    const reviewed = new Set(reviewRows.map((r) => r.businessId));
    expect(reviewed.size / approved.size).toBeGreaterThanOrEqual(0.8);
    for (const r of reviewRows) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.username).toMatch(/^[A-Za-z0-9 ._-]{2,50}$/);
      expect(r.content.length).toBeGreaterThanOrEqual(10);
      expect(r.content.length).toBeLessThanOrEqual(1000);
      const listing = approved.get(r.businessId);
      expect(listing).toBeDefined();
      expect(r.createdAt.getTime()).toBeGreaterThan(listing!.approvedAt!.getTime());
    }
    const perListing = [...reviewed].map((id) => reviewRows.filter((r) => r.businessId === id).length);
    expect(Math.min(...perListing)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perListing)).toBeLessThanOrEqual(12);
    const ratings = reviewRows.map((r) => r.rating);
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.6);
    expect(ratings.filter((r) => r === 2 || r === 3).length).toBeGreaterThan(10);
  });

  it('publishes at least seven articles per category and keeps drafts unpublished', async () => {
    const rows = await db().select().from(t.blogs);
    for (const category of ARTICLE_CATEGORIES) {
      const published = rows.filter((b) => b.category === category && b.status === 'published');
      expect(published.length, category).toBeGreaterThanOrEqual(7);
    }
    const drafts = rows.filter((b) => b.status !== 'published');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.every((b) => b.status === 'draft')).toBe(true);
    for (const b of rows.filter((x) => x.status === 'published')) {
      expect(wordCount(b.content), b.title).toBeGreaterThanOrEqual(250);
      expect(wordCount(b.content), b.title).toBeLessThanOrEqual(600);
      expect(b.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(b.excerpt).toBeTruthy();
      expect(b.readTime).toMatch(/^\d+ min read$/);
      expect(b.tags.length).toBeGreaterThanOrEqual(2);
      expect(b.tags.length).toBeLessThanOrEqual(4);
      if (b.location) expect(b.location).toMatch(/(New York|California|Georgia|Texas|Florida)$/);
      if (b.category === 'Get Involved') {
        for (const field of [b.organizationName, b.contactPerson, b.email, b.phone, b.address, b.involvement]) expect(field).toBeTruthy();
      }
    }
    expect(rows.filter((b) => b.location).length / rows.length).toBeGreaterThan(0.6);
  });

  it('leaves pending work of every kind for the admin dashboard', async () => {
    const d = db();
    const [listingRows, moderation, edits, blogRequests, eventRows, leads, suggestions, owners] = await Promise.all([
      d.select().from(t.listings),
      d.select().from(t.listingModeration),
      d.select().from(t.editRequests),
      d.select().from(t.blogRequests),
      d.select().from(t.events),
      d.select().from(t.getInvolvedLeads),
      d.select().from(t.businessSuggestions),
      d.select().from(t.userBusinesses),
    ]);
    const pending = listingRows.filter((l) => l.status === 'pending');
    expect(pending).toHaveLength(8);
    expect(new Set(pending.map((l) => l.businessType)).size).toBeGreaterThanOrEqual(6);
    expect(pending.filter((l) => l.userId)).toHaveLength(2);
    expect(pending.filter((l) => l.latitude === null)).toHaveLength(1);
    const declined = listingRows.filter((l) => l.status === 'declined');
    expect(declined).toHaveLength(3);
    expect(
      moderation
        .filter((m) => m.decision === 'declined' && m.feedback)
        .map((m) => m.listingId)
        .sort(),
    ).toEqual(declined.map((l) => l.id).sort());
    expect(moderation.filter((m) => m.decision === 'approved')).toHaveLength(5);
    expect(owners.length).toBeGreaterThan(0);

    expect(edits.filter((e) => e.status === 'pending')).toHaveLength(3);
    const rejected = edits.filter((e) => e.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.adminNotes).toBeTruthy();
    for (const e of edits) {
      expect(Object.keys(e.originalData).sort()).toEqual([...EDITABLE_LISTING_FIELDS].sort());
      const changed = Object.keys(e.proposedChanges);
      expect(changed.length).toBeGreaterThanOrEqual(1);
      expect(changed.length).toBeLessThanOrEqual(3);
      for (const key of changed) expect(e.proposedChanges[key]).not.toEqual(e.originalData[key]);
      expect(listingRows.find((l) => l.id === e.businessId)?.status).toBe('approved');
    }

    expect(blogRequests).toHaveLength(5);
    expect(blogRequests.filter((r) => r.status === 'pending')).toHaveLength(4);
    expect(blogRequests.every((r) => ['News', 'Pop Culture', 'History'].includes(r.category))).toBe(true);
    expect(eventRows.filter((e) => e.status === 'pending')).toHaveLength(3);
    const approvedEvents = eventRows.filter((e) => e.status === 'approved');
    expect(approvedEvents).toHaveLength(4);
    // Get Involved has upcoming events (one online, one all day) and a past one; every event has a date.
    const now = Date.now();
    expect(approvedEvents.filter((e) => e.endsListingAt!.getTime() > now)).toHaveLength(3);
    expect(approvedEvents.filter((e) => e.endsListingAt!.getTime() <= now)).toHaveLength(1);
    expect(approvedEvents.some((e) => e.attendanceMode === 'online' && e.onlineUrl)).toBe(true);
    expect(approvedEvents.some((e) => e.allDay)).toBe(true);
    expect(eventRows.every((e) => e.startsAt !== null && e.timeZone !== null)).toBe(true);
    expect(eventRows.every((e) => (EVENT_TOPICS as readonly string[]).includes(e.mainTopic))).toBe(true);
    expect(leads).toHaveLength(6);
    expect(leads.filter((l) => l.status === 'pending')).toHaveLength(4);
    const involved = await d.select().from(t.blogs);
    for (const lead of leads) {
      const article = involved.find((b) => b.id === lead.articleId);
      expect(article?.category).toBe('Get Involved');
      expect(lead.articleTitle).toBe(article?.title);
    }
    expect(suggestions).toHaveLength(4);

    // Owners: one verified by e-mail who answered a review and changed the hours; two claims for staff.
    const [claims, changes, answered] = await Promise.all([
      d.select().from(t.ownershipClaims),
      d.select().from(t.listingChanges),
      d.select().from(t.reviews).where(isNotNull(t.reviews.ownerReply)),
    ]);
    const verified = owners.filter((o) => o.accountId !== null);
    expect(verified).toHaveLength(1);
    expect(verified[0]!.listingId).toBeGreaterThan(20);
    expect(claims.filter((c) => c.status === 'pending')).toHaveLength(2);
    expect(changes.map((c) => c.listingId)).toEqual([verified[0]!.listingId]);
    expect(changes[0]!.after).toEqual({ businessHours: listingRows.find((l) => l.id === verified[0]!.listingId)!.businessHours });
    expect(answered.map((r) => r.businessId)).toEqual([verified[0]!.listingId]);
    expect(answered[0]!.ownerReplyAt!.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
  });

  it('uses only local pictures, all of them on disk with thumbnails', async () => {
    const [listingRows, blogRows, eventRows] = await Promise.all([db().select().from(t.listings), db().select().from(t.blogs), db().select().from(t.events)]);
    const urls = [
      ...listingRows.flatMap((l) => l.businessPhotos),
      ...blogRows.map((b) => b.imageUrl ?? ''),
      ...eventRows.flatMap((e) => [...e.eventPhotos, ...(e.organizationLogo ? [e.organizationLogo] : [])]),
    ];
    expect(urls.length).toBeGreaterThan(100);
    expect(listingRows.filter((l) => l.businessPhotos.length === 0).length).toBeGreaterThan(0);
    const everything = JSON.stringify({ listingRows, blogRows, eventRows });
    expect(everything).not.toMatch(/"(https?:)?\/\/[^"]*\.(jpe?g|png|webp)"/i);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.jpg$/);
      const file = path.join(first.config.dataDir, url.replace(/^\//, ''));
      expect(fs.existsSync(file), url).toBe(true);
      expect(fs.existsSync(file.replace(/\.jpg$/, '-thumb.jpg')), url).toBe(true);
    }
  });

  it('loads only once', async () => {
    const before = await db().select({ id: t.listings.id }).from(t.listings);
    expect(await seedDemoIfEmpty(db(), first.config)).toBeNull();
    const after = await db().select({ id: t.listings.id }).from(t.listings);
    expect(after).toHaveLength(before.length);
  });

  it('gives the same rows on every fresh database', async () => {
    const names = async (s: Seeded) =>
      (await s.database.db.select({ name: t.listings.businessName, number: t.listings.listingNumber }).from(t.listings).orderBy(asc(t.listings.id))).map(
        (r) => `${r.number} ${r.name}`,
      );
    expect(await names(second)).toEqual(await names(first));
    const reviewText = async (s: Seeded) =>
      (await s.database.db.select().from(t.reviews).orderBy(asc(t.reviews.id))).map((r) => `${r.username}|${r.rating}|${r.content}`);
    expect(await reviewText(second)).toEqual(await reviewText(first));
    expect(second.counts).toEqual(first.counts);
  });
});
