// The directory's results on a phone: compact cards, so that at 375 px at least three start within the first
// 800 px (right in the server's page, before the app takes over), each at most 320 px tall; a tap anywhere on
// a card but its own buttons and links opens the business's page; 'More' shows the founder, services, social
// links and the rest; and nothing in a card, not even a long business type, is wider than the card at
// 320, 375 and 414 px.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { NOT_LISTED } from '../src/shared/reference/business-types';
import { requiredRequest } from '../src/shared/schemas/submission-fixtures';
import { expectNoSeriousViolations, patientExpect as expect, stubOtherHosts, test } from './fixtures';
import { STAFF_PASSWORD } from './staff';

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => stubOtherHosts(page));

const VIEWPORT = { width: 375, height: 800 };
/** A common search with many results in the demo data. */
const RESULTS = '/search-results?q=hair';

const cards = (page: Page) => page.getByRole('article');

interface Listing {
  id: number;
  businessName: string;
  founderName: string | null;
  businessEmail: string;
  socialMediaPlatforms: { platform: string; username: string }[];
}

async function hairListings(request: APIRequestContext): Promise<Listing[]> {
  const res = await request.get('/api/listings?q=hair&limit=20');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Listing[] }).items;
}

/** Tops and heights of the cards, in page pixels. */
function cardBoxes(page: Page) {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    }),
  );
}

/** What in the card reaches past its edges, as 'tag "text" by N px'. */
function spillsOf(card: Locator): Promise<string[]> {
  return card.evaluate((article) => {
    const frame = article.getBoundingClientRect();
    const found: string[] = [];
    for (const el of article.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      const past = Math.max(frame.left - r.left, r.right - frame.right);
      if (past > 1) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" by ${Math.round(past)} px`);
    }
    return found;
  });
}

test.describe('acting at once on a 375 px phone', () => {
  test.use({ viewport: VIEWPORT, early: true });

  test('at least three compact cards start within the first 800 px, and a tap on a card opens its page', async ({ page }) => {
    await page.goto(RESULTS);
    // Measured as the server drew the page: the compact card needs no script to be compact.
    const boxes = await cardBoxes(page);
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    expect(boxes.filter((b) => b.top < VIEWPORT.height).length, JSON.stringify(boxes)).toBeGreaterThanOrEqual(3);
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(320);

    // A tap on the description (no button or link of the card's own there) opens the business's page.
    const card = cards(page).nth(1);
    const nameId = (await card.getAttribute('aria-labelledby'))!;
    const id = nameId.match(/^business-(\d+)-name$/)![1];
    const name = (await page.locator(`#${nameId}`).textContent())!.trim();
    const text = (await card.locator('p').first().boundingBox())!;
    const frame = (await card.boundingBox())!;
    await card.click({ position: { x: text.x - frame.x + text.width / 2, y: text.y - frame.y + text.height / 2 } });
    await expect(page).toHaveURL(new RegExp(`/business/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('the compact card on a 375 px phone', () => {
  test.use({ viewport: VIEWPORT });

  test("shows Call and Directions, and 'More' shows the founder, services, social links, Email and the review links", async ({ page, request }) => {
    const listing = (await hairListings(request)).find((l) => l.founderName?.trim() && l.socialMediaPlatforms.length > 0 && l.businessEmail.trim());
    expect(listing, 'a hair business with a founder, social links and an e-mail in the demo data').toBeDefined();
    await page.goto(RESULTS);
    const card = page.getByRole('article', { name: listing!.businessName, exact: true });
    await expect(card).toBeVisible();

    // The two first actions, and the card's own buttons and links answer their taps, not the card's link.
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(card.getByRole('link', { name: /^Directions to .+ \(open in maps\)$/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    const more = card.getByRole('button', { name: /^More/ });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const founder = card.getByText(`Founder: ${listing!.founderName!.trim()}`);
    const social = card.getByRole('list', { name: `${listing!.businessName} on social media` });
    await expect(founder).toBeHidden();
    await expect(social).toBeHidden();
    await expect(card.getByRole('link', { name: /^Email / })).toHaveCount(0);

    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/search-results\?q=hair$/);
    await expect(page.locator(`#${await more.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(founder).toBeVisible();
    await expect(social.getByRole('link').first()).toBeVisible();
    await expect(card.getByRole('list', { name: 'Services' })).toBeVisible();
    // The address itself, besides Directions.
    await expect(card.getByRole('link', { name: /open in maps/ })).toHaveCount(2);
    await expect(card.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
    await expect(card.getByRole('link', { name: /^Write a Review of / })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A keyboard closes it again.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(founder).toBeHidden();

    // Keyboard users reach the business's page through the card's link, named by the business.
    await expect(card.getByRole('link', { name: `View More about ${listing!.businessName}` })).toHaveAttribute('href', `/business/${listing!.id}`);
  });
});

test.describe('a long business type', () => {
  test('stays inside its card at 320, 375 and 414 px', async ({ page }) => {
    const businessType = 'Natural Hair Braiding, Locs, Twists & Protective Styling Studio for Kids';
    const businessName = `Long Type Studio ${Date.now()}`;
    const sent = await page.request.post('/api/listing-requests', {
      data: { ...requiredRequest(), businessName, businessType: NOT_LISTED, customBusinessType: businessType },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const session = await page.request.post('/api/admin/session', { data: { username: 'admin', password: STAFF_PASSWORD } });
    expect(session.status()).toBe(200);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const pending = (await (await page.request.get(`/api/admin/listing-requests?status=pending&q=${encodeURIComponent(businessName)}`)).json()) as {
      items: { id: number; businessName: string }[];
    };
    const request = pending.items.find((r) => r.businessName === businessName);
    expect(request, 'the request just sent is pending').toBeDefined();
    const approved = await page.request.post(`/api/admin/listing-requests/${request!.id}/approve`, { data: {}, headers: { 'x-csrf-token': csrfToken } });
    expect(approved.status()).toBe(200);

    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/search-results?q=${encodeURIComponent(businessName)}`);
      const card = page.getByRole('article', { name: businessName, exact: true });
      await expect(card.getByText(businessType, { exact: true })).toBeVisible();
      expect(await spillsOf(card), `at ${width} px`).toEqual([]);
      await card.getByRole('button', { name: /^More/ }).click();
      await expect(card.getByRole('button', { name: /^More/ })).toHaveAttribute('aria-expanded', 'true');
      expect(await spillsOf(card), `at ${width} px, with More open`).toEqual([]);
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });
});
