// Toasts that say what happened and nothing stale, at 375 and 1280 px: a later successful status look-up
// takes the 'Not Found' of an earlier one away, and leaving a page takes its toasts; an event ending before it starts is refused at its field
// with its own message (and a toast saying so, not 'fill in all required fields'), and no toast follows the
// visitor to the confirmation page; a dialog's messages stay in the dialog, and a toast raised while a
// dialog is open never covers its title, its close button or the buttons at its foot.
import type { Locator, Page } from '@playwright/test';
import { requiredRequest } from '../src/shared/schemas/submission-fixtures';
import { fillFields, patientExpect as expect, SCREENS, test } from './fixtures';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

/** Whether the point at the middle of the element is the element (or inside it): nothing lies over it. */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A listing request sent as List Your Business sends it: its number, pending review. */
async function pendingListingNumber(page: Page): Promise<string> {
  const res = await page.request.post('/api/listing-requests', { data: { ...requiredRequest(), businessName: `Toast Test ${Date.now()}` } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { listingNumber: string }).listingNumber;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`toasts on a ${label}`, () => {
    test.use({ viewport });
    test.slow();

    test("a found listing takes an earlier look-up's 'Not Found' away", async ({ page }) => {
      const listingNumber = await pendingListingNumber(page);
      await page.goto('/check-status');
      const box = page.getByLabel('Business listing number');
      await box.fill('BL-00000000');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(toast(page, 'Not Found')).toContainText('No business listing found with that number.');

      await box.fill(listingNumber);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('article').getByText('Pending Review').first()).toBeVisible();
      await expect(toast(page, 'Not Found')).toHaveCount(0);
      // Nor does it come back: the page shows the listing, and no toast at all.
      await page.waitForTimeout(500);
      await expect(toasts(page)).toHaveCount(0);

      // A blank box is answered by the same one toast, never a pile of them.
      await box.fill('');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(toast(page, 'Please enter a business listing number.')).toHaveCount(1);

      // Leaving the page takes its toast away, well before it would time out (4 s).
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL('/privacy');
      await expect(toasts(page)).toHaveCount(0, { timeout: 1_500 });
    });

    test('an end before the start is refused at its field in its own words; no toast reaches the confirmation', async ({ page }) => {
      await page.goto('/list-community-event');
      await fillFields(page, {
        'Event Name': `Toast check ${Date.now()}`,
        'Organization Name': 'Westside Community Kitchen',
        'Start Time': '18:30',
        'End Time': '17:00',
        'Event Address': '250 Joseph E. Lowery Blvd, Atlanta, GA 30314',
        State: { option: 'GA' },
        Tagline: 'No neighbor goes hungry',
        Cause: 'Fresh groceries for 500 families.',
        'First Name': 'Keisha',
        'Last Name': 'Williams',
      });
      await page.getByLabel(/^Email/).fill('keisha@westsidekitchen.org');
      await page.getByLabel(/^Phone/).fill('(404) 555-0199');
      await page.getByLabel('Start Date').fill(new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10));
      await page.getByRole('combobox', { name: 'Main Topic' }).click();
      await page.getByRole('option', { name: 'Food Security' }).click();

      await page.getByRole('button', { name: 'Submit Event' }).click();
      const endTime = page.getByLabel('End Time');
      await expect(endTime).toHaveAccessibleDescription('The event must end after it starts');
      await expect(endTime).toBeFocused();
      await expect(toast(page, 'Event not submitted')).toContainText('The event must end after it starts');
      await expect(toast(page, 'Please fill in all required fields')).toHaveCount(0);
      // Trying again replaces the toast rather than adding one.
      await page.getByRole('button', { name: 'Submit Event' }).click();
      await expect(toast(page, 'Event not submitted')).toHaveCount(1);

      await endTime.fill('20:00');
      await page.getByRole('button', { name: 'Submit Event' }).click();
      await expect(page).toHaveURL('/event-confirmation');
      await expect(page.getByRole('heading', { level: 1, name: 'Event Submitted Successfully!' })).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
    });

    test('the review dialog says what is wrong inside it, and its close button stays free', async ({ page }) => {
      const res = await page.request.get('/api/listings?sort=newest&limit=1');
      const [business] = ((await res.json()) as { items: { id: number }[] }).items;
      await page.goto(`/reviews/${business!.id}`);
      await page.getByRole('link', { name: 'Write a Review' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Write a Review' });
      await dialog.getByRole('button', { name: 'Submit Review' }).click();

      await expect(dialog.getByText('Please select a rating', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('alert').filter({ hasText: 'Validation Error' })).toContainText('Please fix the errors before submitting');
      await expect(toasts(page)).toHaveCount(0);
      // The corner's × is a link to the page without the dialog (it closes it without script too).
      const close = dialog.getByRole('link', { name: 'Close' });
      expect(await reachable(close)).toBe(true);
      expect(await reachable(dialog.getByRole('heading', { name: 'Write a Review' }))).toBe(true);
      await close.click();
      await expect(dialog).toBeHidden();
    });

    test("a toast raised while a dialog is open keeps clear of the dialog's title and close button", async ({ page }) => {
      const listingNumber = await pendingListingNumber(page);
      await page.goto(`/check-status?listingNumber=${listingNumber}`);
      await page.getByRole('button', { name: 'Edit Business' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Business' });
      await expect(dialog).toBeVisible();

      // Sent unchanged, the dialog itself says why nothing was sent.
      await dialog.getByRole('button', { name: 'Submit Edit Request' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Nothing has changed yet.');
      await expect(toasts(page)).toHaveCount(0);

      await fillFields(dialog, {
        Description: 'Braids, locs and silk presses in the heart of downtown.',
        'Street Address': '12 Peachtree St NE',
        'Phone Number': '(404) 555-0188',
        'Business Email': 'hello@crownglory.com',
      });
      // The server refuses it: that is a toast, raised with the dialog open.
      const refusal = 'An edit request for this listing is already waiting for review.';
      await page.route('**/api/listings/*/edit-requests', (route) => route.fulfill({ status: 409, json: { error: { code: 'conflict', message: refusal } } }));
      await dialog.getByRole('button', { name: 'Submit Edit Request' }).click();
      const failed = toast(page, refusal);
      await expect(failed).toBeVisible();
      await page.waitForTimeout(600);
      const toastBox = (await failed.boundingBox())!;
      const close = dialog.getByRole('button', { name: 'Close' });
      for (const control of [close, dialog.getByRole('heading', { name: 'Edit Business' })]) {
        expect(overlaps(toastBox, (await control.boundingBox())!), 'the toast lies over the dialog').toBe(false);
      }
      expect(await reachable(close)).toBe(true);
      // Nor over the buttons at its foot: the visitor can send again at once.
      expect(await reachable(dialog.getByRole('button', { name: 'Submit Edit Request' }))).toBe(true);

      // Closing the dialog takes its error away.
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(failed).toHaveCount(0);
    });
  });
}
