// The business owner's journey in Chromium at 375 and 1280 px: /account sends a stranger to the sign-in
// page, which asks for an e-mail and says to check it; a used-up link is refused with the e-mail form again;
// the e-mailed link (read from the outbox) signs in and lands on /account, which says 'We found your
// business': the listing whose business e-mail is the owner's is theirs already. The header (the phone
// menu on phones) shows the owner's e-mail with 'My listings' and 'Sign out'. The owner changes the
// listing's hours and sees them on the public page at once, answers a review and sees 'Response from the
// owner' on the reviews page, asks for a name change, and signs out from the header: it offers 'Sign in' again.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SIGN_IN_LINK_INVALID, SIGN_IN_SENT } from '../src/shared/schemas/account';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test } from './fixtures';
import { expectToast, submitWithToast } from './staff';
import { signInLinkFor } from './mail';
import { claimAsOwner, unownedBusinesses } from './owners';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/** A reviewed business nobody owns, a different one for each screen width. */
async function unownedBusiness(request: APIRequestContext, slot: number) {
  const candidates = (await unownedBusinesses(request)).filter((l) => l.rating.count >= 1);
  expect(candidates.length).toBeGreaterThan(slot);
  return candidates[slot]!;
}

async function askForLink(page: Page, email: string) {
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(SIGN_IN_SENT)).toBeVisible();
}

/** The account entry: in the header from 768 px, in the phone menu (opened here) below. */
async function openAccountEntry(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

for (const [slot, viewport] of [PHONE, DESKTOP].entries()) {
  test.describe(`business owner at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signs in with an e-mailed link, keeps the listing current and answers a review', async ({ page, request }) => {
      const business = await unownedBusiness(request, slot);
      const email = business.businessEmail;

      // A stranger is sent to sign in, and comes back to /account afterwards.
      await page.goto('/account');
      await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/);
      await expect(page.getByRole('heading', { name: 'Business owner sign-in' })).toBeVisible();
      await expectNoSeriousViolations(page);

      // The shared rules check the address before anything is sent.
      await page.getByLabel('Your e-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await expect(page.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeHidden();

      await askForLink(page, email);
      await expectNoSeriousViolations(page);
      const first = await signInLinkFor(email);

      // A link that does not work says so and offers the form again.
      await page.goto('/account/sign-in?token=this-link-was-never-sent');
      await expect(page.getByRole('alert').filter({ hasText: SIGN_IN_LINK_INVALID })).toBeVisible();
      await expect(page.getByLabel('Your e-mail')).toBeVisible();
      await expect(page).not.toHaveURL(/token=/);

      // Signed out, the header (or the phone menu) offers 'Sign in'.
      const phone = viewport.width < 768;
      let entry = await openAccountEntry(page, phone);
      await expect(entry.getByRole('link', { name: 'Sign in' })).toBeVisible();
      if (phone) await page.keyboard.press('Escape');
      // Where the header's last button sits: the owner's e-mail takes the place of 'Sign in' without moving it.
      const listButton = page.getByRole('banner').getByRole('link', { name: 'List Your Business' });
      const signedOutBox = await listButton.boundingBox();

      // The real link signs in by itself and lands on the owner's home, which found the owner's listing.
      await page.goto(first.path);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Your businesses', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(`Signed in as ${email}`)).toBeVisible();
      const found = page.getByRole('region', { name: 'We found your business' });
      await expect(found).toBeVisible();
      await expect(found.getByRole('link', { name: business.businessName })).toHaveAttribute('href', `/account/listings/${business.id}`);
      await expect(page.getByText('No listings yet')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      // The header (the phone menu) now shows who is signed in, with 'My listings' and 'Sign out'.
      entry = await openAccountEntry(page, phone);
      if (!phone) {
        await entry.getByRole('button', { name: `Signed in as ${email}` }).click();
        entry = page.getByRole('menu');
        await expect(entry.getByRole('menuitem', { name: 'My listings' })).toBeVisible();
        await expect(entry.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      } else {
        await expect(entry.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/account');
        await expect(entry.getByRole('button', { name: 'Sign out' })).toBeVisible();
      }
      await expect(entry.getByText(`Signed in as ${email}`)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      expect(await listButton.boundingBox()).toEqual(signedOutBox);

      // Followed again, the used link is refused; signed in already, the owner simply goes on to /account.
      await page.goto(first.path);
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole('heading', { name: 'Your businesses', level: 1 })).toBeVisible();

      // Signed in, the sign-in page goes straight on to /account.
      await page.goto('/account/sign-in');
      await expect(page).toHaveURL(/\/account$/);

      // The review e-mail setting is saved on the server.
      const alerts = page.getByRole('switch', { name: 'E-mail me when a review arrives' });
      await expect(alerts).toBeVisible();
      const wasOn = (await alerts.getAttribute('aria-checked')) === 'true';
      await alerts.click();
      await expectToast(page, wasOn ? 'Review e-mails are off' : 'Review e-mails are on');
      await page.reload();
      await expect(page.getByRole('switch', { name: 'E-mail me when a review arrives' })).toHaveAttribute('aria-checked', wasOn ? 'false' : 'true');

      // The sign-in made the owner its verified owner already: claiming it again is refused.
      const claimed = await claimAsOwner(page, business.id);
      expect(claimed.status(), await claimed.text()).toBe(409);

      const card = page.getByRole('article', { name: business.businessName });
      await expect(card).toBeVisible();
      await expect(card.getByText('Approved')).toBeVisible();
      await expectNoSeriousViolations(page);

      // Answer the newest review publicly.
      const review = card.getByRole('article', { name: /^Review by / }).first();
      await expect(review).toBeVisible();
      const reviewer = ((await review.getAttribute('aria-label')) ?? '').replace(/^Review by /, '');
      const answer = `Thank you for visiting us, ${reviewer}! See you again soon (${viewport.width}).`;
      await card
        .getByRole('button', { name: `Answer publicly to ${reviewer}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Answer publicly' });
      await dialog.getByLabel('Your answer').fill('Thanks');
      await dialog.getByRole('button', { name: 'Publish answer' }).click();
      await expect(dialog.getByText('Please write at least 10 characters')).toBeVisible();
      await dialog.getByLabel('Your answer').fill(answer);
      await expectNoSeriousViolations(page);
      await submitWithToast(page, dialog, 'Publish answer', 'Your answer is published');
      await expect(card.getByText('Response from the owner').first()).toBeVisible();
      await expect(card.getByText(answer)).toBeVisible();

      // The edit page: hours go live at once.
      await card.getByRole('link', { name: /^Edit listing/ }).click();
      await expect(page).toHaveURL(new RegExp(`/account/listings/${business.id}$`));
      await expect(page.getByRole('heading', { name: business.businessName, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Changes that go live at once' })).toBeVisible();
      const weekly = page.getByRole('button', { name: 'Use the weekly schedule' });
      if (await weekly.isVisible()) await weekly.click();
      const sunday = page.getByRole('switch', { name: 'Open on Sunday' });
      if ((await sunday.getAttribute('aria-checked')) !== 'true') await sunday.click();
      await page.getByLabel('Sunday opens at').fill('11:15');
      await page.getByLabel('Sunday closes at').fill('15:45');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Your listing is updated');

      await page.goto(`/business/${business.id}`);
      const sundayRow = page.locator('dt', { hasText: /^Sunday/ }).locator('xpath=..');
      await expect(sundayRow).toContainText('11:15 AM – 3:45 PM');

      // The answer is on the public reviews page.
      await page.goto(`/reviews/${business.id}`);
      await expect(page.getByText('Response from the owner').first()).toBeVisible();
      await expect(page.getByText(answer)).toBeVisible();

      // Name, type and address go to staff; a second request while one waits is refused.
      await page.goto(`/account/listings/${business.id}`);
      const checked = page.locator('#owner-checked-form');
      await checked.getByLabel('Business Name').fill(`${business.businessName} & Co`);
      await checked.getByRole('button', { name: 'Send to our team' }).click();
      await expect(checked.getByText('Sent to our team; the listing keeps its current details until they approve.')).toBeVisible();
      await checked.getByRole('button', { name: 'Send to our team' }).click();
      await expect(checked.getByRole('alert')).toBeVisible();

      // The public page keeps the name until staff approve; /account says a change is waiting.
      await page.goto(`/business/${business.id}`);
      await expect(page.getByRole('heading', { name: business.businessName, level: 1 })).toBeVisible();
      await page.goto('/account');
      await expect(card.getByText(/A change of name, type or address is waiting/)).toBeVisible();

      // 'My listings' leads home from any page; signing out there closes the owner's pages.
      await page.goto(`/business/${business.id}`);
      entry = await openAccountEntry(page, phone);
      if (!phone) {
        await entry.getByRole('button', { name: `Signed in as ${email}` }).click();
        await page.getByRole('menuitem', { name: 'My listings' }).click();
      } else {
        await entry.getByRole('link', { name: 'My listings' }).click();
      }
      await expect(page).toHaveURL(/\/account$/);
      await expect(card).toBeVisible();
      entry = await openAccountEntry(page, phone);
      if (!phone) {
        await entry.getByRole('button', { name: `Signed in as ${email}` }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
      } else {
        await entry.getByRole('button', { name: 'Sign out' }).click();
      }
      await expectToast(page, 'Signed out');
      await expect(page).toHaveURL(/\/account\/sign-in/);
      await expect(page.getByLabel('Your e-mail')).toBeVisible();
      entry = await openAccountEntry(page, phone);
      await expect(entry.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(entry.getByText(email)).toHaveCount(0);
      if (phone) await page.keyboard.press('Escape');
      await page.goto('/account');
      await expect(page).toHaveURL(/\/account\/sign-in\?next=/);
    });
  });
}
