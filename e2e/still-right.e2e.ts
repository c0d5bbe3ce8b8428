// "Still right?" in Chromium at 375 and 1280 px. The demo's verified owner is e-mailed at the server's first
// start (STILL_RIGHT_DAYS is 30 here). At 375 px the owner opens the e-mailed link: the page shows the
// listing and asks, a mail scanner's fetch of it changes nothing, 'Yes, still right' thanks them, and the
// business page says 'Confirmed by the owner, <Month Year>' (its JSON-LD's dateModified too). At 1280 px the
// same link says it was already used, the business page shows the date, and on /account the owner says yes
// again with the button beside the listing; staff see 'Needs checking' in Site Management.
import type { Page } from '@playwright/test';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test } from './fixtures';
import { messages } from './mail';
import { signInByEmailLink } from './owners';
import { expectToast, openSection, signInStaff } from './staff';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** What the listing says once confirmed now (the month in UTC, as the site writes it). */
const confirmedNow = () => {
  const now = new Date();
  return `Confirmed by the owner, ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
};

/** The 'Is this still right?' e-mail the server sent at start: its recipient, business and link (as a path). */
async function stillRightMail(): Promise<{ to: string; businessName: string; path: string }> {
  let found: { to: string; businessName: string; path: string } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await messages()).find((m) => m.subject.startsWith('Is this still right?'));
        const link = mail?.text.match(/https?:\/\/\S+\/still-right\?token=\S+/)?.[0];
        const businessName = mail?.subject.match(/^Is this still right\? (.+) on /)?.[1];
        found = mail && link && businessName ? { to: mail.to, businessName, path: new URL(link).pathname + new URL(link).search } : undefined;
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

async function expectConfirmedOnBusinessPage(page: Page, businessName: string) {
  await expect(page.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(confirmedNow())).toBeVisible();
  // The server's page (a reload: the app's own navigation keeps the head it started with) says it in its JSON-LD.
  await page.reload();
  await expect(page.getByRole('main').getByText(confirmedNow())).toBeVisible();
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain(`"dateModified":"${new Date().toISOString().slice(0, 7)}`);
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the owner opens the e-mailed link, confirms, and the business page says so', async ({ page, request }) => {
    const mail = await stillRightMail();
    await page.goto(mail.path);
    await expect(page.getByRole('heading', { name: 'Is this still right?', level: 1 })).toBeVisible();
    await expect(page.getByText(`This is what visitors see for ${mail.businessName}.`)).toBeVisible();
    for (const label of ['Hours', 'Phone', 'Address', 'Website']) await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath('still-right-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: test.info().outputPath('still-right-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);

    // A mail scanner fetches the link: nothing is confirmed, the page still asks.
    expect((await request.get(mail.path)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Yes, still right' })).toBeVisible();

    await page.getByRole('button', { name: 'Yes, still right' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
    await expect(page.getByText(`Visitors now see "${confirmedNow()}".`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath('still-right-thanks-375.png'), fullPage: true });

    await page.getByRole('link', { name: 'See your listing' }).click();
    await expectConfirmedOnBusinessPage(page, mail.businessName);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the used link says so, and the owner confirms again from their account', async ({ page }) => {
    const mail = await stillRightMail();
    await page.goto(mail.path);
    await expect(page.getByRole('heading', { name: 'This link was already used', level: 1 })).toBeVisible();
    await expect(page.getByText('Nothing was changed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes, still right' })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'See your listing' }).click();
    await expectConfirmedOnBusinessPage(page, mail.businessName);

    // On /account, signed in: the listing says when it was confirmed, and offers the yes again.
    await signInByEmailLink(page, mail.to);
    const listing = page.getByRole('article', { name: mail.businessName });
    await expect(listing.getByText(confirmedNow())).toBeVisible();
    await listing.getByRole('button', { name: `Yes, still right for ${mail.businessName}` }).click();
    await expectToast(page, 'Thank you!', `${mail.businessName} is confirmed.`);
    await expectNoSeriousViolations(page);

    // Staff: Site Management lists what needs checking.
    await signInStaff(page);
    await openSection(page, 'Site Management');
    await expect(page.getByRole('heading', { name: /^Needs checking/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
