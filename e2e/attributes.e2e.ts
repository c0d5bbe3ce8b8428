// Trusted attributes as a visitor meets them, on a 375 px phone and a 1280 px screen: filter the directory by
// 'Woman-owned' and 'Wheelchair accessible' in the Filters sheet (chips, the address, every card has both),
// read the ownership badges with their level in words on a card and on the business page, and pick an
// attribute on New Businesses. axe clean.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, patientExpect as expect, SCREENS, stubOtherHosts, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => stubOtherHosts(page));

const cards = (page: Page) => page.getByRole('article');
const query = (page: Page) => new URL(page.url()).searchParams;

for (const [screen, viewport] of SCREENS) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test("filters by 'Woman-owned' and 'Wheelchair accessible', with badges saying who says so", async ({ page, request }) => {
      await page.goto('/search-results');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('link', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: 'Woman-owned', exact: true }).click();
      await sheet.getByRole('button', { name: 'Wheelchair accessible', exact: true }).click();
      await expect(sheet.getByRole('button', { name: 'Woman-owned', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(sheet).toBeHidden();

      await expect.poll(() => query(page).get('attributes')).toBe('woman_owned,wheelchair_accessible');
      const chips = page.getByRole('list', { name: 'Active filters' });
      await expect(chips.getByRole('listitem')).toHaveText([/Woman-owned/, /Wheelchair accessible/]);
      await expect(cards(page).first()).toBeVisible();

      // Every card is woman-owned (its badge says so, with its level) and, through the API, wheelchair accessible.
      const shown = await cards(page).all();
      expect(shown.length).toBeGreaterThan(0);
      for (const card of shown) {
        // The compact phone card leaves ownership to the business page.
        if (viewport.width >= 768) await expect(card.getByRole('list', { name: 'Ownership' }).getByText('Woman-owned')).toBeVisible();
        const id = await card.getAttribute('data-listing-id');
        const listing = await (await request.get(`/api/listings/${id}`)).json();
        expect(listing.attributes.map((a: { key: string }) => a.key)).toEqual(expect.arrayContaining(['woman_owned', 'wheelchair_accessible']));
      }
      if (viewport.width >= 768) await expect(cards(page).first().getByRole('list', { name: 'Ownership' })).toContainText(/Self-identified|Verified/);
      await expectNoSeriousViolations(page);

      // Removing a chip widens the search; the address follows.
      await page.getByRole('button', { name: 'Remove filter: Wheelchair accessible' }).click();
      await expect.poll(() => query(page).get('attributes')).toBe('woman_owned');
    });

    test("shows a verified owner's attribute in full on the business page, and features under it", async ({ page, request }) => {
      // A demo listing staff verified as Black-owned.
      const found = await (await request.get('/api/listings?attributes=black_owned&limit=100')).json();
      const verified = found.items.find((l: { attributes: { key: string; verifiedAt: string | null }[] }) =>
        l.attributes.some((a) => a.key === 'black_owned' && a.verifiedAt),
      );
      expect(verified, 'the demo data has a verified Black-owned listing').toBeTruthy();
      const month = new Date(verified.attributes.find((a: { key: string }) => a.key === 'black_owned').verifiedAt).toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });

      await page.goto(`/business/${verified.id}`);
      const section = page.getByRole('region', { name: 'Ownership and features' });
      await expect(section.getByText(`Verified by The Engine, ${month}`)).toBeVisible();
      await expect(section.locator('[data-attribute="black_owned"]')).toContainText('Black-owned');
      await expect(page.locator('[data-attribute="black_owned"]').first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain(`"value":"Verified by The Engine, ${month}"`);
      await expectNoSeriousViolations(page);
    });

    test('narrows New Businesses to one attribute, kept in the address', async ({ page }) => {
      await page.goto('/new-businesses');
      await expect(cards(page).first()).toBeVisible();
      await page.getByRole('combobox', { name: 'Ownership and features' }).selectOption({ label: 'Black-owned' });
      await expect.poll(() => query(page).get('attribute')).toBe('black_owned');
      await expect(page.getByText('Refreshing')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Ownership and features' })).toHaveValue('black_owned');
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card.getByRole('list', { name: 'Ownership' })).toContainText('Black-owned');
      await expectNoSeriousViolations(page);
    });
  });
}
