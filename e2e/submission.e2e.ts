// Listing a business, on a 375 px phone and a 1280 px screen: a newcomer fills the whole form with
// photos, gets a listing number, copies it, finds it on Check Status as 'Pending Review' and asks for an
// edit; plus the older founder step, the status box's errors, and accessibility of every screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations, fillFields, patientExpect as expect, PHONE, SCREENS, test } from './fixtures';

// Screens of every step, to look at (E2E_SHOTS puts them elsewhere).
const SHOTS = path.resolve(process.env.E2E_SHOTS ?? 'test-results/screens/submission');

let photoDir = '';
const photo = (name: string) => path.join(photoDir, name);

test.beforeAll(async () => {
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  const gradient = (w: number, h: number, a: string, b: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    );
  await sharp(gradient(900, 600, '#d4a017', '#c2410c'))
    .jpeg()
    .toFile(photo('storefront.jpg'));
  await sharp(gradient(500, 500, '#1c1410', '#047857'))
    .png()
    .toFile(photo('team.png'));
  fs.writeFileSync(photo('not-a-photo.jpg'), 'this is text, not an image');
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(() => {
  fs.rmSync(photoDir, { recursive: true, force: true });
});

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The business fields every journey needs. */
async function fillBusiness(page: Page, name: string) {
  await fillFields(page, {
    'Business Name': name,
    'Business Type': { option: 'Beauty & Personal Care' },
    'Street Address': '12 Peachtree St NE',
    City: 'Atlanta',
    State: { option: 'GA' },
    'ZIP Code': '30303',
    'Phone Number': '(404) 555-0188',
    'Business Email': 'hello@crownglory.example',
  });
}

for (const [label, viewport] of SCREENS) {
  test.describe(`listing a business on a ${label}`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('a newcomer lists a business with photos, copies the number, finds it pending and asks for an edit', async ({ page }) => {
      test.setTimeout(150_000);
      const name = `Crown & Glory ${viewport.width}`;
      await page.goto('/list-business');
      await expect(page.getByRole('heading', { level: 1, name: 'List Your Business' })).toBeVisible();
      await expect(page.getByText(/no account required/)).toBeVisible();

      // Sending the empty form names what is missing, next to each field, and stays on the page.
      await page.getByRole('button', { name: 'Submit Business Listing' }).click();
      await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
      await expect(page.getByText('Business name is required')).toBeVisible();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.getByLabel('Business Name')).toBeFocused();
      await shot(page, 'list-business-errors', viewport.width);

      await fillBusiness(page, name);
      await expect(page.getByText('Business name is required')).toBeHidden();
      // The type's suggested services are toggles; the owner adds their own as chips.
      await page.getByRole('button', { name: 'Hair Services' }).click();
      await expect(page.getByRole('button', { name: 'Hair Services' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Makeup' }).click();
      const services = page.getByRole('textbox', { name: /^Services Offered/ });
      await services.fill('  Silk Press ');
      await services.press('Enter');
      await expect(page.getByRole('button', { name: 'Remove Silk Press' })).toBeVisible();
      await page.getByLabel('Description').fill('Natural hair care, braids and locs in the heart of downtown.');
      await page.getByLabel('Website').fill('crownglory.example');

      // Hours start at the defaults; Saturday switched open gets 10:00-16:00.
      await expect(page.getByLabel('Monday opens at')).toHaveValue('09:00');
      await expect(page.getByLabel('Saturday opens at')).toBeHidden();
      await page.getByRole('switch', { name: 'Open on Saturday' }).click();
      await expect(page.getByLabel('Saturday opens at')).toHaveValue('10:00');
      await expect(page.getByLabel('Saturday closes at')).toHaveValue('16:00');

      // Without an EIN social media is stressed; the EIN field shows only with the toggle on.
      await expect(page.getByText(/without an EIN, your social media profiles are how we verify/)).toBeVisible();
      await page.getByLabel(/My business has an EIN/).click();
      await expect(page.getByLabel('EIN', { exact: true })).toHaveAttribute('placeholder', 'XX-XXXXXXX');
      await page.getByLabel('EIN', { exact: true }).fill('12-3456789');
      await expect(page.getByText(/without an EIN/)).toBeHidden();
      await page.getByLabel('Social media platform 1').selectOption('Instagram');
      await page.getByLabel('Username or handle 1').fill('crownglory');
      await page.getByRole('button', { name: 'Add Social Media' }).click();
      await page.getByLabel('Social media platform 2').selectOption('TikTok');

      const keywords = page.getByRole('textbox', { name: /^Keywords/ });
      await keywords.fill('braids');
      await keywords.press('Enter');
      await keywords.fill('Braids');
      await keywords.press('Enter');
      await expect(page.getByText("'Braids' is already added")).toBeVisible();
      await keywords.fill('natural hair,');
      await expect(page.getByRole('list', { name: 'Added keywords' }).getByRole('listitem')).toHaveText(['braids', 'natural hair']);
      await page.getByLabel('Price Level').selectOption({ label: '$$ Moderate' });

      // Two real photos upload with thumbnails; a text file named .jpg is refused with the spec's toast.
      await page.getByLabel('Add photos').setInputFiles([photo('storefront.jpg'), photo('team.png'), photo('not-a-photo.jpg')]);
      await expect(toast(page, 'Upload Error')).toContainText('Failed to upload not-a-photo.jpg');
      await expect(page.getByRole('img', { name: /^Business photo \d$/ })).toHaveCount(2);
      await expect(page.getByText('2 of 10 added.')).toBeVisible();

      await fillFields(page, { 'Founder First Name': 'Ada', 'Founder Last Name': 'Brown', 'Founder Bio': 'Stylist for twenty years.' });
      await shot(page, 'list-business-filled', viewport.width);
      await expectNoSeriousViolations(page);

      // A refusal from the server lands next to its field and keeps everything typed.
      await page.route('**/api/listing-requests', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'validation_failed',
              message: 'Please enter a valid email address',
              fields: { businessEmail: 'Please enter a valid email address' },
            },
          }),
        }),
      );
      await page.getByRole('button', { name: 'Submit Business Listing' }).click();
      await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
      await expect(page.getByLabel('Business Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Business Name')).toHaveValue(name);
      await expect(page.getByRole('img', { name: /^Business photo \d$/ })).toHaveCount(2);
      await page.unroute('**/api/listing-requests');

      await page.getByRole('button', { name: 'Submit Business Listing' }).click();
      await expect(page).toHaveURL(/\/business-confirmation\?listingNumber=BL-\d{8}$/, { timeout: 15_000 });
      const listingNumber = new URL(page.url()).searchParams.get('listingNumber')!;
      await expect(toast(page, `Business listing submitted! Your listing number is ${listingNumber}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Business Submitted Successfully!' })).toBeVisible();
      await expect(page.getByTestId('listing-number')).toHaveText(listingNumber);
      await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
      await expect(page.getByText('Review within 48 hours')).toBeVisible();

      await page.getByRole('button', { name: 'Copy Number' }).click();
      await expect(toast(page, 'Copied!')).toContainText('Business listing number copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(listingNumber);
      await shot(page, 'confirmation', viewport.width);
      await expectNoSeriousViolations(page);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      // The confirmation's Check Status link opens the status of this very number.
      await page.getByRole('main').getByRole('link', { name: 'Check Status' }).click();
      await expect(page).toHaveURL(new RegExp(`/check-status\\?listingNumber=${listingNumber}$`));
      await expect(page.getByRole('article').getByRole('heading', { name })).toBeVisible();

      // Check Status, typed by hand: trimmed, any case, Enter searches.
      await page.goto('/check-status');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('Please enter a business listing number.').first()).toBeVisible();
      const box = page.getByLabel('Business listing number');
      await box.fill(`  ${listingNumber.toLowerCase()}  `);
      await box.press('Enter');
      const result = page.getByRole('article');
      await expect(result.getByRole('heading', { name })).toBeVisible();
      await expect(result.getByText('Pending Review').first()).toBeVisible();
      await expect(
        result.getByText("Your application is currently under review. We'll update the status once our team has reviewed your submission."),
      ).toBeVisible();
      await expect(result.getByRole('img', { name: new RegExp(`photo \\d$`) })).toHaveCount(2);
      // The hours the editor wrote are read back, Saturday included.
      await expect(result.getByRole('listitem').filter({ hasText: 'Saturday' })).toContainText('10:00 AM – 4:00 PM');
      await expect(result.getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('Closed');
      await expect(result.getByText('Hair Services', { exact: true })).toBeVisible();
      await expect(result.getByText('Silk Press', { exact: true })).toBeVisible();
      await expect(result.getByText('Instagram: crownglory')).toBeVisible();
      await expect(result.getByText('TikTok')).toHaveCount(0);
      await shot(page, 'check-status-pending', viewport.width);
      await expectNoSeriousViolations(page);

      // Edit Business: the listing form itself, started from the listing (its photos and founder too); the
      // listing form's rules apply; only what changed is sent; then the edit is pending.
      await result.getByRole('button', { name: 'Edit Business' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Business' });
      await expect(dialog.getByLabel('Business Name')).toHaveValue(name);
      // A listing under review shows no contact details to whoever holds its number: they are typed again.
      await expect(dialog.getByText('the street, phone and email of a listing under review are not shown')).toBeVisible();
      await expect(dialog.getByLabel('Street Address')).toHaveValue('');
      await expect(dialog.getByLabel('Business Email')).toHaveValue('');
      await dialog.getByLabel('Street Address').fill('12 Peachtree St NE');
      await dialog.getByLabel('Business Email').fill('hello@crownglory.example');
      await expect(dialog.getByLabel('Saturday opens at')).toHaveValue('10:00');
      await expect(dialog.getByLabel('Founder First Name')).toHaveValue('Ada');
      await expect(dialog.getByRole('list', { name: 'Uploaded photos' }).getByRole('img')).toHaveCount(2);
      await dialog.getByLabel('Business Name').fill('');
      await dialog.getByRole('button', { name: 'Submit Edit Request' }).click();
      await expect(dialog.getByLabel('Business Name')).toHaveAccessibleDescription(/Business name is required/);
      await shot(page, 'edit-dialog', viewport.width, false);
      await expectNoSeriousViolations(page);
      await dialog.getByLabel('Business Name').fill(name);
      await dialog.getByLabel('Description').fill('Natural hair care, braids, locs and now color too.');
      await dialog.getByLabel('Phone Number').fill('(404) 555-0199');
      await dialog.getByRole('button', { name: 'Submit Edit Request' }).click();
      await expect(toast(page, 'Success')).toContainText('Your edit request has been submitted for review');
      await expect(dialog).toBeHidden();
      await expect(result.getByText('Edit Request Pending Review')).toBeVisible();
      await expect(result.getByRole('button', { name: 'Edit Business' })).toBeDisabled();

      // Every later visit shows the pending edit too.
      await page.reload();
      await expect(page.getByRole('article').getByText('Edit Request Pending Review')).toBeVisible();
      await expect(page.getByRole('article').getByRole('button', { name: 'Edit Business' })).toBeDisabled();
      await shot(page, 'check-status-edit-pending', viewport.width);
    });

    test('an unknown listing number says so', async ({ page }) => {
      await page.goto('/check-status');
      await page.getByLabel('Business listing number').fill('BL-00000000');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(toast(page, 'Not Found')).toContainText('No business listing found with that number.');
      await expect(page.getByRole('alert').filter({ hasText: 'No business listing found with that number.' })).toBeVisible();
      await shot(page, 'check-status-not-found', viewport.width);
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('the older founder step', () => {
  test.use({ viewport: PHONE });

  test('without saved business data it sends the owner back to the form', async ({ page }) => {
    await page.goto('/founder-info');
    await expect(page).toHaveURL(/\/list-business$/);
    await expect(toast(page, 'Business data not found. Please go back and complete the business listing first.')).toBeVisible();
  });

  test('with the business typed, the highlight toggle asks for the founder and the listing is submitted', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/list-business');
    await fillBusiness(page, 'Founder Flow Florist');
    await page.goto('/founder-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Founder Information' })).toBeVisible();
    await expect(page.getByText('Founder Flow Florist')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeHidden();
    await page.getByRole('switch', { name: 'Highlight the founder on my listing' }).click();
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Please add a one-sentence bio')).toBeVisible();
    await fillFields(page, { 'First Name': 'Grace', 'Last Name': 'Hopper', 'One-sentence bio': 'Grace grows every flower she sells.' });
    await shot(page, 'founder-info', PHONE.width);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    await expect(page).toHaveURL(/\/business-confirmation\?listingNumber=BL-\d{8}$/, { timeout: 15_000 });
    await expect(toast(page, 'Your business listing has been submitted successfully and is now under review!')).toBeVisible();
  });
});
