// New Businesses (/new-businesses) and the business detail page (/business/:id): search, category, Near Me
// within 5 miles, Enable Location, paging, loading, empty and error states, the card, every detail section,
// the page's order (what a visitor needs first), the map centred on the business, Quick Stats, live ratings
// and an unknown id, on a 375 px phone and a 1280 px screen.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { format } from 'date-fns';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, SCREENS, test, waitForAppOnLoad } from './fixtures';

// Whole journeys on a shared machine: give each the room a slow run needs.
test.describe.configure({ timeout: 120_000 });

interface Listing {
  id: number;
  businessName: string;
  businessType: string;
  keywords: string;
  servicesOffered: string;
  founderName: string | null;
  latitude: number | null;
  longitude: number | null;
  phoneNumber: string;
  businessEmail: string;
  website: string | null;
  approvedAt: string | null;
  createdAt: string;
  yearFounded: number | null;
  distance: number | null;
  rating: { count: number; average: number };
}

async function blockOutsideRequests(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
}
test.beforeEach(async ({ page }) => blockOutsideRequests(page));

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}
const newest = (request: APIRequestContext, query = '') => api<{ items: Listing[]; hasMore: boolean }>(request, `/api/listings?sort=newest&limit=100${query}`);

const cards = (page: Page) => page.getByTestId('new-business-card');
const count = (page: Page) => page.getByTestId('results-count');

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).selectOption({ label: option });
}
const chosen = (page: Page, select: string) => page.getByRole('combobox', { name: select }).locator('option:checked');

async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.querySelector('[data-testid="distance"]')?.textContent ?? ''));
  return texts.map((t) => Number(t.match(/([\d.]+) mi/)?.[1] ?? Number.NaN));
}

/** A page whose visitor stands at `where`; location permission is given only when `allow` says so. */
async function visitorPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: typeof PHONE,
  where: { latitude: number; longitude: number },
  allow: boolean,
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    geolocation: where,
    permissions: allow ? ['geolocation'] : [],
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const page = waitForAppOnLoad(await context.newPage());
  await blockOutsideRequests(page);
  return { context, page };
}

for (const [label, viewport] of SCREENS) {
  test.describe(`new businesses on a ${label}`, () => {
    test.use({ viewport });

    test('newest first, the card, paging, text search, category, empty state and Clear Filters', async ({ page, request }) => {
      const all = await newest(request);
      await page.goto('/new-businesses');
      await expect(page.getByRole('heading', { level: 1, name: 'New Businesses' })).toBeVisible();
      await expect(page.getByText(/support the newest businesses/)).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(20, all.items.length));
      await expect(count(page)).toHaveText(
        all.items.length > 20 ? 'Showing 20+ businesses, newest first' : `Showing ${all.items.length} businesses, newest first`,
      );
      const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
      expect(names).toEqual(all.items.slice(0, 20).map((l) => l.businessName));

      // The card: at most 3 tags and '+N', View More and Call.
      const first = all.items[0]!;
      const card = cards(page).first();
      const tags = first.keywords
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const tagList = card.getByRole('list', { name: 'Tags' }).getByRole('listitem');
      await expect(tagList).toHaveCount(Math.min(tags.length, 3) + (tags.length > 3 ? 1 : 0));
      if (tags.length > 3) await expect(tagList.last()).toHaveText(`+${tags.length - 3}`);
      await expect(card.getByRole('link', { name: /^View More/ })).toHaveAttribute('href', `/business/${first.id}`);
      await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
      await expectNoSeriousViolations(page, { exclude: '.leaflet-container' });

      if (all.items.length > 20) {
        await page.getByRole('link', { name: 'Load More' }).click();
        await expect(cards(page)).toHaveCount(Math.min(40, all.items.length));
      }

      // Text search, into the address so Back keeps it.
      const target = all.items[3]!;
      await page.getByRole('combobox', { name: 'Search' }).fill(target.businessName);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cards(page).getByRole('heading', { name: target.businessName, exact: true })).toBeVisible();

      await page.getByRole('combobox', { name: 'Search' }).fill('zzqx no such business');
      await expect(page.getByText('No businesses found. Try adjusting your filters.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).first().click();
      await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('');
      await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(first.businessName);
      await expect(page.getByText('No businesses found. Try adjusting your filters.')).toHaveCount(0);

      // Category: every card carries it, and the API agrees on which.
      const type = target.businessType;
      await choose(page, 'Category', type);
      const ofType = await newest(request, `&type=${encodeURIComponent(type)}`);
      await expect(cards(page)).toHaveCount(Math.min(20, ofType.items.length));
      for (const c of await cards(page).all()) await expect(c.getByText(type, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/type=/);
    });

    test('Enable Location becomes Location Set, and Near Me lists only businesses within 5 miles', async ({ browser, baseURL, request }) => {
      const all = await newest(request);
      const anchor = all.items.find((l) => l.latitude !== null && l.longitude !== null)!;
      const where = { latitude: anchor.latitude!, longitude: anchor.longitude! };
      const { context, page } = await visitorPage(browser, baseURL, viewport, where, false);
      await page.goto('/new-businesses');
      await expect(cards(page).first()).toBeVisible();
      await context.grantPermissions(['geolocation']);
      await page.getByRole('button', { name: 'Enable Location' }).click();
      await expect(page.getByText('Location Set', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable Location' })).toHaveCount(0);
      // With the location known, the cards show their distance.
      await expect.poll(async () => (await distances(page)).filter((d) => !Number.isNaN(d)).length).toBeGreaterThan(0);

      await choose(page, 'Location', 'Near Me (5 miles)');
      await expect(count(page)).toContainText('within 5 miles of you');
      const expected = await api<{ items: Listing[] }>(
        request,
        `/api/listings?sort=newest&limit=100&lat=${where.latitude.toFixed(4)}&lng=${where.longitude.toFixed(4)}&radius=5`,
      );
      await expect(cards(page)).toHaveCount(Math.min(20, expected.items.length));
      const near = await distances(page);
      expect(near.length).toBeGreaterThan(0);
      for (const d of near) expect(d).toBeLessThanOrEqual(5);
      const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
      const farAway = all.items.filter((l) => l.latitude === null || Math.abs(l.latitude - where.latitude) > 0.5).map((l) => l.businessName);
      for (const name of names) expect(farAway).not.toContain(name);

      await choose(page, 'Location', 'All Locations');
      await expect(count(page)).toContainText('newest first');
      await context.close();
    });

    test('Near Me without location permission shows the Location Access toast and falls back', async ({ page }) => {
      await page.goto('/new-businesses');
      await expect(cards(page).first()).toBeVisible();
      await choose(page, 'Location', 'Near Me (5 miles)');
      await expect(page.getByText('Location Access', { exact: true })).toBeVisible();
      await expect(page.getByText('Enable location access for distance-based filtering.')).toBeVisible();
      await expect(chosen(page, 'Location')).toHaveText('All Locations');
      await expect(page.getByRole('button', { name: 'Enable Location' })).toBeVisible();
    });
  });
}

test.describe('new businesses: loading and errors', () => {
  test("'Loading businesses...' while the list loads, 'Failed to load businesses' when it cannot", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isList = (url: URL) => url.pathname === '/api/listings';
    await page.route(isList, async (route) => {
      await held;
      await route.continue();
    });
    // Opened from the app, so the browser asks for the list (a page loaded by address comes with it).
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'New Businesses' }).first().click();
    await expect(page.getByText('Loading businesses...')).toBeVisible();
    release();
    await expect(cards(page).first()).toBeVisible();

    await page.unroute(isList);
    await page.route(isList, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation_failed', message: 'down' } }) }),
    );
    await page.getByRole('combobox', { name: 'Search' }).fill('anything at all');
    await expect(page.getByText('Failed to load businesses', { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.unroute(isList);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Failed to load businesses', { exact: true })).toHaveCount(0);
  });
});

for (const [label, viewport] of SCREENS) {
  test.describe(`business detail on a ${label}`, () => {
    test.use({ viewport });

    test('View More opens the real listing: story, founder, about, services, tags, contact, hours, map, Quick Stats', async ({ browser, baseURL, request }) => {
      const all = await newest(request);
      const listing = all.items.find((l) => l.founderName && l.keywords && l.servicesOffered && l.latitude !== null) ?? all.items[0]!;
      const where = { latitude: listing.latitude ?? 33.749, longitude: listing.longitude ?? -84.388 };
      const { context, page } = await visitorPage(browser, baseURL, viewport, where, true);
      await page.goto(`/new-businesses?q=${encodeURIComponent(listing.businessName)}`);
      const card = cards(page).filter({ has: page.getByRole('heading', { name: listing.businessName, exact: true }) });
      await card.getByRole('link', { name: /^View More/ }).click();
      await expect(page).toHaveURL(new RegExp(`/business/${listing.id}$`));

      await expect(page.getByRole('heading', { level: 1, name: listing.businessName })).toBeVisible();
      for (const section of ['Our Story', 'About', 'Contact', 'Hours', 'Location', 'Quick Stats', 'Reviews']) {
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      }
      if (listing.founderName) await expect(page.getByRole('heading', { level: 2, name: 'Meet the Founder' })).toBeVisible();
      if (listing.servicesOffered) await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
      if (listing.keywords) await expect(page.getByText(`#${listing.keywords.split(',')[0]!.trim()}`)).toBeVisible();

      // Call, Directions and Website under the name; the phone, e-mail and website as links in Contact.
      const actions = page.getByRole('group', { name: 'Call, directions and website' });
      await expect(actions.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', /^tel:/);
      await expect(actions.getByRole('link', { name: 'Directions', exact: true })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
      if (listing.website) await expect(actions.getByRole('link', { name: 'Website', exact: true })).toHaveAttribute('href', /^https?:\/\//);
      const contact = page.getByRole('region', { name: 'Contact' });
      await expect(contact.getByRole('link', { name: `Call ${listing.phoneNumber}` })).toHaveAttribute('href', /^tel:/);
      if (listing.businessEmail)
        await expect(contact.getByRole('link', { name: `Email ${listing.businessEmail}` })).toHaveAttribute('href', `mailto:${listing.businessEmail}`);
      if (listing.website) await expect(contact.getByRole('link', { name: /^Website: / })).toHaveAttribute('href', /^https?:\/\//);

      // Founded: the year the owner gave, else the month and year the listing joined.
      const stats = page.getByRole('region', { name: 'Quick Stats' });
      const approved = new Date(listing.approvedAt ?? listing.createdAt);
      await expect(stats).toContainText(`Founded${listing.yearFounded ?? format(approved, 'MMMM yyyy')}`);
      await expect(page.getByRole('region', { name: 'About' })).toContainText(`On the directory since${format(approved, 'MMMM yyyy')}`);
      await expect(stats).toContainText(`Category${listing.businessType}`);
      const recent = Date.now() - approved.getTime() <= 90 * 86_400_000;
      await expect(stats).toContainText(recent ? 'StatusNew Business' : 'StatusEstablished');
      if (listing.latitude !== null) await expect(page.getByTestId('detail-distance')).toHaveText('0.0 mi away');

      const map = page.getByRole('region', { name: 'Location' });
      // The map is drawn with the page: no map code, one pin.
      if (listing.latitude !== null)
        await expect(map.getByRole('region', { name: `Map showing ${listing.businessName}` }).locator('[data-map-pin]')).toHaveCount(1);
      const rating = page.getByTestId('detail-rating');
      await expect(rating).toHaveAttribute('href', `/reviews/${listing.id}`);
      await expect(rating).toContainText(listing.rating.count ? `${listing.rating.count} review` : 'No reviews yet');
      await expectNoSeriousViolations(page);
      await context.close();
    });

    test("an unknown id shows 'Business Not Found' and its back button returns", async ({ page }) => {
      await page.goto('/new-businesses');
      await expect(page.getByRole('heading', { level: 1, name: 'New Businesses' })).toBeVisible();
      await page.goto('/business/999999999');
      await expect(page.getByRole('heading', { level: 1, name: 'Business Not Found' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Go Back' }).click();
      await expect(page).toHaveURL(/\/new-businesses$/);
    });
  });
}

/** An element's box in page coordinates (whatever the scroll). */
function pageBox(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
  });
}

/** What of the element (its children, its text) lies outside its own box, and whether the page scrolls sideways. */
function spillsOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page is ${root.scrollWidth} px wide`);
    if (box.left < -1 || box.right > root.clientWidth + 1) found.push(`${element.tagName} runs past the screen`);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element && getComputedStyle(node).position === 'absolute') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect();
      if (r.width < 1) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) found.push(`"${(node.textContent ?? '').trim().slice(0, 30)}" past the edge of ${element.tagName}`);
    }
    return found;
  });
}

/** A listing the order journeys can show in full: a founding year, three reviews or more, a map position and a founder. */
async function fullListing(request: APIRequestContext) {
  const rated = await api<{ items: Listing[] }>(request, '/api/listings?sort=rating&limit=100');
  const listing = rated.items.find((l) => l.yearFounded && l.rating.count >= 3 && l.latitude !== null && l.founderName);
  expect(listing, 'a demo listing with a founding year, three reviews, a map position and a founder').toBeDefined();
  const reviews = await api<{ items: { username: string; content: string }[] }>(request, `/api/listings/${listing!.id}/reviews?sort=newest&limit=3`);
  return { listing: listing!, newest: reviews.items };
}

test.describe('the business page in the order a visitor needs', () => {
  test('375 px: name, rating, open now and today, Call / Directions / Website, the map, the newest reviews, then the story', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { listing, newest } = await fullListing(request);
    expect(newest).toHaveLength(3);
    // The server's page already holds the newest reviews (their names contain nothing HTML escapes).
    const html = await (await request.get(`/business/${listing.id}`)).text();
    for (const review of newest) expect(html).toContain(review.username);

    // The visitor stands across the country: the map still shows the business, not the two of them.
    const { context, page } = await visitorPage(browser, baseURL, PHONE, { latitude: 47.6, longitude: -122.3 }, true);
    await page.goto(`/business/${listing.id}`);
    const name = page.getByRole('heading', { level: 1, name: listing.businessName });
    const rating = page.getByRole('link', { name: new RegExp(`\\(${listing.rating.count} reviews?\\)$`) });
    const today = page.getByTestId('today-hours');
    const actions = page.getByRole('group', { name: 'Call, directions and website' });
    const call = actions.getByRole('link', { name: 'Call', exact: true });
    const map = page.getByRole('region', { name: `Map showing ${listing.businessName}` });
    const reviews = page.getByTestId('newest-reviews');
    const story = page.getByRole('heading', { level: 2, name: 'Our Story' });
    const founder = page.getByRole('heading', { level: 2, name: 'Meet the Founder' });
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    const week = page.getByRole('region', { name: 'Hours' });
    const tops: number[] = [];
    for (const part of [name, rating, today, call, map, reviews, story, founder, stats, week]) tops.push((await pageBox(part)).top);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(today).toHaveText(/Today|Closed today|By appointment only|Hours not available/);
    // Name, today's hours and Call on the first screen.
    expect((await pageBox(call)).bottom).toBeLessThanOrEqual(PHONE.height);
    await expect(actions.getByRole('link', { name: 'Directions', exact: true })).toHaveAttribute('href', /google\.com\/maps\/search/);

    // The three newest reviews with their text, and the way to all of them.
    const items = reviews.getByRole('article');
    await expect(items).toHaveCount(3);
    for (const [i, review] of newest.entries()) {
      await expect(items.nth(i)).toContainText(review.username);
      await expect(items.nth(i)).toContainText(review.content.slice(0, 40));
    }
    await expect(page.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', `/reviews/${listing.id}`);

    // Founded is the year the business gave; the category is named at the top and in Quick Stats, not again in About.
    await expect(stats).toContainText(`Founded${listing.yearFounded}`);
    await expect(page.getByRole('region', { name: 'About' })).not.toContainText(listing.businessType);

    // The map centred on the business, drawn with the page: its pin in the middle of the map's visible box,
    // and a tap opens the address in a maps app.
    await map.scrollIntoViewIfNeeded();
    const marker = map.locator('[data-map-pin]');
    await expect(marker).toHaveCount(1);
    await expect(map.getByRole('link', { name: `Open in Maps for ${listing.businessName}` })).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect
      .poll(async () => {
        const [pin, frame] = [await marker.boundingBox(), await map.boundingBox()];
        if (!pin || !frame) return 'not laid out';
        const inside = pin.x >= frame.x && pin.y >= frame.y && pin.x + pin.width <= frame.x + frame.width && pin.y + pin.height <= frame.y + frame.height;
        const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height };
        const centred = Math.abs(tip.x - (frame.x + frame.width / 2)) < 4 && Math.abs(tip.y - (frame.y + frame.height / 2)) < 4;
        return inside && centred ? 'centred' : `pin ${JSON.stringify(pin)} in ${JSON.stringify(frame)}`;
      })
      .toBe('centred');

    // Nothing spills at 320, 375 or 414 px: 'Write a Review' keeps its icon and text inside, as do the actions.
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const part of [page.getByRole('link', { name: 'Write a Review' }), page.getByRole('link', { name: 'Read all reviews' }), actions, today]) {
        expect(await spillsOf(part), `${width} px`).toEqual([]);
      }
    }
    await expectNoSeriousViolations(page);
    await context.close();
  });

  test('1280 px: the same order placed in two columns, Call and the map beside the newest reviews', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const { listing } = await fullListing(request);
    await page.goto(`/business/${listing.id}`);
    const call = page.getByRole('group', { name: 'Call, directions and website' }).getByRole('link', { name: 'Call', exact: true });
    const map = page.getByRole('region', { name: 'Location' });
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const story = page.getByRole('region', { name: 'Our Story' });
    const [callBox, mapBox, reviewsBox, storyBox] = [await pageBox(call), await pageBox(map), await pageBox(reviews), await pageBox(story)];
    expect(callBox.bottom).toBeLessThanOrEqual(DESKTOP.height);
    await expect(page.getByTestId('today-hours')).toBeInViewport();
    // The side column holds Call and the map, level with the reviews that open the main column.
    expect(callBox.left).toBeGreaterThan(reviewsBox.right);
    expect(mapBox.left).toBeGreaterThan(reviewsBox.right);
    expect(Math.abs(callBox.top - reviewsBox.top)).toBeLessThan(4);
    expect(reviewsBox.bottom).toBeLessThan(storyBox.top);
    await expect(page.getByTestId('newest-reviews').getByRole('article')).toHaveCount(3);
  });
});

test('the detail rating updates live when a review is posted elsewhere', async ({ page, request }) => {
  const all = await newest(request);
  const listing = all.items[all.items.length - 5]!;
  await page.goto(`/business/${listing.id}`);
  const rating = page.getByTestId('detail-rating');
  await expect(rating).toBeVisible();
  const res = await request.post(`/api/listings/${listing.id}/reviews`, {
    data: { rating: 5, username: 'Live Reader', content: `Lovely people, lovely place ${Date.now()}` },
  });
  expect(res.status()).toBe(201);
  const after = listing.rating.count + 1;
  await expect(rating).toContainText(`${after} ${after === 1 ? 'review' : 'reviews'}`, { timeout: 10_000 });
});
