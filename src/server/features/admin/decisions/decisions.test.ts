// The decision service on its own: every queue decided both ways with its e-mail in the same
// transaction, a request that is gone or decided already, an e-mail that cannot be queued, and the
// work that waits for the commit (geocoding an edited address, telling open pages).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { blogRequests, blogs, editRequests, events, getInvolvedLeads, listings, outbox, ownershipClaims } from '@server/db/schema';
import { insertBlogRequest, insertClaim, insertEditRequest, insertLead } from '../../../../test/admin-factories';
import { insertEvent } from '../../../../test/article-factories';
import { createTestDatabase, testEngine } from '../../../../test/database';
import { insertListing } from '../../../../test/factories';
import type { Geocoder } from '@server/features/geocoding/geocoder';
import { createGeocoder } from '@server/features/geocoding/geocoding.service';
import { Mailer } from '@server/features/mail/mailer';
import { ensureAdminAccount, findAdminByUsername } from '../admin-users.repo';
import { NotPendingError } from '../dashboard/common';
import { createDecisionService, type DecisionDeps, type DecisionQueue, type Verdict } from './decisions.service';

let database: Database;
let adminId: number;
const site = { ...loadConfig({ SEED_DEMO: 'false' }).site, origin: 'https://directory.example.org' };
const log = { warn: vi.fn() };

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureAdminAccount(database.db, 'admin', 'a-long-admin-password');
  adminId = (await findAdminByUsername(database.db, 'admin'))!.id;
});
afterAll(async () => {
  await database?.close();
});

const staff = () => ({ adminId, site });

function service(overrides: Partial<DecisionDeps> = {}) {
  return createDecisionService({
    db: database.db,
    geocoder: createGeocoder(),
    mailer: new Mailer(database.db, { from: 'site@example.com' }, log),
    changes: { publish: vi.fn() },
    log,
    ...overrides,
  });
}

const mailTo = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

type QueueTable = typeof listings | typeof editRequests | typeof blogRequests | typeof events | typeof getInvolvedLeads | typeof ownershipClaims;
type TrackedRequest = { id: number; email: string; status: () => Promise<string | undefined> };

/** A request as the tests follow it: its id, where its decision is e-mailed, and its stored status, read again. */
function tracked(table: QueueTable, { id, email }: { id: number; email: string }): TrackedRequest {
  return { id, email, status: async () => (await database.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]?.status };
}

/** A pending request of each queue. */
const pending: Record<DecisionQueue, () => Promise<TrackedRequest>> = {
  async 'listing-requests'() {
    const row = await insertListing(database.db, { status: 'pending', approvedAt: null });
    return tracked(listings, { id: row.id, email: row.businessEmail });
  },
  async 'edit-requests'() {
    const listing = await insertListing(database.db);
    const row = await insertEditRequest(database.db, listing.id, { description: listing.description }, { description: 'Now with more.' });
    return tracked(editRequests, { id: row.id, email: listing.businessEmail });
  },
  'blog-requests': async () => tracked(blogRequests, await insertBlogRequest(database.db)),
  events: async () => tracked(events, await insertEvent(database.db)),
  'get-involved': async () => tracked(getInvolvedLeads, await insertLead(database.db)),
  claims: async () => tracked(ownershipClaims, await insertClaim(database.db)),
};

const refused: Record<DecisionQueue, string> = {
  'listing-requests': 'declined',
  'edit-requests': 'rejected',
  'blog-requests': 'denied',
  events: 'denied',
  'get-involved': 'denied',
  claims: 'denied',
};

const queues = Object.keys(pending) as DecisionQueue[];

describe(`decision service (${testEngine})`, () => {
  it.each(queues)('%s: approves and refuses, each with its e-mail to the requester', async (queue) => {
    const decisions = service();
    const yes = await pending[queue]();
    const approved = await decisions.decide(queue, yes.id, { approve: true, feedback: 'Welcome!' }, staff());
    expect(approved).toMatchObject({ id: yes.id, status: 'approved', emailed: true });
    expect(await yes.status()).toBe('approved');
    expect(await mailTo(yes.email)).toHaveLength(1);

    const no = await pending[queue]();
    const outcome = await decisions.decide(queue, no.id, { approve: false, feedback: 'Please try again with more detail.' }, staff());
    expect(outcome).toEqual({ id: no.id, status: refused[queue], emailed: true });
    expect(await no.status()).toBe(refused[queue]);
    const [mail] = await mailTo(no.email);
    expect(mail!.body).toContain('Please try again with more detail.');
  });

  it.each(queues)('%s: refuses a second decision and one on a missing request, writing and sending nothing', async (queue) => {
    const decisions = service();
    const request = await pending[queue]();
    await decisions.decide(queue, request.id, { approve: false, feedback: 'No.' }, staff());
    const second = decisions.decide(queue, request.id, { approve: true }, staff());
    await expect(second).rejects.toBeInstanceOf(NotPendingError);
    await expect(second).rejects.toMatchObject({ currentStatus: refused[queue], message: expect.stringContaining(`already been ${refused[queue]}`) });
    expect(await request.status()).toBe(refused[queue]);
    expect(await mailTo(request.email)).toHaveLength(1);

    await expect(decisions.decide(queue, 2_000_000_000, { approve: true }, staff())).rejects.toMatchObject({
      currentStatus: null,
      message: 'Request not found',
    });
  });

  it('leaves the request pending when its e-mail cannot be queued', async () => {
    const failing = { queue: async () => Promise.reject(new Error('the outbox is unavailable')) };
    const decisions = service({ mailer: failing });
    const verdicts: Verdict[] = [{ approve: true }, { approve: false, feedback: 'Noted.' }];
    for (const queue of queues) {
      for (const verdict of verdicts) {
        const request = await pending[queue]();
        await expect(decisions.decide(queue, request.id, verdict, staff())).rejects.toThrow('the outbox is unavailable');
        expect(await request.status(), queue).toBe('pending');
      }
    }
    // An approved article request publishes nothing when its decision is rolled back.
    const article = await insertBlogRequest(database.db, { title: 'Rolled Back Story' });
    await expect(decisions.decide('blog-requests', article.id, { approve: true }, staff())).rejects.toThrow('the outbox is unavailable');
    expect(await database.db.select().from(blogs).where(eq(blogs.title, 'Rolled Back Story'))).toEqual([]);
  });

  it('decides without e-mail when the address on file is unusable', async () => {
    const request = await insertLead(database.db, { email: 'not an address' });
    const outcome = await service().decide('get-involved', request.id, { approve: true }, staff());
    expect(outcome).toEqual({ id: request.id, status: 'approved', emailed: false });
    expect(await mailTo('not an address')).toEqual([]);
  });

  it('geocodes an edited address and tells open pages only once the approval has committed', async () => {
    const listing = await insertListing(database.db, { businessEmail: 'moved@example.com' });
    const edit = await insertEditRequest(
      database.db,
      listing.id,
      { address: listing.address, city: 'Atlanta', state: 'GA', zipCode: '30303' },
      { address: '350 5th Ave, New York, NY 10118', city: 'New York', state: 'NY', zipCode: '10118' },
    );
    const seenByGeocoder: (string | undefined)[] = [];
    const geocoder: Geocoder = {
      async geocode(address) {
        // Another connection's view: the approval must be visible already.
        seenByGeocoder.push((await database.db.select().from(editRequests).where(eq(editRequests.id, edit.id)))[0]?.status);
        return {
          latitude: 40.7484,
          longitude: -73.9857,
          formattedAddress: `${address.street}, New York, NY 10118`,
          city: 'New York',
          state: 'NY',
          zipCode: '10118',
        };
      },
    };
    const publish = vi.fn();
    const outcome = await service({ geocoder, changes: { publish } }).decide('edit-requests', edit.id, { approve: true }, staff());
    expect(outcome).toMatchObject({ status: 'approved', emailed: true, applied: expect.arrayContaining(['address', 'city', 'state', 'zipCode']), skipped: [] });
    expect(seenByGeocoder).toEqual(['approved']);
    expect(publish).toHaveBeenCalledWith({ topic: 'listings', id: listing.id });
    const [moved] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(moved).toMatchObject({ state: 'NY', latitude: 40.7484, longitude: -73.9857 });
  });

  it('keeps an approved edit when geocoding fails, leaving the listing without a position', async () => {
    const listing = await insertListing(database.db);
    const edit = await insertEditRequest(database.db, listing.id, {}, { address: '1 Nowhere Rd, Atlanta, GA 30303' });
    const geocoder: Geocoder = { geocode: async () => Promise.reject(new Error('Geocoding service unavailable')) };
    const outcome = await service({ geocoder }).decide('edit-requests', edit.id, { approve: true }, staff());
    expect(outcome.status).toBe('approved');
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ address: '1 Nowhere Rd, Atlanta, GA 30303', latitude: null, longitude: null });
    expect(log.warn).toHaveBeenCalledWith({ listingId: listing.id, reason: 'Geocoding service unavailable' }, expect.any(String));
  });

  it('tells open pages of an approved listing, not of a declined one', async () => {
    const publish = vi.fn();
    const decisions = service({ changes: { publish } });
    const declined = await pending['listing-requests']();
    await decisions.decide('listing-requests', declined.id, { approve: false, feedback: 'Missing hours.' }, staff());
    expect(publish).not.toHaveBeenCalled();
    const approved = await pending['listing-requests']();
    await decisions.decide('listing-requests', approved.id, { approve: true }, staff());
    expect(publish).toHaveBeenCalledExactlyOnceWith({ topic: 'listings', id: approved.id });
  });
});
