// Suggestions as the visitor types: on a 375 px phone a misspelt business name typed on the home page
// reaches the business by the keyboard alone (type, ArrowDown, Enter); on a 1280 px screen the directory's
// box suggests a business type, Escape closes the list, and choosing the type searches for it. Both check
// the combobox's states and run axe on the open list.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** A demo business (seeded, approved) and how a hurried visitor spells it: one letter dropped from its longest word. */
const BUSINESS = 'Fade Theory Barbershop';
const MISSPELT = 'Fade Theory Barbershp';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

async function businessId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/listings?q=${encodeURIComponent(name)}&limit=20`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; businessName: string }[] };
  const found = items.find((item) => item.businessName === name);
  expect(found, `${name} is in the demo data`).toBeTruthy();
  return found!.id;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
/** The polite announcement of how many suggestions there are. */
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ suggestions?$/ });

/** The open list's combobox states: expanded, controlling the list, announced, no option active yet. */
async function expectOpenList(page: Page, box: Locator): Promise<Locator> {
  const list = suggestionList(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const count = await list.getByRole('option').count();
  await expect(announcement(page)).toHaveText(count === 1 ? '1 suggestion' : `${count} suggestions`);
  return list;
}

/** Presses ArrowDown until `option` is the active one, checking aria-activedescendant follows each press. */
async function arrowDownTo(page: Page, box: Locator, list: Locator, option: Locator) {
  const names = await list.getByRole('option').allTextContents();
  const target = await option.textContent();
  const index = names.indexOf(target!);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) {
    await page.keyboard.press('ArrowDown');
    const active = list.getByRole('option').nth(i);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  }
}

test.describe('suggestions on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('a misspelt business name typed on the home page reaches the business by the keyboard alone', async ({ page, request }, testInfo) => {
    const id = await businessId(request, BUSINESS);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search businesses' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await page.keyboard.type(MISSPELT, { delay: 40 });

    const list = await expectOpenList(page, box);
    const option = list.getByRole('option', { name: new RegExp(`^${escapeRegExp(BUSINESS)}\\s*, Business, `) });
    await expect(option).toBeVisible();
    // Big enough for a thumb.
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('open-list-375.png') });
    await expectNoSeriousViolations(page);

    await arrowDownTo(page, box, list, option);
    await expect(option).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/business/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  });
});

test.describe('suggestions on a 1280 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the directory box suggests a type; Escape closes the list, a second empties the box, and choosing the type searches it', async ({ page }, testInfo) => {
    await page.goto('/search-results?q=hair');
    const box = page.getByRole('combobox', { name: 'Search businesses' });
    await expect(box).toHaveValue('hair');
    await box.fill('');
    await box.pressSequentially('beau', { delay: 40 });

    const list = await expectOpenList(page, box);
    const type = list.getByRole('option', { name: /^Beauty & Personal Care\s*, Type$/ });
    await expect(type).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('open-list-1280.png') });
    await expectNoSeriousViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('beau');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('beau', { delay: 40 });
    await expectOpenList(page, box);
    await arrowDownTo(page, box, list, type);
    await page.keyboard.press('Enter');
    // The directory's own search: the chosen type becomes q, the page's filters kept.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Beauty & Personal Care');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for "Beauty & Personal Care"' })).toBeVisible();
  });
});
