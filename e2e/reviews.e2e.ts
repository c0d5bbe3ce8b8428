// The reviews page (/reviews/:id): summary and distribution, sorting, the 'Write a Review' dialog at each
// boundary, markup shown as text, refusals, realtime between two open pages, and an unknown business,
// on a 375 px phone and a 1280 px screen.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, test, waitForAppOnLoad } from './fixtures';

// Whole journeys on a shared machine: give each the room a slow run needs.
test.describe.configure({ timeout: 120_000 });

interface Listing {
  id: number;
  businessName: string;
  rating: { count: number; average: number };
}

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

let listingsCache: Listing[] | undefined;
/** Approved businesses, newest first, read from the API so the tests follow whatever the demo data holds. */
async function listings(request: APIRequestContext): Promise<Listing[]> {
  if (!listingsCache) {
    const res = await request.get('/api/listings?sort=newest&limit=100');
    expect(res.ok()).toBe(true);
    listingsCache = ((await res.json()) as { items: Listing[] }).items;
  }
  return listingsCache;
}

/** A different business for each test that posts, so no test meets the hourly limit of another. */
async function businessFor(request: APIRequestContext, slot: number): Promise<Listing> {
  const all = await listings(request);
  expect(all.length).toBeGreaterThan(slot);
  return all[all.length - 1 - slot]!;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Write a Review' });
const reviewCards = (page: Page) => page.getByRole('article', { name: /^Review by / });
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openDialog(page: Page) {
  await page.getByRole('link', { name: 'Write a Review' }).first().click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

/** Writes a review in the dialog and sends it; the dialog is returned for what it says next. */
async function writeReview(page: Page, review: { stars: number; name: string; text: string }) {
  const form = await openDialog(page);
  await form.getByRole('radio', { name: new RegExp(`^${review.stars} stars`) }).click();
  await form.getByLabel('Your name').fill(review.name);
  await form.getByLabel('Your review').fill(review.text);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  return form;
}

async function percents(page: Page): Promise<number[]> {
  const rows = page.getByRole('list', { name: 'Rating distribution' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  return (await rows.allTextContents()).map((t) => Number(t.match(/(\d+)%/)![1]));
}

async function fieldError(scope: Locator, text: string) {
  await expect(scope.getByText(text, { exact: true })).toBeVisible();
}

for (const [label, viewport, offset] of [
  ['375 px phone', PHONE, 0],
  ['1280 px screen', DESKTOP, 10],
] as const) {
  test.describe(`reviews on a ${label}`, () => {
    test.use({ viewport });

    test('the summary, distribution in whole percentages, dates and every sort order', async ({ page, request }) => {
      const all = await listings(request);
      const business = [...all].sort((a, b) => b.rating.count - a.rating.count)[0]!;
      expect(business.rating.count).toBeGreaterThan(1);
      await page.goto(`/reviews/${business.id}`);

      await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
      await expect(page.getByTestId('average-rating')).toHaveText(business.rating.average.toFixed(1));
      await expect(page.getByTestId('review-count')).toHaveText(`Based on ${business.rating.count} reviews`);
      const shares = await percents(page);
      shares.forEach((p) => expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);

      await expect(reviewCards(page).first()).toBeVisible();
      const dates = await reviewCards(page).locator('time').allTextContents();
      for (const date of dates) expect(date).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}, \d{4}$/);
      const stamps = async () =>
        (
          await reviewCards(page)
            .locator('time')
            .evaluateAll((n) => n.map((t) => t.getAttribute('datetime')!))
        ).map((d) => Date.parse(d));
      const newest = await stamps();
      expect([...newest].sort((a, b) => b - a)).toEqual(newest);

      const ratings = async () =>
        (
          await reviewCards(page)
            .getByRole('img', { name: /^Rated \d/ })
            .evaluateAll((n) => n.map((e) => e.getAttribute('aria-label')!))
        ).map((l) => Number(l.match(/Rated ([\d.]+)/)![1]));
      // The address changes before the list is asked for again: each order is awaited in the list itself
      // (the previous order's list, still shown for a moment, is not in it).
      const inOrder = (values: number[], descending: boolean) =>
        values.length > 1 && values.every((value, i) => i === 0 || (descending ? values[i - 1]! >= value : values[i - 1]! <= value));
      for (const [option, descending] of [
        ['Highest rated', true],
        ['Lowest rated', false],
      ] as const) {
        await page.getByRole('combobox', { name: 'Sort by' }).click();
        await page.getByRole('option', { name: option }).click();
        await expect(page).toHaveURL(new RegExp(`sort=${descending ? 'highest' : 'lowest'}`));
        await expect.poll(async () => inOrder(await ratings(), descending)).toBe(true);
      }
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Oldest first' }).click();
      await expect(page).toHaveURL(/sort=oldest/);
      await expect.poll(async () => inOrder(await stamps(), false)).toBe(true);
      await expect(page.getByTestId('review-list')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoSeriousViolations(page);
    });

    test('the dialog checks rating, name and text at each boundary, then posts and clears', async ({ page, request }) => {
      const business = await businessFor(request, offset);
      await page.goto(`/reviews/${business.id}`);
      await expect(page.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
      const before = business.rating.count;
      const form = await openDialog(page);
      await expectNoSeriousViolations(page);

      // Nothing chosen (rating 0): the rating error and the spec's toast.
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await fieldError(form, 'Please select a rating');
      await expect(form.getByRole('radio', { name: /^1 star,/ })).toBeFocused();
      await expect(page.getByText('Validation Error', { exact: true })).toBeVisible();
      await expect(page.getByText('Please fix the errors before submitting').first()).toBeVisible();

      // Only five stars exist: 6 and 2.5 cannot be chosen, and the arrows wrap from 5 back to 1.
      const stars = form.getByRole('radio');
      await expect(stars).toHaveCount(5);
      await form.getByRole('radio', { name: /^5 stars/ }).click();
      await expect(form.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: /^1 star,/ })).toBeChecked();
      await expect(form.getByText('Please select a rating', { exact: true })).toHaveCount(0);

      const name = form.getByLabel('Your name');
      const text = form.getByLabel('Your review');
      await name.fill('A');
      await text.fill('123456789');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await fieldError(form, 'Name must be at least 2 characters');
      await fieldError(form, 'Review must be at least 10 characters');
      await expect(form.getByTestId('review-counter')).toHaveText('9/1000');

      await name.fill('Al');
      await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
      await name.fill('n'.repeat(51));
      await fieldError(form, 'Name must be 50 characters or less');
      await name.fill('n'.repeat(50));
      await expect(form.getByText('Name must be 50 characters or less')).toHaveCount(0);
      await name.fill('Bob <b>');
      await fieldError(form, 'Name can only contain letters, numbers, spaces, dots, hyphens and underscores');

      await text.fill('1234567890');
      await expect(form.getByText('Review must be at least 10 characters')).toHaveCount(0);
      await expect(form.getByTestId('review-counter')).toHaveText('10/1000');
      await text.fill('x'.repeat(1001));
      await fieldError(form, 'Review must be 1000 characters or less');
      await expect(form.getByTestId('review-counter')).toHaveText('1001/1000');
      await text.fill('y'.repeat(1000));
      await expect(form.getByText('Review must be 1000 characters or less')).toHaveCount(0);

      // A valid review, with spaces around both texts that are trimmed away.
      const content = unique('Warm welcome and the best sweet potato pie in town.');
      await name.fill('  Keisha M.  ');
      await text.fill(`  ${content}  `);
      await form.getByRole('radio', { name: /^4 stars/ }).click();
      const posted = page.waitForResponse((r) => r.url().endsWith(`/api/listings/${business.id}/reviews`) && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      expect((await posted).request().postDataJSON()).toEqual({ rating: 4, username: 'Keisha M.', content });
      await expect(page.getByText('Your review has been submitted!')).toBeVisible();
      await expect(dialog(page)).toBeHidden();

      const mine = reviewCards(page).filter({ hasText: content });
      await expect(mine).toBeVisible();
      await expect(mine.getByRole('heading', { name: 'Keisha M.' })).toBeVisible();
      await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
      await expect(page.getByTestId('review-count')).toHaveText(`Based on ${before + 1} ${before + 1 === 1 ? 'review' : 'reviews'}`);

      const again = await openDialog(page);
      await expect(again.getByLabel('Your name')).toHaveValue('');
      await expect(again.getByLabel('Your review')).toHaveValue('');
      await expect(again.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(again.getByTestId('review-counter')).toHaveText('0/1000');
    });

    test('a review holding markup shows as text, and the same text twice is refused', async ({ page, request }) => {
      const business = await businessFor(request, offset + 1);
      page.on('dialog', (d) => {
        throw new Error(`a script ran: ${d.message()}`);
      });
      await page.goto(`/reviews/${business.id}`);
      const content = `<img src=x onerror=alert(1)> ${unique('tags stay text')}`;
      await writeReview(page, { stars: 3, name: 'Tester_01', text: content });
      await expect(page.getByText('Your review has been submitted!')).toBeVisible();
      await expect(reviewCards(page).getByText(content, { exact: true })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);

      // The same words again for this business: refused with the server's reason, nothing added.
      const again = await writeReview(page, { stars: 2, name: 'Someone Else', text: `  ${content.toUpperCase()} ` });
      await expect(page.getByText('Failed to submit review. Please try again.')).toBeVisible();
      await expect(again.getByText('This review has already been posted for this business.')).toBeVisible();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(reviewCards(page).filter({ hasText: content })).toHaveCount(1);
    });

    test('a review posted in one page appears in a second open page without a reload', async ({ page, request }) => {
      const business = await businessFor(request, offset + 2);
      const other = waitForAppOnLoad(await page.context().newPage());
      await other.route(
        (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
        (route) => route.fulfill({ status: 200, body: PIXEL }),
      );
      await other.goto(`/reviews/${business.id}`);
      await page.goto(`/reviews/${business.id}`);
      await expect(other.getByRole('heading', { level: 1, name: business.businessName })).toBeVisible();
      const countBefore = await other.getByTestId('review-count').textContent();
      let reloaded = false;
      other.on('framenavigated', () => (reloaded = true));

      const content = unique('Seen live from across town, great barbecue.');
      await writeReview(page, { stars: 5, name: 'Darnell', text: content });
      await expect(page.getByText('Your review has been submitted!')).toBeVisible();

      await expect(other.getByText(content)).toBeVisible({ timeout: 10_000 });
      await expect(other.getByTestId('review-count')).not.toHaveText(countBefore ?? '');
      expect(reloaded).toBe(false);
      await other.close();
    });
  });
}

test.describe('reviews: refusals and unknown businesses', () => {
  test('the API refuses ratings 0, 6 and 2.5 and stores nothing', async ({ request }) => {
    const business = await businessFor(request, 20);
    const read = async () => ((await (await request.get(`/api/listings/${business.id}/reviews`)).json()) as { summary: { count: number } }).summary.count;
    const before = await read();
    for (const rating of [0, 6, 2.5]) {
      const res = await request.post(`/api/listings/${business.id}/reviews`, { data: { rating, username: 'Al', content: 'Ten chars!' } });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.rating).toMatch(/rating/i);
    }
    expect(await read()).toBe(before);
  });

  test("an unknown business shows 'Failed to load business information'", async ({ page }) => {
    await page.goto('/reviews/987654321');
    await expect(page.getByRole('heading', { name: 'Failed to load business information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a Review' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('a card\'s "Write a Review" link opens the dialog on arrival', async ({ page, request }) => {
    const business = await businessFor(request, 21);
    await page.goto(`/business/${business.id}`);
    await page.getByRole('link', { name: 'Write a Review' }).click();
    await expect(page).toHaveURL(new RegExp(`/reviews/${business.id}\\?write$`));
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText(business.businessName);
  });
});
