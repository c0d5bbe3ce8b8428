// A visitor on a busy phone acts before the app has taken over the server's page: each step comes 50 ms
// after the page's load event on a 4x slower CPU (fixtures' actAtLoad), whether or not the app runs yet.
// The directory's search box and Filters sheet, Load More, Check Status, New Businesses and a category
// page's search each still give the right answer, and text typed at once is kept and used by the app.
import type { APIRequestContext, Page } from '@playwright/test';
import { appTookOver, patientExpect as expect, PHONE, stubOtherHosts, test } from './fixtures';
import { STAFF_PASSWORD } from './staff';

test.use({ early: true });
// A slow CPU on a shared machine: room for every load, never a wrong answer.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => stubOtherHosts(page));

const cards = (page: Page) => page.getByRole('article');
const addressQuery = (page: Page) => new URL(page.url()).searchParams;
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby') ?? ''));
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test.describe('acting at once on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('a search typed and sent at once, then a state chosen in Filters, lists the matches in that state', async ({ page, request }) => {
    // A word of a Georgia business's type: some of its matches are in Georgia, and not all.
    const [inGeorgia] = (await json<{ items: { businessType: string }[] }>(request, '/api/listings?state=GA&limit=1')).items;
    const word = inGeorgia!.businessType.split(/\W+/)[0]!.toLowerCase();
    const expected = await json<{ items: { id: number }[] }>(request, `/api/listings?q=${word}&state=GA&limit=20`);
    expect(expected.items.length).toBeGreaterThan(0);

    await page.goto('/search-results');
    await page.getByRole('combobox', { name: 'Search businesses' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => addressQuery(page).get('q')).toBe(word);
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${word}"` })).toBeVisible();

    await page.getByRole('link', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Georgia' });
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();

    await expect.poll(() => addressQuery(page).get('state')).toBe('GA');
    expect(addressQuery(page).get('q')).toBe(word);
    expect(addressQuery(page).has('filters')).toBe(false);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `Results for "${word}"` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([/Georgia/]);
    // The cards are the API's answer to the same search, in its order.
    await expect.poll(() => cardIds(page)).toEqual(expected.items.map((l) => `business-${l.id}-name`));
  });

  test('Load More tapped at once brings the next 20 under the first, none twice', async ({ page }) => {
    await page.goto('/search-results');
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(40);
    expect(new Set(await cardIds(page)).size).toBe(40);
    await expect(page.getByText(/^Found 40\+? businesses$/)).toBeVisible();
    // The first twenty are the same ones, in the same order, as before.
    const first = await json<{ items: { id: number }[] }>(page.request, '/api/listings?limit=20');
    expect((await cardIds(page)).slice(0, 20)).toEqual(first.items.map((l) => `business-${l.id}-name`));
  });

  test('text typed right at load is still in the box once the app runs, and the app searches it', async ({ page }) => {
    await page.goto('/search-results');
    const typedEarly = !(await hydrated(page));
    const box = page.getByRole('combobox', { name: 'Search businesses' });
    await box.pressSequentially('beauty', { delay: 20 });
    await appTookOver(page, 30_000);
    await expect(box).toHaveValue('beauty');
    test.info().annotations.push({ type: 'typed before the app ran', description: String(typedEarly) });

    // The app's own search (no new page): it read the kept text.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "beauty"' })).toBeVisible();
    expect(addressQuery(page).get('q')).toBe('beauty');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test('Check Status answers a listing number typed and sent at once', async ({ page, playwright, baseURL }) => {
  // A real number from the demo data: a request waiting for review, as staff see it.
  const staff = await playwright.request.newContext({ baseURL });
  const session = await staff.post('/api/admin/session', { data: { username: 'admin', password: STAFF_PASSWORD } });
  expect(session.status()).toBe(200);
  const pending = await json<{ items: { businessName: string; listingNumber: string }[] }>(staff, '/api/admin/listing-requests?status=pending&limit=1');
  await staff.dispose();
  const { businessName, listingNumber } = pending.items[0]!;

  await page.goto('/check-status');
  await page.getByLabel('Business listing number').fill(listingNumber.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const result = page.getByRole('article');
  await expect(result.getByRole('heading', { name: businessName })).toBeVisible();
  await expect(result.getByText('Pending Review').first()).toBeVisible();
  await expect(
    result.getByText("Your application is currently under review. We'll update the status once our team has reviewed your submission."),
  ).toBeVisible();
  expect(addressQuery(page).get('listingNumber')?.toUpperCase()).toBe(listingNumber);
});

test('New Businesses: words and a category chosen at once, then Search, list the matching businesses', async ({ page, request }) => {
  const newest = await json<{ items: { businessName: string; businessType: string }[] }>(request, '/api/listings?sort=newest&limit=40');
  const target = newest.items[5]!;
  const query = new URLSearchParams({ sort: 'newest', limit: '20', q: target.businessName, type: target.businessType });
  const expected = await json<{ items: { businessName: string }[] }>(request, `/api/listings?${query}`);
  expect(expected.items.map((l) => l.businessName)).toContain(target.businessName);

  await page.goto('/new-businesses');
  await page.getByRole('combobox', { name: 'Search' }).fill(target.businessName);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: target.businessType });
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect.poll(() => addressQuery(page).get('q')).toBe(target.businessName);
  await expect.poll(() => addressQuery(page).get('type')).toBe(target.businessType);
  // The cards are the API's answer to the same words and category.
  await expect(page.getByTestId('new-business-card').getByRole('heading', { level: 2 })).toHaveText(expected.items.map((l) => l.businessName));
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue(target.businessName);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(target.businessType);
});

test('a category page searches the words typed and sent at once', async ({ page, request }) => {
  const history = await json<{ items: { title: string }[] }>(request, '/api/articles?category=History&limit=24');
  const keyword = history.items[2]!.title.match(/[A-Za-z]{6,}/)![0];
  const found = await json<{ items: { title: string }[] }>(request, `/api/articles?category=History&limit=24&q=${encodeURIComponent(keyword)}`);
  expect(found.items.length).toBeLessThan(history.items.length);

  await page.goto('/history');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(keyword);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => addressQuery(page).get('q')).toBe(keyword);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText(found.items.map((a) => a.title));
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(keyword);
});
