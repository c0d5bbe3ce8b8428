// The weekly hours editor on a phone, in the List Your Business page and in Check Status's edit dialog:
// at 320, 375 and 414 px both time fields of a day sit inside the list, each wide enough for '09:00 AM'.
import type { Locator, Page } from '@playwright/test';
import { patientExpect as expect, PIXEL, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/** Narrowest width that shows '09:00 AM' whole in a time field with its padding (measured in Chromium). */
const TIME_FIELD_MIN = 98;

async function expectTimesFit(page: Page, list: Locator) {
  await list.scrollIntoViewIfNeeded();
  const frame = (await list.boundingBox())!;
  for (const label of ['Monday opens at', 'Monday closes at']) {
    const field = (await list.getByLabel(label).boundingBox())!;
    expect(field.x, label).toBeGreaterThanOrEqual(frame.x);
    expect(field.x + field.width, label).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(field.width, label).toBeGreaterThanOrEqual(TIME_FIELD_MIN);
  }
  // The list itself stays within the screen.
  expect(frame.x + frame.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [320, 375, 414]) {
  test(`the hours editor fits a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/list-business');
    const list = page.getByRole('list').filter({ has: page.getByLabel('Monday closes at') });
    await expectTimesFit(page, list);
  });
}
