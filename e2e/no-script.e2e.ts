// Without JavaScript the server's pages are the whole site: its forms are plain forms it answers, its
// Load More a link to the list with one page more, and a dialog the address opens is drawn open.
import type { APIRequestContext, Page } from '@playwright/test';
import { patientExpect as expect, PHONE, stubOtherHosts, test } from './fixtures';
import { STAFF_PASSWORD } from './staff';

test.use({ javaScriptEnabled: false });

test.describe('without script', () => {
  test.beforeEach(({ page }) => stubOtherHosts(page));

  const cards = (page: Page) => page.getByRole('article');
  const query = (page: Page) => new URL(page.url()).searchParams;
  const cardIds = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby') ?? ''));
  const addresses = (page: Page) =>
    cards(page)
      .getByRole('link', { name: /open in maps/ })
      .allTextContents();

  async function apiItems<T>(request: APIRequestContext, path: string): Promise<T[]> {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    return ((await res.json()) as { items: T[] }).items;
  }

  test.describe('the directory on a 375 px phone', () => {
    test.use({ viewport: PHONE });

    test('Filters opens by its link, a state applies with the form, a search keeps it, and Load More links to the next page', async ({ page, request }) => {
      const inGeorgia = await apiItems<{ id: number; businessType: string }>(request, '/api/listings?state=GA&limit=40');
      expect(inGeorgia.length, 'the demo data has more than 20 businesses in Georgia').toBeGreaterThan(20);

      await page.goto('/search-results');
      await expect(cards(page)).toHaveCount(20);

      // The sheet is part of the page the link opens; its × is a link back.
      await page.getByRole('link', { name: 'Filters' }).click();
      await expect.poll(() => query(page).has('filters')).toBe(true);
      let sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('link', { name: 'Close' }).click();
      await expect(sheet).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');

      await page.getByRole('link', { name: 'Filters' }).click();
      sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Georgia' });
      await sheet.getByRole('button', { name: 'Apply Filters' }).click();
      await expect.poll(() => query(page).get('state')).toBe('GA');
      expect(query(page).has('filters')).toBe(false);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([/Georgia/]);
      await expect(page.getByRole('link', { name: 'Filters, 1 active' })).toBeVisible();
      expect(await cardIds(page)).toEqual(inGeorgia.slice(0, 20).map((l) => `business-${l.id}-name`));
      await expect(page.getByText('Found 20+ businesses')).toBeVisible();

      // Load More: the same page with the first 40.
      const loadMore = page.getByRole('link', { name: 'Load More' });
      await expect(loadMore).toHaveAttribute('href', '/search-results?state=GA&page=2');
      await loadMore.click();
      await expect.poll(() => query(page).get('page')).toBe('2');
      await expect(cards(page)).toHaveCount(Math.min(40, inGeorgia.length));
      expect(await cardIds(page)).toEqual(inGeorgia.slice(0, 40).map((l) => `business-${l.id}-name`));
      for (const address of await addresses(page)) expect(address).toMatch(/,\s*GA\b/);

      // A search from the box keeps the state, and starts again at the first page.
      const word = inGeorgia[0]!.businessType.split(/\W+/)[0]!.toLowerCase();
      await page.getByRole('combobox', { name: 'Search businesses' }).fill(word);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => query(page).get('q')).toBe(word);
      expect(query(page).get('state')).toBe('GA');
      expect(query(page).has('page')).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: `Results for "${word}"` })).toBeVisible();
      const wordInGeorgia = await apiItems<{ id: number }>(request, `/api/listings?q=${word}&state=GA&limit=20`);
      expect(wordInGeorgia.length).toBeGreaterThan(0);
      expect(await cardIds(page)).toEqual(wordInGeorgia.map((l) => `business-${l.id}-name`));
    });
  });

  test('Check Status shows the status of the number sent, and says when there is none', async ({ page, playwright, baseURL }) => {
    // A real number from the demo data: a request waiting for review, as staff see it.
    const staff = await playwright.request.newContext({ baseURL });
    const session = await staff.post('/api/admin/session', { data: { username: 'admin', password: STAFF_PASSWORD } });
    expect(session.status()).toBe(200);
    const [pending] = await apiItems<{ businessName: string; listingNumber: string }>(staff, '/api/admin/listing-requests?status=pending&limit=1');
    await staff.dispose();

    await page.goto('/check-status');
    const box = page.getByLabel('Business listing number');
    await box.fill(` ${pending!.listingNumber.toLowerCase()} `);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('article');
    await expect(result.getByRole('heading', { name: pending!.businessName })).toBeVisible();
    await expect(result.getByText('Pending Review').first()).toBeVisible();
    await expect(
      result.getByText("Your application is currently under review. We'll update the status once our team has reviewed your submission."),
    ).toBeVisible();
    await expect(box).toHaveValue(pending!.listingNumber);

    await box.fill('BL-00000000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => query(page).get('listingNumber')).toBe('BL-00000000');
    await expect(page.getByRole('alert').getByText('No business listing found with that number.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
