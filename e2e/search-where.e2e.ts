// Where, and in what order (/search-results): a place named in the Filters sheet (with suggestions) instead
// of the device's location, with a radius; the Sort control (best match, nearest, highest rated); Open now;
// and a list shown before the location came keeping its order, with 'Sort by distance' offered. On a 375 px
// phone and a 1280 px screen.
import type { Page } from '@playwright/test';
import { ATLANTA, expectNoSeriousViolations, patientExpect as expect, SCREENS, stubOtherHosts, test, waitForAppOnLoad } from './fixtures';

// Several browsers share two cores while these run: give a first page load room, never a wrong answer.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => stubOtherHosts(page));

const cards = (page: Page) => page.getByRole('article');
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort', exact: true });
const query = (page: Page) => new URL(page.url()).searchParams;
/** The hint under the heading (a paragraph), not the chip of the same words. */
const hint = (page: Page, text: string) => page.locator('p').filter({ hasText: new RegExp(`^${text}$`) });

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.querySelector('h2, h3')?.textContent?.trim() ?? ''));
}

/** Distances shown on the cards, in miles (NaN where a card shows none). */
async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.textContent?.match(/(\d+\.\d) mi away/)?.[1] ?? 'none'));
  return texts.map((t) => (t === 'none' ? Number.NaN : Number(t)));
}

/** Each card's average rating as its rating link shows it (0 for 'No reviews yet'). */
async function ratings(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((n) => {
      const link = n.querySelector('a[href^="/reviews/"]');
      return Number(link?.textContent?.match(/^\s*(\d\.\d)/)?.[1] ?? 0);
    }),
  );
}

async function openFilters(page: Page) {
  await page.getByRole('link', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`where and in what order on a ${label}`, () => {
    test.use({ viewport });

    test('a place chosen from suggestions in the Filters sheet, with a radius, gives results with their distances from it', async ({ page }) => {
      await page.goto('/search-results');
      await expect(cards(page).first()).toBeVisible();
      // Without the location or a place, Nearest cannot be chosen, and says why.
      await expect(sortSelect(page)).toHaveValue('relevance');
      await expect(sortSelect(page).locator('option[value="nearest"]')).toBeDisabled();
      await expect(sortSelect(page).locator('option[value="nearest"]')).toHaveText('Nearest (set a place or enable location)');

      const sheet = await openFilters(page);
      const where = sheet.getByRole('region', { name: 'Where' });
      await expect(where.getByRole('radio', { name: '25 miles' })).toBeDisabled();
      const place = where.getByRole('combobox', { name: 'City or ZIP code' });
      await place.pressSequentially('atla', { delay: 40 });
      const suggestions = sheet.getByRole('listbox', { name: 'Suggestions' });
      await expect(suggestions.getByRole('option', { name: /^Atlanta, GA/ })).toBeVisible();
      // Places only: every suggestion is one.
      for (const option of await suggestions.getByRole('option').all()) await expect(option).toHaveAccessibleName(/, Place$/);
      await expectNoSeriousViolations(page);

      // Chosen with the keyboard, as the list is walked.
      const options = await suggestions.getByRole('option').allTextContents();
      await place.press('ArrowDown');
      for (let i = 0; !options[i]!.startsWith('Atlanta, GA'); i++) await place.press('ArrowDown');
      await place.press('Enter');
      await expect(place).toHaveValue('Atlanta, GA');
      await expect(suggestions).toBeHidden();

      await where.getByRole('radio', { name: '25 miles' }).click();
      await expect(where.getByRole('radio', { name: '25 miles' })).toHaveAttribute('aria-checked', 'true');
      expect(query(page).get('near')).toBeNull();
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(sheet).toBeHidden();

      await expect.poll(() => query(page).get('near')).toBe('Atlanta, GA');
      expect(query(page).get('radius')).toBe('25');
      await expect(chips(page).getByRole('listitem')).toHaveText([/^Near Atlanta, GA/, /^Within 25 miles/]);
      await expect(page.getByRole('link', { name: /^Filters, 2 active$/ })).toBeVisible();
      await expect(cards(page).first()).toContainText(/\d+\.\d mi/);
      let miles = await distances(page);
      expect(miles.length).toBeGreaterThan(0);
      for (const d of miles) expect(d).toBeLessThanOrEqual(25);
      // No device location was asked for: its prompt no longer stands over a search that needs none.
      await expect(page.getByText('See what is near you')).toHaveCount(0);

      // With a place, Nearest can be chosen: the order is then by distance from it, and says so.
      await expect(sortSelect(page).locator('option[value="nearest"]')).toBeEnabled();
      await sortSelect(page).selectOption({ label: 'Nearest' });
      await expect.poll(() => query(page).get('sort')).toBe('nearest');
      await expect(hint(page, 'Near Atlanta, GA')).toBeVisible();
      await expect(page.getByText('Near your location')).toHaveCount(0);
      await expect(cards(page).first()).toContainText(/\d+\.\d mi/);
      miles = await distances(page);
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);

      // The chip takes the place away: the radius waits for a location again, and nothing says 'Near'.
      await page.getByRole('button', { name: 'Remove filter: Near Atlanta, GA' }).click();
      await expect.poll(() => query(page).get('near')).toBeNull();
      await expect(chips(page)).toContainText('(needs your location)');
      await expect(hint(page, 'Near Atlanta, GA')).toHaveCount(0);

      // A place the search cannot find says so on its chip, and nothing claims an order from it.
      await page.goto('/search-results?near=Zzyzxville&sort=nearest');
      await expect(cards(page).first()).toBeVisible();
      await expect(chips(page).getByRole('listitem')).toHaveText([/^Near Zzyzxville\s*\(place not found\)/]);
      await expect(hint(page, 'Near Zzyzxville')).toHaveCount(0);
    });

    test('Highest rated orders the results by their average rating, best first, and stays in the URL', async ({ page }) => {
      await page.goto('/search-results');
      await expect(cards(page).first()).toBeVisible();
      await sortSelect(page).focus();
      await sortSelect(page).selectOption({ label: 'Highest rated' });
      await expect.poll(() => query(page).get('sort')).toBe('rating');
      await expect(sortSelect(page)).toHaveValue('rating');
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByText(/^Found \d+\+? business(es)?$/)).toBeVisible();
      const stars = await ratings(page);
      expect(stars.length).toBeGreaterThan(1);
      expect([...stars].sort((a, b) => b - a)).toEqual(stars);
      expect(stars[0]).toBeGreaterThan(0);
      // Sorting is not a filter.
      await expect(chips(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Filters', exact: true })).toBeVisible();

      await page.reload();
      await expect(sortSelect(page)).toHaveValue('rating');
      expect(await ratings(page)).toEqual(stars);
      await sortSelect(page).selectOption({ label: 'Best match' });
      await expect.poll(() => query(page).get('sort')).toBeNull();
    });

    test('Open now is a switch in the Filters sheet, applied with the rest and shown as a removable chip', async ({ page }) => {
      await page.goto('/search-results');
      await expect(cards(page).first()).toBeVisible();
      const sheet = await openFilters(page);
      const openNow = sheet.getByRole('switch', { name: 'Open now' });
      await expect(openNow).toHaveAttribute('aria-checked', 'false');
      await openNow.focus();
      await page.keyboard.press('Space');
      await expect(openNow).toHaveAttribute('aria-checked', 'true');
      expect(query(page).get('open')).toBeNull();
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(sheet).toBeHidden();

      await expect.poll(() => query(page).get('open')).toBe('now');
      await expect(chips(page).getByRole('listitem')).toHaveText([/^Open now/]);
      await expect(page.getByRole('link', { name: 'Filters, 1 active' })).toBeVisible();
      // Every business listed is open now in its own time (at night there may be none).
      await expect(
        cards(page)
          .first()
          .or(page.getByRole('heading', { name: 'No Results Found' })),
      ).toBeVisible();
      for (const card of await cards(page).all()) await expect(card.getByText('Open Now', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Remove filter: Open now' }).click();
      await expect.poll(() => query(page).get('open')).toBeNull();
      await expect(chips(page)).toHaveCount(0);
    });

    test("results shown before the location came keep their order; 'Sort by distance' orders them by it", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport, geolocation: ATLANTA, locale: 'en-US', timezoneId: 'America/New_York' });
      const page = waitForAppOnLoad(await context.newPage());
      await stubOtherHosts(page);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

      await page.goto('/search-results?q=beauty');
      await expect(cards(page).nth(1)).toBeVisible();
      const before = await cardNames(page);
      const top = (await cards(page).first().boundingBox())!.y;
      await expect(cards(page).first()).not.toContainText(/\d+\.\d mi/);

      // The visitor allows the location now: it arrives with the list already under their finger.
      await context.grantPermissions(['geolocation']);
      await page.getByRole('button', { name: 'Enable Location' }).first().click();
      await expect(cards(page).first()).toContainText(/\d+\.\d mi/);
      expect(await cardNames(page)).toEqual(before);
      await expect(page.getByRole('button', { name: 'Sort by distance' })).toBeVisible();
      await expect(page.getByText('Near your location')).toHaveCount(0);
      // The offer takes the location prompt's place: the first card has not moved either.
      expect(Math.abs((await cards(page).first().boundingBox())!.y - top)).toBeLessThan(1);
      // Nothing reorders later either.
      await page.waitForTimeout(1_000);
      expect(await cardNames(page)).toEqual(before);

      await page.getByRole('button', { name: 'Sort by distance' }).click();
      await expect.poll(() => query(page).get('sort')).toBe('nearest');
      await expect(sortSelect(page)).toHaveValue('nearest');
      await expect(hint(page, 'Near your location')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sort by distance' })).toHaveCount(0);
      const miles = await distances(page);
      expect(miles.every((d) => !Number.isNaN(d))).toBe(true);
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
