// Admin test helpers: a signed-in admin client for app.inject, and rows of every kind admins moderate.
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { ensureAdminAccount } from '@server/features/admin/admin-users.repo';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import type { DbOrTx } from '@server/db/client';
import { accounts, blogRequests, businessSuggestions, editRequests, getInvolvedLeads, ownershipClaims } from '@server/db/schema';
import { insertListing, nthMinute, rowFactory } from './factories';
import type { TestApp } from './app';

export const ADMIN_PASSWORD = 'some-long-password';

/** Signs in (creating the account once) and returns inject helpers that carry the cookie and CSRF token. */
export async function signInAdmin(t: TestApp, username = 'admin') {
  await ensureAdminAccount(t.database.db, username, ADMIN_PASSWORD);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password: ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
  const csrf = res.json().csrfToken as string;
  const send = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, cookies: { [SESSION_COOKIE]: cookie }, headers: { 'x-csrf-token': csrf } });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    put: (url: string, payload: object) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}
export type AdminClient = Awaited<ReturnType<typeof signInAdmin>>;

/**
 * An admin signed in to the file's app (see useTestApp) before its tests: registers the beforeAll and
 * returns a client that sends through that session.
 */
export function signedInAdmin(t: TestApp, username = 'admin'): AdminClient {
  let client: AdminClient | undefined;
  beforeAll(async () => {
    client = await signInAdmin(t, username);
  });
  const signedIn = () => {
    if (!client) throw new Error('The admin signs in in beforeAll: use the client inside hooks and tests.');
    return client;
  };
  return {
    get: (url) => signedIn().get(url),
    post: (url, payload) => signedIn().post(url, payload),
    patch: (url, payload) => signedIn().patch(url, payload),
    put: (url, payload) => signedIn().put(url, payload),
    delete: (url) => signedIn().delete(url),
  };
}

export const insertLead = rowFactory(getInvolvedLeads, (n) => ({
  firstName: 'Maya',
  lastName: `Volunteer ${n}`,
  email: `lead${n}@example.com`,
  phone: '(404) 555-0122',
  reason: 'I want to help',
  articleTitle: 'Food Drive',
  createdAt: nthMinute(n),
}));

export const insertBlogRequest = rowFactory(blogRequests, (n) => ({
  title: `Our Neighborhood History ${n}`,
  content: 'A long story about the neighborhood and the people who built it over the years.',
  author: 'June Writer',
  email: `writer${n}@example.com`,
  location: 'Georgia',
  tags: 'history, atlanta',
  category: 'History',
  createdAt: nthMinute(n),
}));

export async function insertEditRequest(db: DbOrTx, businessId: number, originalData: Record<string, unknown>, proposedChanges: Record<string, unknown>) {
  const [row] = await db.insert(editRequests).values({ businessId, originalData, proposedChanges }).returning();
  return row!;
}

export async function insertSuggestion(db: DbOrTx, businessType = 'Bakery', location = 'Atlanta, GA') {
  const [row] = await db.insert(businessSuggestions).values({ businessType, location }).returning();
  return row!;
}

/** A pending claim of a new listing by a new account: its id and the claimant's e-mail. */
export async function insertClaim(db: DbOrTx, evidence = 'I opened this shop in 2019; the licence is in my name.') {
  const listing = await insertListing(db);
  const [account] = await db
    .insert(accounts)
    .values({ email: `claimant.${listing.id}@example.com` })
    .returning();
  const [row] = await db.insert(ownershipClaims).values({ listingId: listing.id, accountId: account!.id, evidence }).returning();
  return { id: row!.id, email: account!.email, listingId: listing.id, accountId: account!.id };
}
