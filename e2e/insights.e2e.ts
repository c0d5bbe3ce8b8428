// Owners' insights in Chromium at 375 and 1280 px, with a phone browser's user agent (the headless one is
// a robot, never counted). A visitor opens a business page and taps Directions and Website as soon as the
// page shows; the owner signs in and finds the visit and the taps on /account, reads the chart day by day
// with the keyboard, switches to 90 days and downloads the CSV; staff find the same numbers for the
// business in Site Management, beside the whole site's.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Insights } from '../src/shared/insights';
import { longDay } from '../src/web/components/insights/insight-days';
import { actAtLoad, DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test } from './fixtures';
import { signInByEmailLink } from './owners';

interface Countable {
  id: number;
  businessName: string;
  businessEmail: string;
  website: string;
  address: string;
  verifiedOwner: boolean;
}
import { openSection, signInStaff } from './staff';

const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.describe.configure({ timeout: 150_000 });
test.use({ userAgent: PHONE_BROWSER });

test.beforeEach(async ({ context }) => {
  // Maps and websites open in new tabs: answered here, as the test machine has no internet.
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/**
 * A business nobody owns with a website, an address and an e-mail, among the older ones (the other owners' journeys take
 * theirs from the newest hundred); once counted here it is owned, so the next run takes another.
 */
async function businessToCount(page: Page): Promise<Countable> {
  const res = await page.request.get('/api/listings?sort=newest&limit=100&offset=100');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Countable[] };
  const candidate = items.find((l) => !l.verifiedOwner && l.website.trim() && l.businessEmail.trim() && l.address.trim());
  expect(candidate, 'an older business nobody owns, with a website').toBeDefined();
  return candidate!;
}

/** Taps a link that opens a new tab and waits for the page's beacon about it. */
async function tapOut(page: Page, name: string, kind: string) {
  const beacon = page.waitForRequest((request) => request.url().includes('/api/insights/taps') && request.url().includes(`kind=${kind}`));
  const popup = page.waitForEvent('popup');
  await page.getByTestId('visit-actions').getByRole('link', { name }).click();
  await beacon;
  await (await popup).close();
}

/** The demo data's owned business (among the oldest: read from the end). */
async function demoOwnersBusiness(page: Page): Promise<{ id: number; businessName: string }> {
  for (let offset = 0; offset < 1000; offset += 100) {
    const res = await page.request.get(`/api/listings?sort=newest&limit=100&offset=${offset}`);
    const { items } = (await res.json()) as { items: { id: number; businessName: string; verifiedOwner: boolean }[] };
    const owned = items.filter((l) => l.verifiedOwner).sort((a, b) => a.id - b.id)[0];
    if (owned && owned.id > 20 && owned.id < 40) return owned;
    if (!items.length) break;
  }
  throw new Error("The demo owner's business was not found");
}

/** The total named `label` in an insights panel. */
const total = (panel: ReturnType<Page['getByTestId']>, label: string) =>
  panel.getByRole('list', { name: 'Totals' }).getByRole('listitem').filter({ hasText: label });

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`owner insights at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visit and two taps at page load reach the owner, who reads the chart by keyboard and downloads the CSV', async ({ page, context }) => {
      const business = await businessToCount(page);

      // The visitor, on a slow phone, taps as soon as the page shows.
      const visitor = await actAtLoad(await context.newPage());
      await visitor.goto(`/business/${business.id}`);
      await tapOut(visitor, 'Directions', 'directions');
      await tapOut(visitor, 'Website', 'website');
      await visitor.close();

      await signInByEmailLink(page, business.businessEmail);
      const card = page.getByRole('article', { name: business.businessName });
      const panel = card.getByTestId('insights');
      await expect(panel.getByRole('heading', { name: 'What your listing brought' })).toBeVisible();
      // Counts are written every few seconds: the owner looks again until they are there.
      await expect(async () => {
        await page.reload();
        await expect(total(panel, 'Page visits')).toContainText(/Page visits\s*1/, { timeout: 2_000 });
        await expect(total(panel, 'Directions')).toContainText(/Directions\s*1/, { timeout: 1_000 });
        await expect(total(panel, 'Website visits')).toContainText(/Website visits\s*1/, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(total(panel, 'Page visits')).toContainText('Up from none in the previous 30 days');
      await expect(total(panel, 'Calls')).toContainText(/Calls\s*0/);
      await expectNoSeriousViolations(page);

      // The chart, by keyboard: from the period buttons, Tab reaches it; the arrow keys go from day to day.
      const insights = (await (await page.request.get(`/api/account/listings/${business.id}/insights?days=30`)).json()) as Insights;
      const chart = panel.getByTestId('insights-chart');
      await expect(chart).toBeVisible();
      await panel.getByRole('button', { name: '30 days' }).focus();
      for (let i = 0; i < 6 && !(await chart.evaluate((el) => el.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
      expect(await chart.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      const tooltip = chart.locator('.recharts-tooltip-wrapper');
      await page.keyboard.press('ArrowRight');
      await expect(tooltip).toContainText(longDay(insights.daily[1]!.day));
      await page.keyboard.press('ArrowRight');
      await expect(tooltip).toContainText(longDay(insights.daily[2]!.day));
      await expect(tooltip).toContainText('Page visits');

      // Today's numbers in the table too.
      await panel.getByText('Show the numbers by day').click();
      const today = panel.getByRole('row', { name: new RegExp(`^${longDay(insights.to)}`) });
      await expect(today.getByRole('cell').nth(1)).toHaveText('1');

      // 90 days, and its CSV.
      await panel.getByRole('button', { name: '90 days' }).click();
      await expect(panel.getByText('compared with the previous 90 days')).toBeVisible();
      const download = page.waitForEvent('download');
      await panel.getByRole('link', { name: /Download CSV/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^insights-${business.id}-90-days-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const lines = fs
        .readFileSync(await file.path(), 'utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toContain('"Day","Seen in search results","Page visits","Calls"');
      expect(lines).toHaveLength(1 + 90 + 2);
      expect(lines[90]).toMatch(new RegExp(`^"${insights.to}","\\d+","1","0","0","1","1","0","0"$`));
      await page.screenshot({ path: `test-results/insights-owner-${viewport.width}.png`, fullPage: true });
    });

    test('staff see the whole site and any business in Site Management', async ({ page }) => {
      await signInStaff(page);
      await openSection(page, 'Site Management');
      const section = page.getByRole('region', { name: 'Insights' });
      const site = section.getByTestId('insights');
      await expect(site.getByRole('heading', { name: 'All businesses' })).toBeVisible();
      // The demo data's months of counts.
      await expect(total(site, 'Page visits')).not.toContainText(/Page visits\s*0\s/);
      await expect(section.getByTestId('insights-chart')).toBeVisible();
      await expectNoSeriousViolations(page);

      // The demo owner's business, which the demo data gave months of counts.
      const business = await demoOwnersBusiness(page);
      await section.getByRole('combobox').fill(business.businessName.slice(0, 12));
      await section
        .getByRole('option', { name: new RegExp(business.businessName) })
        .first()
        .click();
      await expect(section.getByTestId('insights').getByRole('heading', { name: business.businessName })).toBeVisible();
      const counts = (await (await page.request.get(`/api/admin/listings/${business.id}/insights?days=30`)).json()) as Insights;
      await expect(total(section.getByTestId('insights'), 'Page visits')).toContainText(String(counts.totals.visit));
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/insights-staff-${viewport.width}.png`, fullPage: true });
    });
  });
}
