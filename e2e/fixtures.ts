// Shared test fixture for the browser tests: any console error or uncaught page error fails the test.
// Two kinds of failed loads are expected and let through: the API's 4xx answers (Chromium logs each one,
// and screens legitimately ask for things that may not exist, e.g. an unknown business id), and resources
// from other hosts such as map tiles (the test machine may have no internet).
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

function isExpectedFailedLoad(message: ConsoleMessage, page: Page): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const source = message.location().url;
  if (!source) return false;
  const url = new URL(source);
  const appOrigin = new URL(page.url() || 'http://localhost').origin;
  if (url.origin !== appOrigin) return true;
  return url.pathname.startsWith('/api/') && /status of 4\d\d/.test(message.text());
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
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

export { expect };
