// "Still right?": the reminder job (once per period, verified owners only, once across processes), the
// e-mailed link (a GET changes nothing; POST confirms once; used twice, expired or forged it says so and
// changes nothing), the owner's yes and edits on /account, the date in the public listing and search, and
// the staff's 'Needs checking' list.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STILL_RIGHT_EXPIRED, STILL_RIGHT_MESSAGES, STILL_RIGHT_USED } from '@shared/reference/owner-confirmation';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { signInOwner } from '../../../test/owner-factories';
import { accounts, listings, outbox, ownerConfirmations } from '@server/db/schema';
import { createStillRightLink } from './still-right.repo';
import { sendStillRightReminders } from './still-right.service';

const t = useTestApp({ PUBLIC_URL: 'https://directory.example.org' });
const admin = signedInAdmin(t);

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);
const site = () => ({ ...t.config.site, origin: 'https://directory.example.org' });
const runJob = (days: number, now: Date) => sendStillRightReminders({ db: t.database.db, mailer: t.app.mailer, site: site() }, days, now);

let n = 0;
/** An approved listing and its verified owner (claimed by matching e-mail). */
async function ownedListing() {
  n += 1;
  const email = `still-right-${n}@example.com`;
  const owner = await signInOwner(t, email);
  const listing = await insertListing(t.database.db, {
    businessEmail: email,
    businessName: `Still Right Bakery ${n}`,
    businessHours: 'Mon 09:00-17:00, Tue 09:00-17:00, Wed Closed, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed',
    website: 'https://bakery.example',
  });
  expect((await owner.post(`/api/listings/${listing.id}/claims`, {})).json().status).toBe('approved');
  return { listing, owner, email };
}

const reminders = (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, 'Is this still right?%')));

/** The token of the newest 'Yes, still right' link e-mailed to `email`. */
async function linkToken(email: string): Promise<string> {
  const mails = await reminders(email);
  const match = mails.at(-1)?.body.match(/\/still-right\?token=([\w%.-]+)/);
  if (!match) throw new Error(`no still-right link was e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

const getLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/still-right?token=${encodeURIComponent(token)}` });
const useLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/still-right', payload: { token } });
const publicListing = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
const confirmedAtOf = async (listingId: number) =>
  (await t.database.db.select().from(ownerConfirmations).where(eq(ownerConfirmations.listingId, listingId)))[0]?.confirmedAt ?? null;

describe(`the "Still right?" e-mail (${testEngine})`, () => {
  it('goes to a verified owner once per period, with the listing and both links, and never before the period', async () => {
    const { email, listing } = await ownedListing();
    expect(await runJob(90, later(80))).toBe(0);
    expect(await reminders(email)).toHaveLength(0);

    await runJob(90, later(91));
    await runJob(90, later(95));
    const [mail, ...more] = await reminders(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Is this still right? ${listing.businessName} on ${t.config.site.name}`);
    expect(mail!.body).toContain('Hours: Mon 09:00-17:00');
    expect(mail!.body).toContain('Phone: (404) 555-0100');
    expect(mail!.body).toContain('Address: 1 Main St, Atlanta, GA 30303');
    expect(mail!.body).toContain('Website: https://bakery.example');
    expect(mail!.body).toMatch(/https:\/\/directory\.example\.org\/still-right\?token=[\w-]{20,}/);
    expect(mail!.body).toContain('https://directory.example.org/account');

    // The next period, another one.
    await runJob(90, later(182));
    expect(await reminders(email)).toHaveLength(2);
  });

  it('is not sent to an owner whose claim is not verified, nor for a listing without an owner', async () => {
    const email = 'unverified-owner@example.com';
    const owner = await signInOwner(t, email);
    const listing = await insertListing(t.database.db, { businessEmail: 'someone-else@example.com' });
    const claim = await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'I opened this shop in 2019; the licence is in my name.' });
    expect(claim.json().status).toBe('pending');
    await runJob(90, later(400));
    expect(await reminders(email)).toHaveLength(0);
    expect(await reminders('someone-else@example.com')).toHaveLength(0);
  });

  it('is not sent for a listing staff marked permanently closed', async () => {
    const { email, listing } = await ownedListing();
    await t.database.db.update(listings).set({ closedAt: new Date() }).where(eq(listings.id, listing.id));
    await runJob(90, later(400));
    expect(await reminders(email)).toHaveLength(0);
  });

  it('is sent once when two servers run the job at the same moment', async () => {
    const { email } = await ownedListing();
    const now = later(1000);
    const counts = await Promise.all([runJob(90, now), runJob(90, now), runJob(90, now)]);
    expect(await reminders(email)).toHaveLength(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });

  it('waits a full period after the owner confirmed', async () => {
    const { email, listing, owner } = await ownedListing();
    // Confirmed on /account 60 days into ownership (as if): the period counts from then.
    expect((await owner.post(`/api/account/listings/${listing.id}/confirmation`)).statusCode).toBe(200);
    await t.database.db
      .update(ownerConfirmations)
      .set({ confirmedAt: later(60) })
      .where(eq(ownerConfirmations.listingId, listing.id));
    await runJob(90, later(120));
    expect(await reminders(email)).toHaveLength(0);
    await runJob(90, later(151));
    expect(await reminders(email)).toHaveLength(1);
  });
});

describe(`the 'Yes, still right' link (${testEngine})`, () => {
  it('shows the listing on GET and changes nothing, however often a scanner opens it', async () => {
    const { email, listing } = await ownedListing();
    await runJob(90, later(91));
    const token = await linkToken(email);
    for (let i = 0; i < 3; i += 1) {
      const res = await getLink(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.json()).toMatchObject({
        state: 'open',
        confirmedAt: null,
        listing: { id: listing.id, businessName: listing.businessName, website: 'https://bakery.example' },
      });
    }
    expect(await confirmedAtOf(listing.id)).toBeNull();
    expect((await publicListing(listing.id)).ownerConfirmedAt).toBeNull();
  });

  it('confirms once; used twice it says it was already used and changes nothing', async () => {
    const { email, listing } = await ownedListing();
    await runJob(90, later(91));
    const token = await linkToken(email);

    const first = await useLink(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ listingId: listing.id, businessName: listing.businessName });
    const confirmedAt = first.json().confirmedAt as string;
    expect(Date.now() - Date.parse(confirmedAt)).toBeLessThan(60_000);

    const second = await useLink(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe(STILL_RIGHT_USED);
    expect(second.json().error.message).toContain(STILL_RIGHT_MESSAGES.used);
    expect((await confirmedAtOf(listing.id))?.toISOString()).toBe(confirmedAt);

    expect((await getLink(token)).json()).toMatchObject({ state: 'used', confirmedAt });
  });

  it('shows the date in the public listing and in search results', async () => {
    const { email, listing } = await ownedListing();
    await runJob(90, later(91));
    const confirmedAt = (await useLink(await linkToken(email))).json().confirmedAt as string;
    expect((await publicListing(listing.id)).ownerConfirmedAt).toBe(confirmedAt);
    const search = await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(listing.businessName)}` });
    const card = (search.json().items as { id: number; ownerConfirmedAt: string | null }[]).find((item) => item.id === listing.id);
    expect(card?.ownerConfirmedAt).toBe(confirmedAt);
  });

  it('refuses an expired link with a clear message and confirms nothing', async () => {
    const { listing, email } = await ownedListing();
    const [account] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    const accountId = account!.id;
    const token = await createStillRightLink(t.database.db, { listingId: listing.id, accountId }, new Date(Date.now() - 31 * DAY));
    expect((await getLink(token)).json().state).toBe('expired');
    const res = await useLink(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: STILL_RIGHT_EXPIRED, message: STILL_RIGHT_MESSAGES.expired });
    expect(await confirmedAtOf(listing.id)).toBeNull();
  });

  it('refuses a forged or empty token', async () => {
    for (const token of ['forged-token-that-was-never-sent', 'x'.repeat(43)]) {
      const read = await getLink(token);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe(STILL_RIGHT_MESSAGES.invalid);
      expect((await useLink(token)).statusCode).toBe(404);
    }
    expect((await useLink('')).statusCode).toBe(400);
  });
});

describe(`confirming on /account (${testEngine})`, () => {
  it("records the owner's yes and their own edits, and shows it on the account", async () => {
    const { listing, owner } = await ownedListing();
    const yes = await owner.post(`/api/account/listings/${listing.id}/confirmation`);
    expect(yes.statusCode).toBe(200);
    const mine = (await owner.get('/api/account/listings')).json().listings.find((l: { id: number }) => l.id === listing.id);
    expect(mine.ownerConfirmedAt).toBe(yes.json().confirmedAt);

    await t.database.db
      .update(ownerConfirmations)
      .set({ confirmedAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(ownerConfirmations.listingId, listing.id));
    const detail = (await owner.get(`/api/account/listings/${listing.id}`)).json().listing;
    const edit = await owner.patch(`/api/account/listings/${listing.id}`, {
      description: 'Fresh bread every morning.',
      phoneNumber: detail.phoneNumber,
      website: detail.website ?? '',
      businessHours: detail.businessHours ?? '',
      servicesOffered: ['Bread'],
      keywords: ['bakery'],
      socialMediaPlatforms: [],
      businessPhotos: [],
    });
    expect(edit.statusCode).toBe(200);
    expect(Date.now() - (await confirmedAtOf(listing.id))!.getTime()).toBeLessThan(60_000);
  });

  it("refuses another owner's listing", async () => {
    const { listing } = await ownedListing();
    const { owner: stranger } = await ownedListing();
    expect((await stranger.post(`/api/account/listings/${listing.id}/confirmation`)).statusCode).toBe(404);
    expect(await confirmedAtOf(listing.id)).toBeNull();
  });
});

describe(`'Needs checking' for staff (${testEngine})`, () => {
  it('lists listings unconfirmed and unchanged for a year, oldest first, with the owner e-mail; only for staff', async () => {
    const longAgo = new Date(Date.now() - 500 * DAY);
    const lessLongAgo = new Date(Date.now() - 400 * DAY);
    const { listing: owned, email } = await ownedListing();
    await t.database.db.update(listings).set({ updatedAt: lessLongAgo, approvedAt: lessLongAgo }).where(eq(listings.id, owned.id));
    const unowned = await insertListing(t.database.db, { approvedAt: longAgo, updatedAt: longAgo });
    const confirmed = await insertListing(t.database.db, { approvedAt: longAgo, updatedAt: longAgo });
    await t.database.db.insert(ownerConfirmations).values({ listingId: confirmed.id, confirmedAt: new Date(Date.now() - 30 * DAY) });
    const fresh = await insertListing(t.database.db);

    const res = await admin.get('/api/admin/needs-checking?limit=100');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().items as { id: number }[]).map((item) => item.id);
    expect(ids).toContain(owned.id);
    expect(ids).toContain(unowned.id);
    expect(ids).not.toContain(confirmed.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids.indexOf(unowned.id)).toBeLessThan(ids.indexOf(owned.id));
    const item = res.json().items.find((i: { id: number }) => i.id === owned.id);
    expect(item).toMatchObject({ ownerEmail: email, confirmedAt: null, listingNumber: owned.listingNumber, checkedAt: lessLongAgo.toISOString() });
    expect(res.json().items.find((i: { id: number }) => i.id === unowned.id).ownerEmail).toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/needs-checking' })).statusCode).toBe(401);
  });
});
