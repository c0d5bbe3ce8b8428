// The site's screens with real ids from the demo data: every public page, and the staff dashboard's
// sections. Shared by the tests that go over all of them (accessibility, fit on phones, layout shift).
import type { APIRequestContext } from '@playwright/test';

async function firstItem<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  const { items } = (await res.json()) as { items: T[] };
  if (!items[0]) throw new Error(`${path} has no items`);
  return items[0];
}

/** The public pages as [name, path]: a business with reviews shows their distribution. */
export async function publicPages(request: APIRequestContext): Promise<[string, string][]> {
  const listings = (await (await request.get('/api/listings?sort=newest&limit=50')).json()) as { items: { id: number; rating: { count: number } }[] };
  const business = listings.items.find((l) => l.rating.count > 0) ?? listings.items[0]!;
  const article = await firstItem<{ id: number }>(request, '/api/articles?category=News&limit=1');
  const event = await firstItem<{ id: number }>(request, '/api/events?limit=1');
  return [
    ['home', '/'],
    ['search', '/search'],
    ['search results', '/search-results?q=hair'],
    ['a search with no results', '/search-results?q=zzzzqqq'],
    ['a business', `/business/${business.id}`],
    ['its reviews', `/reviews/${business.id}`],
    ['new businesses', '/new-businesses'],
    ['news', '/news'],
    ['pop culture', '/pop-culture'],
    ['history', '/history'],
    ['an article', `/blog/news/${article.id}`],
    ['get involved', '/get-involved'],
    ['an event', `/events/${event.id}`],
    ['check status', '/check-status'],
    ['list a business', '/list-business'],
    ['list a community event', '/list-community-event'],
    ['founder info', '/founder-info'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['sign in', '/account/sign-in'],
    ['a "still right" link that is not valid', '/still-right?token=not-a-link-we-sent'],
    ['staff sign in', '/admin-login'],
    ['an unknown path', '/no-such-page'],
  ];
}

/** The report dialogs, opened by their addresses: 'Report a problem' on a business, 'Report review' on a review of it. */
export async function reportDialogPages(request: APIRequestContext): Promise<[string, string][]> {
  const listings = (await (await request.get('/api/listings?sort=newest&limit=50')).json()) as { items: { id: number; rating: { count: number } }[] };
  const business = listings.items.find((l) => l.rating.count > 0) ?? listings.items[0]!;
  const review = await firstItem<{ id: number }>(request, `/api/listings/${business.id}/reviews`);
  return [
    ['report a problem', `/business/${business.id}?report`],
    ['report a review', `/reviews/${business.id}?report-review=${review.id}`],
  ];
}

/** The staff dashboard's sections, as the `tab` its address names ('' is the first). */
export const STAFF_SECTIONS = ['', 'edits', 'claims', 'events', 'get-involved', 'blogs', 'reviews', 'held-reviews', 'reports', 'attributes', 'site'] as const;
