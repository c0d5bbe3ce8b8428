// Owners' journeys share these: finding a business nobody owns to sign in for, signing in with the e-mailed
// link, and claiming a listing as the signed-in owner.
import type { APIRequestContext, Page } from '@playwright/test';
import { patientExpect as expect } from './fixtures';
import { signInLinkFor } from './mail';

export interface UnownedListing {
  id: number;
  businessName: string;
  businessEmail: string;
  verifiedOwner?: boolean;
  businessPhotos: string[];
  rating: { count: number; average: number };
}

/**
 * Businesses nobody owns whose e-mail no other listing shares, newest first; ones without photos: the
 * owner's form takes only photos uploaded through it, and the demo pictures live in a folder of the photo
 * store, which it refuses. Each journey takes its own from the list, so none signs in for another's.
 */
export async function unownedBusinesses(request: APIRequestContext): Promise<UnownedListing[]> {
  const res = await request.get('/api/listings?sort=newest&limit=100');
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as { items: UnownedListing[] }).items;
  const shared = (email: string) => items.filter((l) => l.businessEmail === email).length > 1;
  return items.filter((l) => !l.verifiedOwner && !l.businessPhotos.length && !shared(l.businessEmail));
}

/** A claim from the listing's page as the signed-in owner: refused (409) once the owner owns it. */
export async function claimAsOwner(page: Page, listingId: number) {
  const account = await page.request.get('/api/account');
  expect(account.ok()).toBe(true);
  const { csrfToken } = (await account.json()) as { csrfToken: string };
  return page.request.post(`/api/listings/${listingId}/claims`, { data: {}, headers: { 'x-csrf-token': csrfToken } });
}

/** Signs in as the owner of `email` through the sign-in page and the link e-mailed to it: lands on /account. */
export async function signInByEmailLink(page: Page, email: string) {
  await page.goto('/account/sign-in');
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto((await signInLinkFor(email)).path);
  await expect(page).toHaveURL(/\/account$/);
}
