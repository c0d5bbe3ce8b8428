// A community event from approval to a visitor's calendar, in Chromium at 375 and 1280 px: an event
// submitted with a date is approved by staff (through the API), appears on Get Involved under the upcoming
// events, opens its own page with the date on the event's clock (and the visitor's, from another zone),
// the served HTML carries its schema.org Event, and the .ics download holds it. An unknown id is a 404.
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { format } from 'date-fns';
import { expectNoSeriousViolations, patientExpect as expect, PHONE, PIXEL, SCREENS, test, waitForAppOnLoad } from './fixtures';
import { daysFromToday } from '../src/test/article-factories';
import { eventSubmission, STAFF_PASSWORD } from './staff';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // Maps and calendars are other sites: the test machine may have no internet.
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

/** 'Saturday, June 14, 2026' for '2026-06-14'. */
function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y!, m! - 1, d!), 'EEEE, MMMM d, yyyy');
}

/** 'Sat, Jun 14, 2026', as the cards say it. */
function shortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y!, m! - 1, d!), 'EEE, MMM d, yyyy');
}

/** Submits an event as the public form does and approves it as staff; returns its id. */
async function approvedEvent(request: APIRequestContext, fields: Record<string, unknown>): Promise<number> {
  const submitted = await request.post('/api/events', { data: eventSubmission({ startDate: daysFromToday(21), ...fields }) });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };

  const session = await request.post('/api/admin/session', { data: { username: 'admin', password: STAFF_PASSWORD } });
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const approved = await request.post(`/api/admin/events/${id}/approve`, { data: {}, headers: { 'x-csrf-token': csrfToken } });
  expect(approved.status(), await approved.text()).toBe(200);
  // The visitor is not staff: the rest of the journey runs signed out.
  await request.delete('/api/admin/session');
  return id;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`community events on a ${label}`, () => {
    test.use({ viewport });

    test('an approved event is found on Get Involved, read on its page and added to a calendar', async ({ page, browser, baseURL }) => {
      const eventName = `Westside Food Drive ${viewport.width}-${Date.now().toString(36)}`;
      const day = daysFromToday(21);
      const id = await approvedEvent(page.request, { eventName, startDate: day });

      await page.goto('/get-involved');
      const upcoming = page.getByRole('list', { name: 'Upcoming events' });
      const card = upcoming.getByRole('article', { name: eventName });
      await expect(card).toBeVisible();
      await expect(card).toContainText(new RegExp(`${shortDate(day)}, 6:00 PM – 8:00 PM E[DS]T`));
      await expect(card).toContainText('Atlanta, GA');
      await expect(card).toContainText('Westside Community Kitchen');
      await expect(page.getByRole('list', { name: 'Past events' }).getByText(eventName)).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await card.getByRole('link', { name: eventName }).click();
      await expect(page).toHaveURL(`/events/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
      await expect(page.getByTestId('event-date')).toHaveText(longDate(day));
      await expect(page.getByTestId('event-time')).toHaveText(/^6:00 PM – 8:00 PM E[DS]T$/);
      // The visitor's clock reads like the event's: no second time.
      await expect(page.getByText(/^Your time:/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: /250 Joseph E\. Lowery Blvd, Atlanta, GA 30314/ })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/search/?api=1&query=250%20Joseph%20E.%20Lowery%20Blvd%2C%20Atlanta%2C%20GA%2030314',
      );
      await expect(page.getByRole('link', { name: 'hello@westsidekitchen.org' })).toHaveAttribute('href', 'mailto:hello@westsidekitchen.org');
      await expect(page.getByText('Entry fee:')).toBeVisible();
      // 6 PM in New York is 22:00 or 23:00 UTC, with or without daylight saving time.
      const google = new URL((await page.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href'))!);
      expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
      expect(google.searchParams.get('action')).toBe('TEMPLATE');
      expect(google.searchParams.get('text')).toBe(eventName);
      expect(google.searchParams.get('dates')).toMatch(new RegExp(`^${day.replace(/-/g, '')}T2[23]0000Z/\\d{8}T0[01]0000Z$`));
      expect(google.searchParams.get('location')).toBe('250 Joseph E. Lowery Blvd, Atlanta, GA 30314');
      await expect(page.getByRole('link', { name: /^Outlook/ })).toHaveAttribute(
        'href',
        /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?.*allday=false/,
      );
      await expectNoSeriousViolations(page);

      // The calendar file, downloaded as a visitor does.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /Download \.ics/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^westside-food-drive-.*\.ics$/);
      const ics = fs.readFileSync((await file.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`SUMMARY:${eventName}`);
      const direct = await page.request.get(`/api/events/${id}/calendar.ics`);
      expect(direct.headers()['content-type']).toBe('text/calendar; charset=utf-8');

      // What a crawler reads before any script: the title and the schema.org Event.
      const served = await page.request.get(`/events/${id}`);
      expect(served.status()).toBe(200);
      const html = await served.text();
      expect(html).toContain(`<title>${eventName} · `);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const jsonLd = scripts.find((s) => s['@type'] === 'Event');
      expect(jsonLd, 'the page carries a schema.org Event').toBeTruthy();
      expect(jsonLd).toMatchObject({
        name: eventName,
        startDate: expect.stringMatching(new RegExp(`^${day}T18:00:00-0[45]:00$`)),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Atlanta', addressRegion: 'GA' } },
        organizer: { '@type': 'Organization', name: 'Westside Community Kitchen' },
      });

      // A visitor on Pacific time also sees the event on their own clock.
      const west = await browser.newContext({ baseURL, viewport, locale: 'en-US', timezoneId: 'America/Los_Angeles' });
      const westPage = waitForAppOnLoad(await west.newPage());
      await westPage.goto(`/events/${id}`);
      await expect(westPage.getByText(/^Your time: .* · 3:00 PM – 5:00 PM P[DS]T$/)).toBeVisible();
      await west.close();
    });
  });
}

test.describe('an unknown event', () => {
  test.use({ viewport: PHONE });

  test('shows Event Not Found with a way back, and the server answers 404', async ({ page }) => {
    const served = await page.request.get('/events/999999');
    expect(served.status()).toBe(404);
    expect(await served.text()).toContain('<meta name="robots" content="noindex, follow" />');
    await page.goto('/events/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Get Involved' }).click();
    await expect(page).toHaveURL('/get-involved');
  });
});
