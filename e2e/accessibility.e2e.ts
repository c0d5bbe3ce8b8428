// Every public page, at both widths, clean in two accessibility engines: axe and HTML_CodeSniffer (as pa11y runs it).
import type { APIRequestContext } from '@playwright/test';
import { expectCodeSnifferClean, expectNoSeriousViolations, SCREENS, stubOtherHosts, test } from './fixtures';

async function firstItem<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  const { items } = (await res.json()) as { items: T[] };
  if (!items[0]) throw new Error(`${path} has no items`);
  return items[0];
}

/** The public pages, with real ids from the demo data: a business with reviews shows their distribution. */
async function publicPages(request: APIRequestContext): Promise<[string, string][]> {
  const listings = (await (await request.get('/api/listings?sort=newest&limit=50')).json()) as { items: { id: number; rating: { count: number } }[] };
  const business = listings.items.find((l) => l.rating.count > 0) ?? listings.items[0]!;
  const article = await firstItem<{ id: number }>(request, '/api/articles?category=News&limit=1');
  const event = await firstItem<{ id: number }>(request, '/api/events?limit=1');
  return [
    ['home', '/'],
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
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['sign in', '/account/sign-in'],
    ['an unknown path', '/no-such-page'],
  ];
}

// HTML_CodeSniffer runs as an inline script, which the site's CSP refuses.
test.use({ bypassCSP: true });

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('every public page is clean in axe and HTML_CodeSniffer', async ({ page }) => {
      test.setTimeout(120_000);
      await stubOtherHosts(page);
      for (const [name, path] of await publicPages(page.request)) {
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          await expectNoSeriousViolations(page);
          await expectCodeSnifferClean(page);
        });
      }
    });
  });
}
