// The staff journey in Chromium at 375 and 1280 px: the dashboard sends strangers to the login, a wrong
// password is refused, sign-in, approve a submitted business and find it in search, deny another with
// feedback and read that feedback in the e-mail outbox, then log out. axe checks the screens on the way.
import type { APIRequestContext, Page } from '@playwright/test';
import fs from 'node:fs';
import { DESKTOP, expect, expectNoSeriousViolations, PHONE, test } from './fixtures';
import { expectToast, openSection, STAFF_PASSWORD, submitWithToast } from './staff';

/** Submits a business the way List Your Business does; null when that API is not there. */
async function submitBusiness(request: APIRequestContext, businessName: string, businessEmail: string): Promise<string | null> {
  const res = await request.post('/api/listing-requests', {
    data: {
      businessName,
      businessType: 'Restaurants & Food Services',
      description: 'Plates of jollof rice, suya and plantains, made fresh every day.',
      street: '215 Auburn Ave NE',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      phoneNumber: '(404) 555-0142',
      businessEmail,
      businessHours: 'Mon 09:00-17:00, Tue 09:00-17:00, Sat Closed',
      servicesOffered: ['Dine-in', 'Catering'],
      keywords: ['west african'],
      founderFirstName: 'Amara',
      founderLastName: 'Okafor',
      founderBio: 'Cooks her grandmother’s recipes.',
    },
  });
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(201);
  return businessName;
}

/** The business request card of a name, found with the list's search box. */
async function findRequest(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search name, e-mail or listing number' }).fill(name);
  // The search has answered when every card shown is the one searched for: until then the previous list
  // stays on screen, dimmed, and an accessibility check would measure its faded text.
  await expect(page.getByRole('article').filter({ hasNotText: name })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

/** Names of pending requests on the first page, for when businesses cannot be submitted through the API. */
async function pendingNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`admin at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sign in, approve a business and find it in search, deny one and read the feedback in the outbox', async ({ page, request }) => {
      test.setTimeout(120_000);
      const stamp = `${viewport.width}${Date.now().toString(36).slice(-5)}`;
      let approveName = await submitBusiness(request, `Jollof Junction ${stamp}`, `jollof-${stamp}@example.com`);
      let denyName = await submitBusiness(request, `Suya Spot ${stamp}`, `suya-${stamp}@example.com`);

      // Strangers are sent to the login.
      await page.goto('/admin-dashboard');
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login failed', 'Invalid username or password');
      await expect(page).toHaveURL(/\/admin-login$/);

      await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin-dashboard$/);
      await expectToast(page, 'Login successful', 'Welcome to the admin dashboard');
      await expect(page.getByRole('heading', { name: 'Business Requests', level: 2 })).toBeVisible();

      if (!approveName || !denyName) {
        const names = await pendingNames(page);
        expect(names.length, 'pending demo requests to decide on').toBeGreaterThanOrEqual(2);
        [approveName, denyName] = [names[0]!, names[1]!];
      }

      // Approve: listed in the directory at once.
      let card = await findRequest(page, approveName);
      await card.getByRole('button', { name: `View details of ${approveName}` }).click();
      const details = page.getByRole('dialog', { name: approveName });
      await expect(details.getByText('Business Email')).toBeVisible();
      await expectNoSeriousViolations(page); // the dashboard and the details dialog on top
      await details.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: `Approve “${approveName}”` });
      await approve.getByLabel('Message to the requester (optional)').fill('Welcome to the directory!');
      await submitWithToast(page, approve, 'Approve', 'Request approved');
      await expect(page.getByRole('article', { name: approveName })).toBeHidden();

      // Deny: the feedback is required, then e-mailed.
      card = await findRequest(page, denyName);
      await card.getByRole('button', { name: `Deny ${denyName}` }).click();
      const deny = page.getByRole('dialog', { name: `Deny “${denyName}”` });
      const send = deny.getByRole('button', { name: 'Deny and Send Email' });
      await expect(send).toBeDisabled();
      await deny.getByLabel('Feedback').fill('   ');
      await expect(send).toBeDisabled();
      const feedback = `Please add photos of your storefront (${stamp}).`;
      await deny.getByLabel('Feedback').fill(feedback);
      await expect(send).toBeEnabled();
      await send.click();
      await expectToast(page, 'Request denied');
      await expectToast(page, 'Feedback sent', 'Email confirmation has been sent to the requester');
      await expect(deny).toBeHidden();

      // The message waits in the outbox (no mail server in the tests).
      await openSection(page, 'Site Management');
      const message = page.getByRole('button', { name: new RegExp(`About your business listing "${denyName}"`) }).first();
      await message.click();
      await expect(page.getByText(feedback)).toBeVisible();
      // The test server makes nightly backups, so staff see them on.
      await expect(page.getByRole('region', { name: 'Backups' })).toContainText(/Nightly backups are on|Last backup .* backups? kept/);
      // Each tool says in plain words what it does; no setting names outside the technical line.
      await expect(page.getByRole('region', { name: 'Backups' })).toContainText('Every night the server saves a copy');
      await expect(page.getByRole('region', { name: 'Backups' })).not.toContainText('BACKUP_DIR');
      await expect(page.getByRole('region', { name: 'Spreadsheets' })).toContainText('open in Excel, Numbers or Google Sheets');
      await expectNoSeriousViolations(page);

      // The approved listings download as a spreadsheet: a byte-order mark, the old columns, the approved business.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Approved listings/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync(await download.path());
      expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(csv.toString('utf8')).toContain('"Business Name","Business Type"');
      expect(csv.toString('utf8')).toContain(approveName);

      // Logout goes to the login, and the dashboard stays closed.
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin-login$/);
      await page.goto('/admin-dashboard');
      await expect(page).toHaveURL(/\/admin-login$/);

      // The approved business is found by the directory search.
      await page.goto(`/search-results?q=${encodeURIComponent(approveName)}`);
      await expect(page.getByText(approveName).first()).toBeVisible();
    });
  });
}
