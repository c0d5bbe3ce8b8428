// Shared test fixture for the browser tests: any console error or uncaught page error fails the test.
// Three kinds of failed loads are expected and let through: the API's 4xx answers (Chromium logs each one,
// and screens legitimately ask for things that may not exist, e.g. an unknown business id), a page that
// is itself a 404 (an unknown path, business or article answers 404 for search engines), and resources
// from other hosts such as map tiles (the test machine may have no internet).
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

function isExpectedFailedLoad(message: ConsoleMessage, page: Page): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const source = message.location().url;
  if (!source) return false;
  const url = new URL(source);
  const appOrigin = new URL(page.url() || 'http://localhost').origin;
  if (url.origin !== appOrigin) return true;
  if (/status of 404/.test(message.text()) && url.pathname === new URL(page.url() || 'http://localhost').pathname) return true;
  return url.pathname.startsWith('/api/') && /status of 4\d\d/.test(message.text());
}

/**
 * Makes goto and reload wait until the app has taken over the server's page: a tap before then finds no
 * handler (a person would tap again; a test must not race it). For pages a test opens itself too.
 */
export function waitForAppOnLoad(page: Page): Page {
  const ready = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 15_000 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** A visitor address of the test's own, the same for its retries' each attempt only. */
function visitorAddress(testId: string, retry: number): string {
  const hash = createHash('sha256').update(`${testId}:${retry}`).digest();
  return `10.${hash[0]}.${hash[1]}.${(hash[2]! % 254) + 1}`;
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  // Each test is a visitor of its own (the server trusts loopback as its proxy), so the per-address
  // limits count one person's requests, not those of every journey before it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId, testInfo.retry) });
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedFailedLoad(message, page)) {
          problems.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * axe finds no serious or critical problem on the page as it stands. Finite animations and transitions
 * (a dialog fading in) are let finish first: half-faded text would be measured as low contrast.
 */
export async function expectNoSeriousViolations(page: Page, options: { exclude?: string } = {}) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The two widths every journey runs at: a 375 px phone and a 1280 px screen. */
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** The same two, each with the words a journey's title names it by. */
export const SCREENS = [
  ['375 px phone', PHONE],
  ['1280 px screen', DESKTOP],
] as const;
/** A one-pixel PNG: what stands in for map tiles and photos that come from outside. */
export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** For whole journeys while several browsers share two cores: room for a slow load, never a wrong answer. */
export const patientExpect = expect.configure({ timeout: 15_000 });

/**
 * Fills a form as a person does, one field after another in the order given, each found by its label;
 * an `{ option }` value is chosen from a select.
 */
export async function fillFields(scope: Page | Locator, values: Record<string, string | { option: string }>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(label);
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption(value.option);
  }
}

export { expect };

/** The visitor in Atlanta, for journeys that grant the location. */
export const ATLANTA = { latitude: 33.749, longitude: -84.388 };

/** Map tiles and other hosts' images answer a pixel: a test reaches nothing but this machine. */
export async function stubOtherHosts(page: Page) {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
}
