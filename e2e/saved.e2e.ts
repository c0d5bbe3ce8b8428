// Saved businesses, on a 375 px phone and a 1280 px screen: save from a card and from a business's page
// (a tap at load too), the saved page with Remove, the header's count; a shared list opened in another
// browser with 'Add all'; and with no connection, a saved business's page, the offline page and a review
// that could not be sent but keeps what was typed.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { appTookOver, expectNoSeriousViolations, patientExpect as expect, PHONE, SCREENS, stubOtherHosts, test as base } from './fixtures';

/**
 * With no connection Chromium logs each failed load (the live updates, a photo): those are what going
 * offline means. Any other console error, page error or refused script still fails the test.
 */
const test = base.extend({
  failOnConsoleErrors: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|ERR_FAILED|status of 4\d\d/.test(text) || /EventSource/.test(text)) return;
      if (text.startsWith('Failed to load resource') && new URL(message.location().url || 'http://localhost').hostname !== 'localhost') return;
      problems.push(`console.error: ${text} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content security policy refused ${e.violatedDirective}: ${e.blockedURI}`)),
    );
    await use();
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

test.describe.configure({ timeout: 120_000 });

const cards = (page: Page) => page.getByTestId('business-card');
const saveButton = (scope: Page | Locator) => scope.getByRole('button', { name: /^Saved? / });
/** A card's business name (its heading may add words for screen readers, such as a website's new tab). */
const nameOf = (card: Locator) => card.locator('[id^="business-"][id$="-name"]');
const cardName = async (card: Locator) => (await nameOf(card).innerText()).trim();

/** The count the header shows: the heart's badge on wide screens, the menu's row on phones. */
async function expectSavedCount(page: Page, count: number) {
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (!phone) {
    await expect(page.getByTestId('saved-link')).toHaveAccessibleName(count ? `Saved businesses (${count})` : 'Saved businesses');
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: count ? `Saved businesses (${count})` : 'Saved businesses' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** The header's way to /saved: its heart on wide screens, the menu's row on phones. */
async function openSavedFromHeader(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 768) return page.getByTestId('saved-link').click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: /^Saved businesses/ })
    .click();
}

/** Saves the first cards of the directory; their names, newest first. */
async function saveFromDirectory(page: Page, count: number): Promise<string[]> {
  await page.goto('/search-results');
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards(page).nth(i);
    const button = saveButton(card);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toContainText('Saved');
    names.unshift(await cardName(card));
  }
  return names;
}

/** Waits until the offline service worker controls the page and keeps the saved businesses' data. */
async function offlineReady(page: Page, ids: number[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  for (const id of ids) await expect.poll(() => page.evaluate((key) => caches.match(key).then(Boolean), `/api/listings/${id}`)).toBe(true);
}

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('save from a card and from a business page, see them in /saved, remove them', async ({ page }) => {
      await stubOtherHosts(page);
      await page.goto('/saved');
      await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
      await expect(page.getByText(/stay in this browser only/)).toBeVisible();
      await expectNoSeriousViolations(page);

      const [fromCard] = await saveFromDirectory(page, 1);
      await expectSavedCount(page, 1);

      // A business's page: the heart over its photo.
      const other = cards(page).nth(2);
      const otherName = await cardName(other);
      const id = await other.getAttribute('data-listing-id');
      await page.goto(`/business/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
      await saveButton(page).click();
      await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
      await expectSavedCount(page, 2);

      // Newest first, the same cards as the directory's.
      await openSavedFromHeader(page);
      await expect(page).toHaveURL(/\/saved$/);
      await expect(page.getByText('2 businesses saved in this browser, newest first.')).toBeVisible();
      await expect(cards(page)).toHaveCount(2);
      await expect(nameOf(cards(page).nth(0))).toHaveText(otherName);
      await expect(nameOf(cards(page).nth(1))).toHaveText(fromCard!);
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: `Remove ${otherName} from saved` }).click();
      await expect(cards(page)).toHaveCount(1);
      await expectSavedCount(page, 1);
      // The card's own heart removes it too.
      await saveButton(cards(page).first()).click();
      await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
      await expectSavedCount(page, 0);
    });

    test('share the list, open it in another browser and add all', async ({ page, browser, baseURL }) => {
      await stubOtherHosts(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const names = await saveFromDirectory(page, 2);
      await page.goto('/saved');
      await page.getByRole('button', { name: 'Share this list' }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/saved\?ids=\d+,\d+$/);

      const friend: BrowserContext = await browser.newContext({ viewport, baseURL });
      try {
        const other = await friend.newPage();
        await stubOtherHosts(other);
        await other.goto(new URL(link).pathname + new URL(link).search);
        await expect(other.getByRole('heading', { level: 1, name: 'Shared list' })).toBeVisible();
        await expect(cards(other)).toHaveCount(2);
        await expect(nameOf(cards(other).nth(0))).toHaveText(names[0]!);
        await expectNoSeriousViolations(other);
        await other.getByRole('button', { name: 'Add all to my saved' }).click();
        await expect(other.getByText('Added to your saved businesses.')).toBeVisible();
        await other.getByRole('link', { name: 'See them' }).click();
        await expect(other.getByRole('heading', { level: 1, name: 'Saved businesses' })).toBeVisible();
        await expect(cards(other)).toHaveCount(2);

        // A link that is not a list says so and changes nothing.
        await other.goto('/saved?ids=12;drop');
        await expect(other.getByRole('alert')).toContainText('This link is not a list of businesses');
        await expect(other.getByRole('alert')).toContainText('Nothing was added');
        expect(await other.evaluate(() => (JSON.parse(localStorage.getItem('engine:saved') ?? '[]') as unknown[]).length)).toBe(2);
      } finally {
        await friend.close();
      }
    });

    test('with no connection: a saved business opens, other pages show the offline page, a review keeps its text', async ({ page, context }) => {
      await stubOtherHosts(page);
      const [name] = await saveFromDirectory(page, 1);
      const id = Number(await cards(page).first().getAttribute('data-listing-id'));
      await offlineReady(page, [id]);
      // Opened once while the worker is there: its page is kept as well as its data.
      await page.goto(`/business/${id}`);
      // A search made in the app: the worker keeps its results as the last search.
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Search businesses' }).fill('beauty');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search-results\?q=beauty$/);
      await expect(cards(page).first()).toBeVisible();
      const searched = await cardName(cards(page).first());
      await expect
        .poll(() =>
          page.evaluate(() =>
            caches
              .keys()
              .then(async (names) => (await caches.open(names[0]!)).keys())
              .then((keys) => keys.some((key) => key.url.includes('/api/listings?q=beauty'))),
          ),
        )
        .toBe(true);
      // The review form, open before the connection goes.
      await page.goto(`/reviews/${id}?write`);
      const form = page.getByRole('dialog', { name: 'Write a Review' });
      await expect(form).toBeVisible();

      await context.setOffline(true);
      await form.getByRole('radio', { name: /^4 stars/ }).click();
      await form.getByLabel('Your name').fill('Offline Reader');
      await form.getByLabel('Your review').fill('Typed on the train with no signal at all, and still here.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(form.getByText(/This could not be sent: there is no connection/)).toBeVisible();
      await expect(form.getByLabel('Your name')).toHaveValue('Offline Reader');
      await expect(form.getByLabel('Your review')).toHaveValue('Typed on the train with no signal at all, and still here.');

      // The saved business's page, from what was kept.
      await page.goto(`/business/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /You are offline: showing what was saved on \w+ \d+, \d{4}/ })).toBeVisible();

      // The last search, from what was kept.
      await page.goto('/search-results?q=beauty');
      await expect(nameOf(cards(page).first())).toHaveText(searched);

      // Any other page: the offline page, with the saved businesses.
      await page.goto('/news');
      await expect(page).toHaveURL(/\/offline\?from=%2Fnews$/);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: new RegExp(name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
      await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();

      await context.setOffline(false);
      await page.goto('/news');
      await expect(page).toHaveURL(/\/news$/);
    });
  });
}

test('installable: the manifest, its icons and the worker, with the headers and policy they need', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(body).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of body.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toMatch(/const VERSION = '[0-9a-f]{12}';/);
  const policy = (await page.request.get('/')).headers()['content-security-policy'];
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL ?? null))).toMatch(/\/sw\.js$/);
  // Chromium's own verdict, the one Lighthouse's installability audit read: no errors.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test.describe('a tap made as the page appears', () => {
  test.use({ viewport: PHONE, early: true });

  test('Save answers before the app has started, and the app keeps it', async ({ page }) => {
    await stubOtherHosts(page);
    await page.goto('/search-results');
    const card = cards(page).first();
    const name = await cardName(card);
    await saveButton(card).click();
    await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'true');
    // What this journey checks: the app, once it has taken over, keeps the tap made before it.
    await appTookOver(page, 30_000);
    await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'true');
    await expect(saveButton(card)).toContainText('Saved');
    await page.goto('/saved');
    await expect(cards(page)).toHaveCount(1);
    await expect(nameOf(cards(page).first())).toHaveText(name);
  });
});
