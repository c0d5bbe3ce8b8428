// Business owners claim their listing, in Chromium at 375 and 1280 px. An owner signs in with the link
// e-mailed to them (read from the tests' own inbox: staff see sign-in links only redacted), claims a demo listing whose
// business e-mail is not theirs with a note and a document photo, and staff approve it in the Owner Claims
// tab; the business page then says 'Verified owner' (also in its structured data). An owner whose e-mail
// is the listing's business e-mail owns it as soon as the e-mailed link signs them in.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expect, expectNoSeriousViolations, patientExpect, PHONE, test, waitForAppOnLoad } from './fixtures';
import { openSection, signInStaff, submitWithToast } from './staff';
import { signInLinkFor } from './mail';

interface PublicListing {
  id: number;
  businessName: string;
  businessEmail: string;
  verifiedOwner: boolean;
}

async function listing(request: APIRequestContext, id: number): Promise<PublicListing> {
  const res = await request.get(`/api/listings/${id}`);
  expect(res.status(), `demo listing ${id}`).toBe(200);
  const found = (await res.json()) as PublicListing;
  expect(found.verifiedOwner, `${found.businessName} has no owner yet`).toBe(false);
  return found;
}

/** A page of its own (own cookies) at the test's width: the staff member beside the owner. */
async function staffPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'America/New_York' });
  const page = waitForAppOnLoad(await context.newPage());
  await signInStaff(page);
  return page;
}

/** From the business page, signed out: 'Own this business?' leads to the sign-in, the e-mailed link back here. */
async function signInFromBusinessPage(page: Page, business: PublicListing, email: string) {
  await page.goto(`/business/${business.id}`);
  const entry = page.getByTestId('owner-entry');
  await expect(entry).toContainText('no password');
  await entry.getByRole('link', { name: 'Own this business?' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/sign-in\\?next=/business/${business.id}$`));
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await page.goto((await signInLinkFor(email)).path);
  await patientExpect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
}

/** The page under an open dialog: dimmed by its overlay and hidden from assistive technology meanwhile. */
const BEHIND_DIALOG = '[data-aria-hidden="true"]';

const headerBadge = (page: Page) => page.locator('h1').locator('..').getByText('Verified owner', { exact: true });

/** A small photo standing in for a business licence. */
const documentPhoto = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 240, g: 232, b: 214 } } })
    .png()
    .toBuffer();

for (const viewport of [PHONE, DESKTOP]) {
  // Each width claims listings of its own: both runs share one server and its data.
  const [claimedId, matchedId] = viewport === PHONE ? [2, 3] : [4, 5];

  test.describe(`owner claims at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an owner claims with a note and a document, staff approve it, the page says Verified owner', async ({ page, browser, request }) => {
      test.setTimeout(150_000);
      const business = await listing(request, claimedId);
      const email = `owner-${viewport.width}-${Date.now().toString(36)}@example.com`;
      const staff = await staffPage(browser, viewport);

      const pendingBefore = ((await (await staff.request.get('/api/admin/counts')).json()) as { claims: { pending: number } }).claims.pending;
      await signInFromBusinessPage(page, business, email);
      await expect(headerBadge(page)).toHaveCount(0);

      // Signed in: the entry opens the claim dialog; the e-mail differs, so a note is required.
      // The map's tiles come from outside; the sign-in page's toast may still be sliding in.
      await expectNoSeriousViolations(page, { exclude: '.leaflet-container, [data-sonner-toaster]' });
      await page.getByRole('button', { name: 'Own this business?' }).click();
      const dialog = page.getByRole('dialog', { name: `Claim ${business.businessName}` });
      await expect(dialog).toContainText(email);
      await expect(dialog).toContainText('our team checks your claim');
      await dialog.getByRole('button', { name: 'Send my claim' }).click();
      await expect(dialog.getByText(/Tell us how you are connected to this business/)).toBeVisible();
      await expectNoSeriousViolations(page, { exclude: BEHIND_DIALOG });

      const note = `I opened this business in 2019 and still run it every day (${viewport.width}).`;
      await dialog.getByLabel(/How are you connected to this business/).fill(note);
      await dialog
        .getByLabel('Document photo (optional)', { exact: true })
        .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: await documentPhoto() });
      await expect(dialog.getByRole('img', { name: 'Document photo (optional) 1' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Send my claim' }).click();
      await expect(dialog.getByRole('status')).toContainText('Our team will review your claim');
      await expect(dialog.getByRole('link', { name: 'Go to your account' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // A second claim for the same listing is refused with the server's words.
      await page.getByRole('button', { name: 'Own this business?' }).click();
      await dialog.getByLabel(/How are you connected to this business/).fill(note);
      await dialog.getByRole('button', { name: 'Send my claim' }).click();
      await expect(dialog.getByRole('alert')).toContainText('already waiting for review');
      await page.keyboard.press('Escape');

      // Staff: the Owner Claims tab counts it and shows the claimant, the note, the photo and the e-mail check.
      await staff.reload();
      if (viewport.width >= 640) {
        await expect(staff.getByRole('tab', { name: /^Owner Claims/ }).getByLabel(`${pendingBefore + 1} pending`)).toBeVisible();
      } else {
        await staff.getByRole('combobox', { name: 'Dashboard section' }).click();
        await expect(staff.getByRole('option', { name: `Owner Claims (${pendingBefore + 1})` })).toBeVisible();
        await staff.keyboard.press('Escape');
      }
      await openSection(staff, 'Owner Claims');
      await expect(staff.getByRole('heading', { name: 'Owner Claims', level: 2 })).toBeVisible();
      await staff.getByRole('searchbox', { name: 'Search business, listing number or e-mail' }).fill(email);
      const card = staff.getByRole('article', { name: business.businessName });
      await expect(card).toContainText(email);
      await expect(card).toContainText(note);
      await expect(card).toContainText(`Business e-mail differs: ${business.businessEmail}`);
      // The search has answered (only this claim is listed) and the list is no longer dimmed.
      await expect(staff.getByRole('region', { name: 'Owner Claims' }).getByRole('article')).toHaveCount(1);
      await expect(staff.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(card.locator('..')).toHaveCSS('opacity', '1');
      await expectNoSeriousViolations(staff);
      await card.getByRole('button', { name: `Open the document photo for ${business.businessName} large` }).click();
      const photo = staff.getByRole('dialog', { name: 'Document photo' });
      await expect(photo.getByRole('img', { name: `Document sent with the claim for ${business.businessName}` })).toBeVisible();
      await expectNoSeriousViolations(staff, { exclude: BEHIND_DIALOG });
      await staff.keyboard.press('Escape');

      await card.getByRole('button', { name: `Approve ${business.businessName}` }).click();
      const approve = staff.getByRole('dialog', { name: `Approve “${business.businessName}”` });
      await expect(approve).toContainText(`${email} becomes the verified owner`);
      await approve.getByLabel('Message to the requester (optional)').fill('Welcome! Your listing is yours to keep current.');
      await submitWithToast(staff, approve, 'Approve', 'Claim approved');

      // The owner's page now says so, and so does its structured data.
      await page.reload();
      await expect(headerBadge(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage this listing' })).toBeVisible();
      const html = await (await request.get(`/business/${business.id}`)).text();
      expect(html).toContain('"name":"Verified owner"');

      // And the staff list shows the decision with the feedback sent.
      await staff.getByRole('button', { name: 'Approved', exact: false }).first().click();
      await expect(staff.getByRole('article', { name: business.businessName })).toContainText('Welcome! Your listing is yours to keep current.');
      await staff.context().close();
    });

    test('an owner whose e-mail is the business e-mail owns it on signing in', async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const business = await listing(request, matchedId);
      const staff = await staffPage(browser, viewport);

      // Back on the business page from the e-mailed link, the listing is theirs: nothing is left to claim.
      await signInFromBusinessPage(page, business, business.businessEmail);
      await expect(headerBadge(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage this listing' })).toHaveAttribute('href', `/account/listings/${business.id}`);
      await expect(page.getByRole('button', { name: 'Own this business?' })).toHaveCount(0);
      await expectNoSeriousViolations(page, { exclude: '.leaflet-container, [data-sonner-toaster]' });

      // A new name from the verified owner reaches staff marked as theirs.
      const sent = await page.evaluate(async (id) => {
        const { csrfToken } = (await (await fetch('/api/account')).json()) as { csrfToken: string };
        const listing = (await (await fetch(`/api/account/listings/${id}`)).json()) as { listing: Record<string, string> };
        const { businessName, businessType, street, city, state, zipCode } = listing.listing;
        const body = { businessName: `${businessName} & Co`, businessType, street: street ?? '', city, state, zipCode };
        const res = await fetch(`/api/account/listings/${id}/edit-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
          body: JSON.stringify(body),
        });
        return res.status;
      }, business.id);
      expect(sent).toBe(201);
      await staff.reload();
      await openSection(staff, 'Edit Requests');
      await staff.getByRole('searchbox', { name: 'Search business name or listing number' }).fill(business.businessName);
      await expect(staff.getByRole('article', { name: business.businessName })).toContainText('From the verified owner');
      await staff.context().close();

      // The owner answers a review: an open reviews page shows the response without a reload.
      const review = await request.post(`/api/listings/${business.id}/reviews`, {
        data: { username: 'Keisha M', rating: 5, content: 'Friendly, quick and fairly priced. I will be back.' },
      });
      expect(review.status(), await review.text()).toBe(201);
      await page.goto(`/reviews/${business.id}`);
      const first = page.getByTestId('review-list').getByRole('article').first();
      await expect(first).toBeVisible();
      await expect(first.getByRole('region', { name: 'Response from the owner' })).toHaveCount(0);
      const answer = `Thank you for coming in, we hope to see you again soon (${viewport.width}).`;
      const answered = await page.evaluate(
        async ([id, body]) => {
          const { csrfToken } = (await (await fetch('/api/account')).json()) as { csrfToken: string };
          const { items } = (await (await fetch(`/api/listings/${id}/reviews?limit=1`)).json()) as { items: { id: number }[] };
          const res = await fetch(`/api/account/reviews/${items[0]!.id}/reply`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
            body: JSON.stringify({ body }),
          });
          return res.status;
        },
        [business.id, answer] as const,
      );
      expect(answered).toBe(201);
      const response = first.getByRole('region', { name: 'Response from the owner' });
      await patientExpect(response).toContainText(answer);
      await expect(response.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    });
  });
}
