// The directory (/search-results): search from home, filters and chips in the URL, Load More, the empty
// state with 'Suggest a Business', location denied and granted with a radius, the map, errors and
// accessibility, on a 375 px phone and a 1280 px screen.
import type { Browser, Page } from '@playwright/test';
import { ATLANTA, DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, SCREENS, stubOtherHosts, test, waitForAppOnLoad } from './fixtures';
import { STAFF_PASSWORD } from './staff';

// Several browsers share two cores while these run: give a first page load room, never a wrong answer.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => stubOtherHosts(page));

const cards = (page: Page) => page.getByRole('article');
const count = (page: Page) => page.getByText(/^Found \d+\+? business(es)?$/);
const filtersButton = (page: Page) => page.getByRole('link', { name: /^Filters/ });
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });
const query = (page: Page) => new URL(page.url()).searchParams;

async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby') ?? ''));
}

/** Distances shown on the cards, in miles. */
async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.textContent?.match(/(\d+\.\d) mi away/)?.[1] ?? 'none'));
  return texts.map((t) => (t === 'none' ? Number.NaN : Number(t)));
}

async function openFilters(page: Page) {
  await filtersButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox', { name: select }).selectOption({ label: option });
}

async function newLocatedPage(browser: Browser, baseURL: string | undefined, viewport: typeof PHONE) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    geolocation: ATLANTA,
    permissions: ['geolocation'],
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  return context;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`directory on a ${label}`, () => {
    test.use({ viewport });

    test('a search from home lists matching businesses, and the back button returns to it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Search businesses' }).fill('  beauty ');
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      await expect(page).toHaveURL(/\/search-results\?q=beauty$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Results for "beauty"' })).toBeVisible();
      await expect(count(page)).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      const first = cards(page).first();
      await expect(first.getByRole('link', { name: /^View More about / })).toHaveAttribute('href', /^\/business\/\d+$/);
      await expect(first.getByRole('link', { name: /open in maps/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      // A phone's compact card keeps the review links behind its 'More'.
      if (viewport === PHONE) await first.getByRole('button', { name: /^More/ }).click();
      await expect(first.getByRole('link', { name: /Write a Review/ })).toHaveAttribute('href', /^\/reviews\/\d+\?write$/);

      // A blank search does nothing; a new word searches again, keeping the page's place in history.
      const box = page.getByRole('combobox', { name: 'Search businesses' });
      await box.fill('   ');
      await box.press('Enter');
      await page.waitForTimeout(300);
      expect(query(page).get('q')).toBe('beauty');
      await box.fill('zzqxjv');
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for "zzqxjv"' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Results for "beauty"' })).toBeVisible();
      await expect(box).toHaveValue('beauty');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('filters apply only on Apply Filters, show as removable chips and live in the URL', async ({ page }) => {
      await page.goto('/search-results');
      await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();

      // A draft that is never applied changes nothing.
      let sheet = await openFilters(page);
      await choose(page, 'State', 'Georgia');
      await sheet.getByRole('button', { name: '$$ Moderate' }).click();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      expect(page.url()).not.toContain('state=');
      await expect(chips(page)).toHaveCount(0);

      sheet = await openFilters(page);
      await expect(sheet.getByRole('combobox', { name: 'State' })).toHaveValue('');
      await choose(page, 'State', 'Georgia');
      await sheet.getByRole('button', { name: '$$ Moderate' }).click();
      await expect(sheet.getByRole('button', { name: '$$ Moderate' })).toHaveAttribute('aria-pressed', 'true');
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(sheet).toBeHidden();

      await expect.poll(() => query(page).get('state')).toBe('GA');
      expect(query(page).get('price')).toBe('2');
      await expect(chips(page).getByRole('listitem')).toHaveText([/Georgia/, /\$\$ Moderate/]);
      await expect(filtersButton(page)).toHaveAccessibleName('Filters, 2 active');
      await expect(cards(page).first()).toBeVisible();
      for (const address of await cards(page)
        .getByRole('link', { name: /open in maps/ })
        .allTextContents())
        expect(address).toMatch(/,\s*GA\b/);

      // Chips remove one filter each; the back button brings it back; a reload keeps them.
      await page.getByRole('button', { name: 'Remove filter: $$ Moderate' }).click();
      await expect.poll(() => query(page).get('price')).toBeNull();
      await expect(filtersButton(page)).toHaveAccessibleName('Filters, 1 active');
      await page.goBack();
      await expect.poll(() => query(page).get('price')).toBe('2');
      await expect(chips(page).getByRole('listitem')).toHaveCount(2);
      await page.reload();
      await expect(chips(page).getByRole('listitem')).toHaveText([/Georgia/, /\$\$ Moderate/]);

      // Services: any of the chosen ones; Clear All in the sheet empties the draft.
      sheet = await openFilters(page);
      await sheet.getByRole('button', { name: 'Clear All' }).click();
      await expect(sheet.getByRole('combobox', { name: 'State' })).toHaveValue('');
      await choose(page, 'Business type', 'Beauty & Personal Care');
      await sheet.getByRole('button', { name: 'Hair Services', exact: true }).click();
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => page.url()).toMatch(/\/search-results\?type=Beauty\+%26\+Personal\+Care&services=Hair\+Services$/);
      await expect(chips(page).getByRole('listitem')).toHaveText([/Beauty & Personal Care/, /Hair Services/]);
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card.getByText('Beauty & Personal Care', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Clear All' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      await expect(chips(page)).toHaveCount(0);
    });

    test("Load More brings the next 20 with 'Loading...' meanwhile, and never a duplicate", async ({ page }) => {
      await page.goto('/search-results');
      await expect(count(page)).toHaveText('Found 20+ businesses');
      await expect(cards(page)).toHaveCount(20);

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/listings\?.*offset=20/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('link', { name: 'Load More' }).click();
      await expect(page.getByRole('link', { name: 'Loading...' })).toBeDisabled();
      release();
      await expect(cards(page)).toHaveCount(40);
      const ids = await cardIds(page);
      expect(new Set(ids).size).toBe(40);
      await expect(count(page)).toHaveText(/^Found 40\+? businesses$/);
    });

    test('no results offers Suggest a Business, which checks and stores the suggestion', async ({ page }) => {
      await page.goto('/search-results?q=zzqxjv');
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expect(count(page)).toHaveText('Found 0 businesses');
      await page.getByRole('link', { name: 'Suggest a Business' }).click();
      const dialog = page.getByRole('dialog', { name: 'Suggest a Business' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);

      await dialog.getByLabel('Type of business').fill('');
      await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
      await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
      await expect(page.getByText('Error', { exact: true })).toBeVisible();

      await dialog.getByLabel('Type of business').fill('Vegan bakery');
      await dialog.getByLabel('Preferred location').fill('Decatur, GA');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/suggestions') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
      const response = await saved;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({ businessType: 'Vegan bakery', location: 'Decatur, GA' });
      await expect(page.getByText('Business suggestion submitted')).toBeVisible();
      await expect(page.getByText("Thank you for your suggestion! We'll review it and get back to you.")).toBeVisible();
      await expect(dialog).toBeHidden();

      // A refusal from the server is shown with its own words.
      await page.route('**/api/suggestions', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many suggestions. Please try again later.' } }),
        }),
      );
      await page.getByRole('link', { name: 'Suggest a Business' }).click();
      await dialog.getByLabel('Type of business').fill('Bookstore');
      await dialog.getByLabel('Preferred location').fill('Harlem, NY');
      await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
      await expect(page.getByText('Too many suggestions. Please try again later.')).toBeVisible();
      await expect(dialog).toBeVisible();
    });

    test('location denied: the Enable Location prompt, the toast, and no distance filter', async ({ page }) => {
      await page.goto('/search-results');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Enable Location' }).click();
      await expect(page.getByText('Location Access', { exact: true })).toBeVisible();
      await expect(page.getByText('Enable location access for distance-based filtering.')).toBeVisible();
      await expect(page.getByText('Location access denied by user').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enable Location' })).toBeVisible();
      await expect(page.getByText('Near your location')).toHaveCount(0);

      const sheet = await openFilters(page);
      for (const radius of ['5 miles', '10 miles', '25 miles', '50 miles'])
        await expect(sheet.getByRole('radio', { name: radius, exact: true })).toBeDisabled();
      await expect(sheet.getByRole('button', { name: 'Enable Location' })).toBeVisible();
    });

    test('location granted: distances on every card and a radius filter', async ({ browser, baseURL }) => {
      const context = await newLocatedPage(browser, baseURL, viewport);
      const page = waitForAppOnLoad(await context.newPage());
      await stubOtherHosts(page);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

      await page.goto('/search-results');
      // The first page came with the page, before the location: it keeps its order, and gets its distances.
      await expect(page.getByRole('button', { name: 'Sort by distance' })).toBeVisible();
      await expect(page.getByText('Near your location')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Enable Location' })).toHaveCount(0);
      await expect(cards(page).first()).toContainText(/\d+\.\d mi/);

      const sheet = await openFilters(page);
      await expect(sheet.getByRole('radio', { name: 'Any distance' })).toBeChecked();
      await sheet.getByRole('radio', { name: '10 miles', exact: true }).click();
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('radius')).toBe('10');
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Within 10 miles');
      await expect(cards(page).first()).toBeVisible();
      const miles = await distances(page);
      expect(miles.length).toBeGreaterThan(0);
      for (const d of miles) expect(d).toBeLessThanOrEqual(10);
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('the map shows the results, and a pin shows its business', async ({ page }) => {
      await page.goto('/search-results?q=beauty');
      await expect(cards(page).first()).toBeVisible();
      if (viewport === PHONE) {
        await expect(page.getByRole('region', { name: 'Map of the businesses found' })).toHaveCount(0);
        await page.getByRole('button', { name: 'Map' }).click();
        await expect.poll(() => query(page).get('view')).toBe('map');
        await expect(cards(page)).toHaveCount(0);
      }
      const map = page.locator('.leaflet-container');
      await expect(map).toBeVisible();
      const pins = map.locator('.leaflet-marker-icon');
      await expect(pins.first()).toBeVisible();
      // The last pin's business is far down the list: choosing it must bring its card into view.
      const pin = pins.last();
      const name = (await pin.getAttribute('title')) ?? '';
      expect(name).not.toBe('');
      const scrolled = await page.evaluate(() => window.scrollY);
      // Pins can overlap: choose one with the keyboard, as a keyboard user would.
      await pin.focus();
      await page.keyboard.press('Enter');
      await expect(pin).toHaveAttribute('aria-current', 'true');
      await expect(pin).toBeFocused();
      if (viewport === PHONE) {
        // On a phone the business shows over the map's foot, and the page stays where it was.
        const peek = page.getByRole('group', { name: `Chosen on the map: ${name}` });
        await expect(peek).toBeInViewport({ ratio: 1 });
        await expect(peek.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/business\/\d+$/);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        await peek.getByRole('button', { name: 'Close' }).click();
        await expect(peek).toBeHidden();
        await page.getByRole('button', { name: 'List' }).click();
        await expect.poll(() => query(page).get('view')).toBeNull();
        await expect(cards(page).first()).toBeVisible();
      } else {
        await expect(page.getByRole('article', { name, exact: true }).first()).toBeInViewport();
      }
    });

    test('each business card shows its details, hours, photos and ways to get in touch', async ({ page }) => {
      await page.goto('/search-results?q=beauty');
      // The name opens the website in a new tab, https:// added to a bare 'www.' address; without a
      // website it opens the business's page here, which View More always does.
      const websiteName = page.getByRole('heading').getByRole('link', { name: /\(website, opens in a new tab\)$/ });
      const card = cards(page)
        .filter({ has: page.locator('h2 a[href^="https://www."]') })
        .first();
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('target', '_blank');
      await expect(card.getByRole('heading').getByRole('link')).toHaveAccessibleName(/\(website, opens in a new tab\)$/);
      await expect(card.getByRole('link', { name: /^View More about / })).toHaveAttribute('href', /^\/business\/\d+$/);
      const noWebsite = cards(page).filter({ hasNot: websiteName });
      expect(await noWebsite.count()).toBeGreaterThan(0);
      await expect(noWebsite.first().getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/business\/\d+$/);
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
      // A phone's compact card shows Call and Directions; its 'More' shows Email, the services and the rest.
      if (viewport === PHONE) await card.getByRole('button', { name: /^More/ }).click();
      await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
      const services = card.getByRole('list', { name: 'Services' }).getByRole('listitem');
      expect(await services.count()).toBeLessThanOrEqual(4);
      if ((await services.count()) === 4) await expect(services.last()).toHaveText(/^\+\d+ more$/);

      // Hours: a badge, then the week with today marked.
      const weeklyId = await cards(page)
        .filter({ has: page.getByRole('button', { name: /Today: .*Show business hours/ }) })
        .first()
        .getAttribute('aria-labelledby');
      const weekly = page.locator(`article[aria-labelledby="${weeklyId}"]`);
      const hours = weekly.getByRole('button', { name: /Show business hours/ });
      await expect(hours).toContainText(/^(Open Now|Closed)/);
      await hours.click();
      await expect(weekly.getByRole('button', { name: /Hide business hours/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(weekly.locator('dl > div')).toHaveCount(7);
      await expect(weekly.locator('dl > div[aria-current="date"]')).toHaveCount(1);
      await expect(weekly.locator('dl > div[aria-current="date"]')).toContainText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/);

      // Photos: a carousel with a counter on wide screens, one small thumbnail on phones (the card holds
      // both, CSS shows one).
      if (viewport === DESKTOP) {
        const carouselId = await cards(page)
          .filter({ has: page.getByText(/^1 \/ [2-9]$/) })
          .first()
          .getAttribute('aria-labelledby');
        const withPhotos = page.locator(`article[aria-labelledby="${carouselId}"]`);
        const counter = withPhotos.getByText(/^\d+ \/ \d+$/);
        const total = (await counter.textContent())!.split(' / ')[1];
        await expect(counter).toHaveText(`1 / ${total}`);
        await withPhotos.getByRole('button', { name: 'Next photo' }).click();
        await expect(counter).toHaveText(`2 / ${total}`);
        await withPhotos.getByRole('button', { name: 'Previous photo' }).click();
        await withPhotos.getByRole('button', { name: 'Previous photo' }).click();
        await expect(counter).toHaveText(`${total} / ${total}`);
      } else {
        const withPhotos = cards(page)
          .filter({ has: page.locator('img') })
          .first();
        await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
        await expect(withPhotos.locator('img').filter({ visible: true })).toHaveCount(1);
        const box = await withPhotos.locator('img').filter({ visible: true }).boundingBox();
        expect(box!.width).toBeLessThanOrEqual(80);
      }

      // A photo that fails to load gives way to a placeholder.
      await page.route('**/uploads/**', (route) => route.fulfill({ status: 200, contentType: 'image/webp', body: Buffer.from('not an image') }));
      await page.reload();
      await expect(
        page
          .getByRole('img', { name: /^Photo of .+ unavailable$/ })
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
    });

    test('a failed load says so and can be tried again', async ({ page }) => {
      await page.route('**/api/listings?**', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'bad_request', message: 'nope' } }) }),
      );
      // Searched from the home page, so the browser asks for the results (a page loaded by address comes with them).
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Search businesses' }).fill('beauty');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load businesses. Please try again.' })).toBeVisible();
      await page.unroute('**/api/listings?**');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(cards(page).first()).toBeVisible();
    });

    test('the directory, its filters and the empty state have no serious accessibility issues', async ({ page }) => {
      await page.goto('/search-results?q=beauty');
      await expect(cards(page).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await openFilters(page);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await page.goto('/search-results?q=zzqxjv');
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('an open directory stays current', () => {
  test.use({ viewport: DESKTOP });

  test('a listing approved meanwhile appears, and a new review updates its card, without a reload', async ({ page }) => {
    const session = await page.request.post('/api/admin/session', { data: { username: 'admin', password: STAFF_PASSWORD } });
    expect(session.status()).toBe(200);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const pending = await page.request.get('/api/admin/listing-requests?status=pending&limit=50');
    const { items } = (await pending.json()) as { items: { id: number; businessName: string }[] };
    const request = items[0]!;

    await page.goto(`/search-results?q=${encodeURIComponent(request.businessName)}`);
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();

    const approved = await page.request.post(`/api/admin/listing-requests/${request.id}/approve`, { data: {}, headers: { 'x-csrf-token': csrfToken } });
    expect(approved.status()).toBe(200);
    const card = page.getByRole('article', { name: request.businessName, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `No reviews yet for ${request.businessName}` })).toBeVisible();
    await expect(card.getByRole('link', { name: /Read Reviews/ })).toHaveCount(0);

    const id = (await card.getAttribute('aria-labelledby'))!.match(/business-(\d+)-name/)![1];
    const review = await page.request.post(`/api/listings/${id}/reviews`, {
      data: { username: 'Realtime Tester', rating: 4, content: `Warm welcome and great service, visit ${Date.now()}.` },
    });
    expect(review.status()).toBe(201);
    await expect(card.getByRole('link', { name: /^4\.0 \(1 review\) – average rating out of 5, read the reviews$/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /Read Reviews/ })).toBeVisible();
  });
});
