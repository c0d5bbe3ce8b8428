// The community's forms as a visitor on a busy phone uses them, and without script. 'Write a Review',
// 'Get Involved', 'Submit News Article' and the owner sign-in are each tapped 50 ms after the page's load
// event with the CPU slowed 4x, without waiting for the app: the form opens (its opener is a link to the
// page with it open), what is typed before the app takes over stays, and sending it works. Without script,
// the same forms post to the server, which answers with their field messages or with the success notice.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import {
  GET_INVOLVED_THANKS,
  GET_INVOLVED_THANKS_DETAIL,
  SIGN_IN_SENT,
  SUGGESTION_SUBMITTED,
  SUGGESTION_SUBMITTED_DETAIL,
} from '@shared/reference/form-messages';
import { appTookOver, fillFields, patientExpect as expect, PHONE, stubOtherHosts, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => stubOtherHosts(page));

interface Listing {
  id: number;
  businessName: string;
}

/** A business of its own for each test that posts a review (slots 30 and up: the reviews journeys use the first ones). */
async function businessFor(request: APIRequestContext, slot: number): Promise<Listing> {
  const res = await request.get('/api/listings?sort=newest&limit=100');
  const items = ((await res.json()) as { items: Listing[] }).items;
  expect(items.length).toBeGreaterThan(slot);
  return items[slot]!;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Write a Review' });
/** A success said by the app's toast or, when the form was posted before the app took over, by the page's notice. */
const said = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function fillReview(dialog: Locator, review: { stars: number; name: string; text: string }) {
  // Tapped as a person taps, then looked at: a tap as the app takes over is put back by it.
  const star = dialog.getByRole('radio', { name: new RegExp(`^${review.stars} stars`) });
  await star.click();
  await expect(star).toBeChecked();
  await dialog.getByLabel('Your name').fill(review.name);
  await dialog.getByLabel('Your review').fill(review.text);
}

test.describe('tapped as soon as the page has loaded (CPU 4x slower)', () => {
  test.use({ early: true });

  test("'Write a Review' opens, keeps what was typed and posts the review", async ({ page, request }) => {
    const business = await businessFor(request, 30);
    await page.goto(`/reviews/${business.id}`);
    await page.getByRole('link', { name: 'Write a Review' }).first().click();
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/reviews/${business.id}\\?write$`));
    const name = unique('Early');
    await fillReview(dialog, { stars: 4, name, text: `Tapped the moment the page showed, and it still worked (${name}).` });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(said(page, REVIEW_MESSAGES.submitted)).toBeVisible();
    await expect(page.getByRole('article', { name: `Review by ${name}` })).toBeVisible();
  });

  test('text typed before the app takes over is kept, and is what is sent', async ({ page, request }) => {
    const business = await businessFor(request, 31);
    await page.goto(`/reviews/${business.id}?write`);
    const dialog = reviewDialog(page);
    const name = unique('Typed');
    await dialog.getByLabel('Your name').fill(name);
    const text = `Typed while the page was still waking up (${name}).`;
    await dialog.getByLabel('Your review').fill(text);
    await dialog.getByRole('radio', { name: /^5 stars/ }).click();
    await appTookOver(page, 20_000);
    await expect(dialog.getByLabel('Your name')).toHaveValue(name);
    await expect(dialog.getByLabel('Your review')).toHaveValue(text);
    await expect(dialog.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
    await expect(dialog.getByTestId('review-counter')).toHaveText(`${text.length}/1000`);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(said(page, REVIEW_MESSAGES.submitted)).toBeVisible();
    await expect(page.getByRole('article', { name: `Review by ${name}` })).toContainText(text);
  });

  test("'Get Involved' opens the form and sends the offer", async ({ page }) => {
    await page.goto('/get-involved');
    await page.getByRole('link', { name: 'Get Involved', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get Involved' });
    await expect(dialog).toBeVisible();
    await fillFields(dialog, { 'First Name': 'Ada', 'Last Name': 'Early', Email: 'ada.early@example.com', Phone: '(404) 555-0199' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(said(page, GET_INVOLVED_THANKS)).toBeVisible();
  });

  test("'Suggest a Business' opens from a search without results and sends the suggestion", async ({ page }) => {
    await page.goto('/search-results?q=zzqxjvearly');
    await page.getByRole('link', { name: 'Suggest a Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest a Business' });
    await expect(dialog).toBeVisible();
    await fillFields(dialog, { 'Type of business': 'Early bakery', 'Preferred location': 'Decatur, GA' });
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(said(page, SUGGESTION_SUBMITTED)).toBeVisible();
  });

  test("'Submit News Article' opens the article form and sends it", async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: 'Submit News Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit News Article' });
    await expect(dialog).toBeVisible();
    await fillFields(dialog, {
      'Your Name': 'Jordan Early',
      Email: 'jordan.early@example.com',
      'Article Title': unique('Early bird'),
      Content: 'Written at once.',
    });
    await dialog.getByRole('button', { name: 'Submit Article' }).click();
    await expect(said(page, 'Blog Request Submitted')).toBeVisible();
  });

  test('the owner sign-in sends its link', async ({ page }) => {
    await page.goto('/account/sign-in');
    await page.getByLabel('Your e-mail').fill('early.owner@example.org');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(said(page, 'Check your e-mail')).toBeVisible();
    await expect(page.getByText(SIGN_IN_SENT)).toBeVisible();
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a review: the link opens the form, an empty one gets its messages, a full one is posted', async ({ page, request }) => {
    const business = await businessFor(request, 32);
    await page.goto(`/reviews/${business.id}`);
    await page.getByRole('link', { name: 'Write a Review' }).first().click();
    const dialog = reviewDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    // The server's answer: the page again, the form open, the messages beside their fields.
    await expect(dialog.getByRole('alert')).toContainText(REVIEW_MESSAGES.validationTitle);
    await expect(dialog.getByText(REVIEW_MESSAGES.rating)).toBeVisible();
    await expect(dialog.getByText(REVIEW_MESSAGES.usernameRequired)).toBeVisible();
    await expect(dialog.getByText(REVIEW_MESSAGES.contentRequired)).toBeVisible();

    // What was typed comes back with the refusal.
    await dialog.getByLabel('Your name').fill('K');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByLabel('Your name')).toHaveValue('K');
    await expect(dialog.getByText(REVIEW_MESSAGES.usernameMin)).toBeVisible();

    const name = unique('Plain');
    await fillReview(dialog, { stars: 3, name, text: `Posted by a browser running no script at all (${name}).` });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page).toHaveURL(new RegExp(`/reviews/${business.id}\\?sent=review$`));
    await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.submitted })).toBeVisible();
    await expect(reviewDialog(page)).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Review by ${name}` })).toBeVisible();
  });

  test('Cancel and the × close the form by going to the page without it', async ({ page, request }) => {
    const business = await businessFor(request, 33);
    await page.goto(`/reviews/${business.id}?write`);
    await reviewDialog(page).getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/reviews/${business.id}$`));
    await expect(reviewDialog(page)).toHaveCount(0);
  });

  test('a Get Involved offer is sent and thanked', async ({ page }) => {
    await page.goto('/get-involved');
    await page.getByRole('link', { name: 'Get Involved', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get Involved' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Involved' }).getByText('Please enter your first name').last()).toBeVisible();
    await fillFields(page.getByRole('dialog', { name: 'Get Involved' }), {
      'First Name': 'Grace',
      'Last Name': 'Plain',
      Email: 'grace.plain@example.com',
      Phone: '(404) 555-0142',
    });
    await page.getByRole('dialog', { name: 'Get Involved' }).getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/get-involved\?sent=get-involved$/);
    const notice = page.getByRole('status').filter({ hasText: GET_INVOLVED_THANKS });
    await expect(notice).toContainText(GET_INVOLVED_THANKS_DETAIL);
  });

  test('a business suggestion is checked, then stored and thanked', async ({ page }) => {
    await page.goto('/search-results?q=zzqxjvplain');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Suggest a Business' }).click();
    const dialog = () => page.getByRole('dialog', { name: 'Suggest a Business' });
    await dialog().getByLabel('Type of business').fill('');
    await dialog().getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(dialog().getByText('Please fill in all fields').first()).toBeVisible();
    await fillFields(dialog(), { 'Type of business': 'Plain bookstore', 'Preferred location': 'Harlem, NY' });
    await dialog().getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(page).toHaveURL(/\/search-results\?q=zzqxjvplain&sent=suggestion$/);
    await expect(page.getByRole('status').filter({ hasText: SUGGESTION_SUBMITTED })).toContainText(SUGGESTION_SUBMITTED_DETAIL);
  });

  test('the owner sign-in sends its link', async ({ page }) => {
    await page.goto('/account/sign-in');
    await page.getByLabel('Your e-mail').fill('not an address');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByLabel('Your e-mail')).toHaveValue('not an address');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Your e-mail').fill('plain.owner@example.org');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SIGN_IN_SENT })).toBeVisible();
  });
});
