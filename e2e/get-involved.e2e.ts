// Get Involved as a visitor on a phone meets it: the upcoming events come first, above the posts; the
// page looks in one state when the address says so (?state=FL, rendered by the server, read 50 ms after
// load), when the visitor picks one (with script or without), or near them ('Near me'); the hero's two
// buttons go to two places.
import type { Page } from '@playwright/test';
import { DESKTOP, patientExpect as expect, PHONE, test } from './fixtures';

interface Named {
  eventName?: string;
  title?: string;
}

async function namesFrom(page: Page, url: string, key: keyof Named): Promise<string[]> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: Named[] }).items.map((item) => item[key]!);
}

const upcoming = (page: Page) => page.getByRole('list', { name: 'Upcoming events' });
const eventNames = (page: Page) => upcoming(page).getByRole('heading', { level: 3 });
const postsSection = (page: Page) => page.getByRole('region', { name: 'Ways to Help' });

test.describe('on a 375 px phone, 50 ms after load', () => {
  test.use({ viewport: PHONE, early: true });

  test('the upcoming events come before the first post', async ({ page }) => {
    await page.goto('/get-involved');
    const events = page.getByRole('heading', { level: 2, name: 'Upcoming Community Events' });
    const firstPost = postsSection(page).getByRole('article').first();
    await expect(events).toBeVisible();
    await expect(firstPost).toBeVisible();
    const eventsTop = (await events.boundingBox())!.y;
    expect(eventsTop).toBeLessThan((await firstPost.boundingBox())!.y);
    // Within the first two screens, not 5,000 px down.
    expect(eventsTop).toBeLessThan(PHONE.height * 1.5);
    await expect(eventNames(page).first()).toBeVisible();
  });

  test('?state= shows the events and organizations of that state only', async ({ page }) => {
    const floridaEvents = await namesFrom(page, '/api/events?when=upcoming&state=FL', 'eventName');
    const allEvents = await namesFrom(page, '/api/events?when=upcoming', 'eventName');
    const floridaPosts = await namesFrom(page, '/api/articles?category=Get%20Involved&state=FL', 'title');
    expect(floridaEvents.length, 'the demo data has an event in Florida').toBeGreaterThan(0);
    expect(allEvents.length).toBeGreaterThan(floridaEvents.length);

    await page.goto('/get-involved?state=FL');
    await expect(page.getByLabel('Events and organizations in')).toHaveValue('FL');
    await expect(eventNames(page)).toHaveText(floridaEvents);
    await expect(postsSection(page)).toContainText('Organizations in Florida');
    await expect(postsSection(page).getByRole('article')).toHaveCount(floridaPosts.length);

    // A state without upcoming events says so, and offers all states.
    await page.goto('/get-involved?state=WY');
    await expect(page.getByText('No upcoming events in Wyoming yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all states' }).first()).toHaveAttribute('href', '/get-involved');
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: DESKTOP });

  test('the hero offers the form and the event form; a chosen state becomes the address', async ({ page }) => {
    await page.goto('/get-involved');
    const hero = page.locator('header', { has: page.getByRole('heading', { level: 1, name: 'Get Involved' }) });
    const heroLinks = hero.getByRole('link');
    await expect(heroLinks).toHaveText(['Get Involved', 'List Your Community Event']);
    await expect(heroLinks.nth(0)).toHaveAttribute('href', '/get-involved?involve');
    await expect(heroLinks.nth(1)).toHaveAttribute('href', '/list-community-event');

    await page.getByLabel('Events and organizations in').selectOption({ label: 'Florida' });
    await expect(page).toHaveURL('/get-involved?state=FL');
    await expect(eventNames(page)).toHaveText(await namesFrom(page, '/api/events?when=upcoming&state=FL', 'eventName'));
    await page.getByLabel('Events and organizations in').selectOption({ label: 'All states' });
    await expect(page).toHaveURL('/get-involved');
  });

  test.describe('with the location allowed', () => {
    test.use({ geolocation: { latitude: 25.7617, longitude: -80.1918 }, permissions: ['geolocation'] });

    test("'Near me' looks in the visitor's state", async ({ page }) => {
      await page.goto('/get-involved');
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page).toHaveURL('/get-involved?state=FL');
      await expect(page.getByLabel('Events and organizations in')).toHaveValue('FL');
    });
  });
});

test.describe('without script', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the state list applies with its Show button, and the server renders the choice', async ({ page }) => {
    await page.goto('/get-involved');
    await expect(page.getByRole('button', { name: 'Near me' })).toBeDisabled();
    await page.getByLabel('Events and organizations in').selectOption({ label: 'Florida' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL('/get-involved?state=FL');
    await expect(eventNames(page)).toHaveText(await namesFrom(page, '/api/events?when=upcoming&state=FL', 'eventName'));
  });
});
