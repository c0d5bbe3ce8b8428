// The app shell: home search, navigation on phones and wide screens, redirects, not-found, footer, accessibility.
import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectNoSeriousViolations, PHONE, test } from './fixtures';

const SECTIONS = ['Pop Culture', 'News', 'History', 'New Businesses', 'Get Involved', 'Check Status'];

function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search businesses' });
}

function searchButton(page: Page) {
  return page.getByRole('button', { name: 'Search', exact: true });
}

test.describe('home search', () => {
  test('a blank search does nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('The Engine — The Engine That Gets You');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');

    await searchButton(page).click();
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await searchButton(page).click();
    // Nothing should happen: give a navigation every chance to start, then check it did not.
    await page.waitForTimeout(600);
    expect(pathAndQuery(page)).toBe('/');
    await expect(searchBox(page)).toBeFocused();
  });

  test('the trimmed words go to the search results, encoded', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('  soul food ');
    await searchButton(page).click();
    await expect.poll(() => pathAndQuery(page)).toBe('/search-results?q=soul%20food');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a popular category searches for its business type', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link', { name: 'Beauty' }).click();
    await expect.poll(() => pathAndQuery(page)).toBe(`/search-results?q=${encodeURIComponent('Beauty & Personal Care')}`);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the home page shows the six sections under Explore, and the menu lists them too', async ({ page }) => {
    await page.goto('/');
    const explore = page.getByRole('region', { name: 'Explore' });
    await expect(explore.getByRole('heading', { name: 'Explore' })).toBeVisible();
    for (const name of SECTIONS) await expect(explore.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(explore.getByRole('link')).toHaveCount(6);

    await expect(page.getByRole('banner').getByRole('link', { name: 'List Your Business' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of SECTIONS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'History', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(page).toHaveTitle('History · The Engine');
  });

  test('a new screen starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('axe finds no serious or critical problems on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the top navigation shows the six sections and the Explore grid is gone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const name of SECTIONS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Explore' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'New Businesses' }).click();
    await expect(page).toHaveURL(/\/new-businesses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Businesses' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'New Businesses' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('link', { name: 'List Your Business' }).click();
    await expect(page).toHaveURL(/\/list-business$/);
    await page.getByRole('banner').getByRole('link', { name: 'The Engine home' }).click();
    await expect.poll(() => pathAndQuery(page)).toBe('/');
  });

  test('axe finds no serious or critical problems on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('routes', () => {
  test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect.poll(() => pathAndQuery(page)).toBe('/');
  });

  test('/sign-up ends at /list-business', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/list-business$/);
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Business' })).toBeVisible();
  });

  test('/admin.{site} ends at /admin-login', async ({ page }) => {
    await page.goto('/admin.example');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('unknown paths under the admin prefixes show the admin login', async ({ page }) => {
    await page.goto('/admin-dashboard/anything');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('/privacy and /terms say Coming Soon', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Privacy · The Engine');
    await page.goto('/terms');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  });

  // Every other screen of the route table answers with a page of its own, not the not-found screen.
  for (const path of [
    '/search',
    '/founder-info',
    '/pop-culture',
    '/news',
    '/get-involved',
    '/list-community-event',
    '/event-confirmation',
    '/business-confirmation?listingNumber=BL-12345678',
    '/blog/news/1',
    '/reviews/1',
    '/business/1',
    '/check-status',
    '/admin-login',
  ]) {
    test(`${path} has a screen of its own`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible({ timeout: 15_000 });
      await expect(heading).not.toHaveText('Oops! Page not found');
      await expect(page).toHaveTitle(/ · The Engine$/);
    });
  }
});

test('the footer shows the support e-mail and phone', async ({ page, request }) => {
  const site = (await (await request.get('/api/site')).json()) as { supportEmail: string; supportPhone: string };
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Questions or Community Support?' })).toBeVisible();
  await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  await expect(footer.getByRole('link', { name: site.supportPhone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
});
