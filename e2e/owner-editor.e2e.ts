// The owner's editor never loses work, in Chromium at 375 and 1280 px: leaving with unsaved changes asks
// first (Stay keeps them, Leave drops them, and a save lets the owner go freely); photos are put in order
// with the keyboard and the order is what is saved; a one-tap reset of the hours can be undone.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test } from './fixtures';
import { claimAsOwner, signInByEmailLink, unownedBusinesses, type UnownedListing } from './owners';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/** A business nobody owns, from the end of the list (other journeys take the first); once edited here it is owned, so the next run takes another. */
async function unownedBusiness(request: APIRequestContext): Promise<UnownedListing> {
  const candidates = await unownedBusinesses(request);
  expect(candidates.length).toBeGreaterThan(0);
  return candidates.at(-1)!;
}

/** Signs in through the e-mailed link and makes sure the account holds the listing (its business e-mail is the owner's). */
async function signInAsOwner(page: Page, business: UnownedListing) {
  await signInByEmailLink(page, business.businessEmail);
  const owned = (await (await page.request.get('/api/account/listings')).json()) as { listings: { id: number }[] };
  if (!owned.listings.some((l) => l.id === business.id)) expect((await claimAsOwner(page, business.id)).ok()).toBe(true);
}

const colour = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the owner's editor at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('asks before unsaved changes are left, orders photos by keyboard, and undoes a reset', async ({ page, request }) => {
      const business = await unownedBusiness(request);
      await signInAsOwner(page, business);
      await page.goto(`/account/listings/${business.id}`);
      const live = page.locator('#owner-live-form');
      const description = live.getByRole('textbox', { name: 'Description' });
      await expect(description).toBeVisible();

      // An unsaved change: the app's own link asks first; Stay keeps the page and the text.
      await description.fill('Fresh bread every morning, and now pastries on Saturdays.');
      const back = page.getByRole('main').getByRole('link', { name: 'Your businesses' });
      await back.click();
      const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      await expectNoSeriousViolations(page);
      await ask.getByRole('button', { name: 'Stay and save' }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/account/listings/${business.id}$`));
      await expect(description).toHaveValue('Fresh bread every morning, and now pastries on Saturdays.');

      // The browser's own leaving (a reload, closing the tab) is held for the browser's question.
      const held = () =>
        page.evaluate(() => {
          const leaving = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(leaving);
          return leaving.defaultPrevented;
        });
      expect(await held()).toBe(true);

      // Two photos, then the second made the cover with the keyboard alone.
      await live.locator('input[type=file]').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await colour(200, 40, 40) },
        { name: 'team.png', mimeType: 'image/png', buffer: await colour(40, 40, 200) },
      ]);
      const photos = live.getByRole('list', { name: 'Chosen business photos' }).getByRole('img');
      await expect(photos).toHaveCount(2);
      const before = await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
      // The cover cannot go earlier: that button is not offered.
      await expect(live.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveCount(0);
      await live.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
      await page.keyboard.press('Enter');
      await expect(live.getByRole('status').filter({ hasText: 'Photo 2 is now photo 1 of 2, the cover.' })).toHaveCount(1);
      const after = await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
      expect(after).toEqual([before[1], before[0]]);
      // The moved photo keeps the focus, on the button that can still move it.
      await expect(live.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();

      // Reset the hours in one tap, and undo it in one more.
      const monday = live.getByLabel('Monday opens at');
      const mondayBefore = await monday.inputValue().catch(() => null);
      await live.getByRole('button', { name: 'Reset to 9 to 5, weekdays' }).click();
      await expect(live.getByRole('status').filter({ hasText: 'Hours reset to 9 to 5 on weekdays.' })).toHaveCount(1);
      await live.getByRole('button', { name: 'Undo reset' }).click();
      await expect(live.getByRole('button', { name: 'Reset to 9 to 5, weekdays' })).toBeVisible();
      if (mondayBefore !== null) await expect(monday).toHaveValue(mondayBefore);

      // Saved, the owner leaves freely, and the photos are in the order chosen.
      await live.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your listing is updated')).toBeVisible();
      expect(await held()).toBe(false);
      await back.click();
      await expect(page).toHaveURL(/\/account$/);
      const saved = (await (await page.request.get(`/api/listings/${business.id}`)).json()) as { businessPhotos: string[] };
      expect(saved.businessPhotos.map((url) => url.replace(/-thumb(\.\w+)$/, '$1'))).toEqual(after.map((src) => src!.replace(/-thumb(\.\w+)$/, '$1')));
    });
  });
}
