// The home page as a front door: under the search, the newest businesses (the nearest once the visitor's
// location is known), recent reviews, the next events and the latest articles, all in the page as the
// server sends it, each linking to its own page; the switch to nearby businesses moves nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/shared/paths';
import { ATLANTA, DESKTOP, expect, PHONE, stubOtherHosts, test } from './fixtures';

interface Business {
  id: number;
  businessName: string;
}
interface RecentReview {
  username: string;
  business: Business;
}
interface Event {
  id: number;
  eventName: string;
}
interface Article {
  id: number;
  title: string;
  source: string;
}

async function apiItems<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  const items = ((await res.json()) as { items: T[] }).items;
  expect(items.length, `the demo data answers ${path}`).toBeGreaterThan(0);
  return items;
}

/** What the home page shows, as the API answers it. */
async function homeData(request: APIRequestContext) {
  return {
    businesses: await apiItems<Business>(request, '/api/listings?sort=newest&limit=8'),
    reviews: await apiItems<RecentReview>(request, '/api/reviews/recent?limit=6'),
    events: await apiItems<Event>(request, '/api/events?when=upcoming&limit=3'),
    articles: await apiItems<Article>(request, '/api/articles?limit=3'),
  };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Each link's text and address in a section, in order. */
const linksOf = (page: Page, name: string, within = 'h3') =>
  region(page, name)
    .locator(`${within} a`)
    .evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));

test.describe('the home page as served, before any script', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test.beforeEach(({ page }) => stubOtherHosts(page));

  test('shows the newest businesses, recent reviews, upcoming events and latest articles, each opening its page', async ({ page, request }) => {
    const { businesses, reviews, events, articles } = await homeData(request);
    await page.goto('/');

    expect(await linksOf(page, 'New businesses')).toEqual(businesses.map((b) => [b.businessName, paths.business(b.id)]));
    expect(await linksOf(page, 'Recent reviews')).toEqual(reviews.map((r) => [r.business.businessName, paths.business(r.business.id)]));
    for (const review of reviews) {
      await expect(
        region(page, 'Recent reviews').getByRole('article', { name: `Review of ${review.business.businessName} by ${review.username}` }),
      ).toBeVisible();
    }
    expect(await linksOf(page, 'Upcoming events')).toEqual(events.map((e) => [e.eventName, paths.eventDetail(e.id)]));
    expect(await linksOf(page, 'Latest stories')).toEqual(articles.map((a) => [a.title, paths.blog(a.source, a.id)]));

    // The links open the pages they name: the server's own pages, no script needed.
    const opens = async (section: string, name: string, heading: string) => {
      await page.goto('/');
      await region(page, section).getByRole('link', { name, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    await opens('New businesses', businesses[0]!.businessName, businesses[0]!.businessName);
    await opens('Recent reviews', reviews[0]!.business.businessName, reviews[0]!.business.businessName);
    await opens('Upcoming events', events[0]!.eventName, events[0]!.eventName);
    await opens('Latest stories', articles[0]!.title, articles[0]!.title);
  });
});

test.describe('the home page in the browser', () => {
  test.beforeEach(({ page }) => stubOtherHosts(page));

  test('with the location already allowed, the nearest businesses replace the newest without moving the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      geolocation: ATLANTA,
      permissions: ['geolocation'],
      locale: 'en-US',
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    await stubOtherHosts(page);
    const nearest = await apiItems<Business>(page.request, `/api/listings?sort=nearest&lat=${ATLANTA.latitude}&lng=${ATLANTA.longitude}&radius=50&limit=8`);
    // The page's layout shift, added up from its first paint.
    await page.addInitScript(() => {
      const seen = window as { layoutShift?: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) seen.layoutShift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(region(page, 'Businesses near you')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
    expect(await linksOf(page, 'Businesses near you')).toEqual(nearest.map((b) => [b.businessName, paths.business(b.id)]));
    expect(await page.evaluate(() => (window as { layoutShift?: number }).layoutShift)).toBeLessThanOrEqual(0.05);

    // 'Newest' goes back to the newest; a card opens its business in the app.
    await page.getByRole('button', { name: 'Newest' }).click();
    const newest = region(page, 'New businesses');
    await expect(newest).toBeVisible();
    const first = newest.locator('h3 a').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.close();
  });

  test('Near me asks for the location, then shows the nearest', async ({ page, context }) => {
    await context.setGeolocation(ATLANTA);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(region(page, 'New businesses')).toBeVisible();
    // The visitor allows it when asked.
    await context.grantPermissions(['geolocation']);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(region(page, 'Businesses near you')).toBeVisible();
    await expect(
      region(page, 'Businesses near you')
        .getByText(/^\d+\.\d mi$/)
        .first(),
    ).toBeVisible();

    // The other sections came to life too: a review's business opens in the app.
    const review = region(page, 'Recent reviews').locator('h3 a').first();
    const name = (await review.textContent())!.trim();
    await review.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the popular categories fade at the edge of a phone and scroll to the last one', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const list = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('list');
    expect(await list.evaluate((ul) => getComputedStyle(ul).maskImage)).toContain('linear-gradient');
    const last = list.getByRole('link', { name: 'Arts & Entertainment' });
    // Focused (as Tab focuses it), it scrolls into view clear of the fade.
    await last.focus();
    await expect(last).toBeInViewport({ ratio: 1 });
    const edge = await last.evaluate((a) => a.getBoundingClientRect().right);
    expect(edge).toBeLessThanOrEqual(PHONE.width - 32);
  });
});
