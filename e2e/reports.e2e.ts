// Reports: a visitor reports a problem with a business and a review at page load (the dialog opens from its
// link before the app has taken over), and staff mark a reported business closed from the Reports tab: it
// leaves search and its page says 'Permanently closed' (410 for robots) until they reopen it. On a 375 px
// phone and a 1280 px screen, with axe over the new screens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations, patientExpect as expect, SCREENS, stubOtherHosts, test } from './fixtures';
import { expectToast, openSection, signInStaff } from './staff';

test.describe.configure({ timeout: 120_000 });

const THANKS = 'Thank you, our team will take a look';

interface Listing {
  id: number;
  businessName: string;
  rating: { count: number };
}

async function newestListings(request: APIRequestContext): Promise<Listing[]> {
  const res = await request.get('/api/listings?sort=newest&limit=100');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Listing[] }).items;
}

/** The thanks, as the app's toast or, when the form was posted before the app took over, the page's notice. */
const thanked = (page: Page) => page.getByText(THANKS).first();

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test.describe('a visitor at page load', () => {
      test.use({ early: true });

      test('reports a problem with a business and a review of it', async ({ page }) => {
        await stubOtherHosts(page);
        const all = await newestListings(page.request);
        const business = all.filter((l) => l.rating.count > 0)[viewport.width < 640 ? 0 : 1]!;

        await page.goto(`/business/${business.id}`);
        await page.getByRole('link', { name: 'Report a problem' }).click();
        const dialog = page.getByRole('dialog', { name: 'Report a problem' });
        await expect(dialog).toBeVisible();
        // Sent without a reason: the dialog says so at the field and stays open.
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expect(dialog.getByText('Please choose what is wrong')).toBeVisible();
        await dialog.getByRole('radio', { name: 'Wrong hours' }).check();
        await dialog.getByLabel('Anything to add?').fill('They close at 6 pm on Saturdays now.');
        await dialog.getByRole('button', { name: 'Send report' }).click();
        await expect(thanked(page)).toBeVisible();
        await expect(dialog).toBeHidden();

        const review = page.getByTestId('newest-reviews').getByRole('article').first();
        await review.getByRole('link', { name: /^Report review by / }).click();
        const reviewDialog = page.getByRole('dialog', { name: 'Report review' });
        await expect(reviewDialog).toBeVisible();
        await expect(reviewDialog.getByRole('radio', { name: 'Conflict of interest' })).toBeVisible();
        await reviewDialog.getByRole('radio', { name: 'Spam' }).check();
        await reviewDialog.getByRole('button', { name: 'Send report' }).click();
        await expect(thanked(page)).toBeVisible();
        await expect(reviewDialog).toBeHidden();
      });
    });

    test('staff mark a reported business closed: it leaves search, its page says so, and they reopen it', async ({ page }) => {
      await stubOtherHosts(page);
      const all = await newestListings(page.request);
      // A business of its own per screen, far from those other journeys use.
      const business = all[all.length - (viewport.width < 640 ? 3 : 4)]!;
      const name = business.businessName;
      const reported = await page.request.post(`/api/listings/${business.id}/reports`, { data: { reason: 'closed', note: 'Boarded up, sign gone.' } });
      expect(reported.status()).toBe(201);

      const searchFor = `/search-results?q=${encodeURIComponent(name)}`;
      await page.goto(searchFor);
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

      await signInStaff(page);
      await openSection(page, 'Reports');
      const card = page.getByRole('article', { name });
      await expect(card.getByRole('list', { name: 'Reasons' })).toContainText('Closed for good');
      await expect(card.getByText('Boarded up, sign gone.')).toBeVisible();
      await expectNoSeriousViolations(page);
      await card.getByRole('button', { name: `Mark ${name} closed` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('leaves search');
      await confirm.getByRole('button', { name: 'Mark closed' }).click();
      await expectToast(page, `${name} marked permanently closed`);
      await expect(card).toBeHidden();

      await page.goto(searchFor);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
      const closedPage = await page.goto(`/business/${business.id}`);
      expect(closedPage?.status()).toBe(410);
      await expect(page.getByTestId('closed-notice')).toContainText('Permanently closed');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      // Reopened from the decided reports: back in search.
      await page.goto('/admin-dashboard?tab=reports');
      await page.getByRole('button', { name: /^Decided/ }).click();
      await page
        .getByRole('article', { name })
        .getByRole('button', { name: `Reopen ${name}` })
        .click();
      await expectToast(page, `${name} reopened`);
      expect((await page.goto(`/business/${business.id}`))?.status()).toBe(200);
      await expect(page.getByTestId('closed-notice')).toHaveCount(0);
      await page.goto(searchFor);
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    });
  });
}
