// Shared test fixture for the browser tests: any console error, uncaught page error or content security
// policy violation fails the test.
// Three kinds of failed loads are expected and let through: the API's 4xx answers (Chromium logs each one,
// and screens legitimately ask for things that may not exist, e.g. an unknown business id), a page that
// is itself a 4xx (an unknown path, business or article answers 404 for search engines; a form sent
// without script and refused answers with its page and the API's status), and resources
// from other hosts such as map tiles (the test machine may have no internet).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

function isExpectedFailedLoad(message: ConsoleMessage, page: Page): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const source = message.location().url;
  if (!source) return false;
  const url = new URL(source);
  const appOrigin = new URL(page.url() || 'http://localhost').origin;
  if (url.origin !== appOrigin) return true;
  if (/status of 4\d\d/.test(message.text()) && url.pathname === new URL(page.url() || 'http://localhost').pathname) return true;
  return url.pathname.startsWith('/api/') && /status of 4\d\d/.test(message.text());
}

/**
 * Makes goto and reload wait until the app has taken over the server's page: a tap before then finds no
 * handler (a person would tap again; a test must not race it). For pages a test opens itself too.
 */
/** Waits until the app has taken over the server's page (it marks <html data-hydrated>). */
export const appTookOver = (page: Page, timeout = 15_000) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout });

export function waitForAppOnLoad(page: Page): Page {
  const ready = () => appTookOver(page);
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

/**
 * Makes goto and reload act as a visitor on a busy phone does: the CPU slowed 4x (Chrome DevTools
 * Protocol), and the next step 50 ms after the page's load event, whether or not the app has taken over.
 */
export async function actAtLoad(page: Page): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  page.goto = async (url, options) => {
    const response = await goto(url, { waitUntil: 'load', ...options });
    await settle();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload({ waitUntil: 'load', ...options });
    await settle();
    return response;
  };
  return page;
}

export const test = base.extend<{ failOnConsoleErrors: void; early: boolean }>({
  /** `test.use({ early: true })`: journeys that act 50 ms after load on a 4x slower CPU (actAtLoad). */
  early: [false, { option: true }],
  // Each test is a visitor of its own (the server trusts loopback as its proxy), so the per-address
  // limits count one person's requests, not those of every journey before it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId, testInfo.retry) });
  },
  page: async ({ page, early, javaScriptEnabled }, use) => {
    // Without script there is nothing to wait for: the server's page is the whole page.
    if (javaScriptEnabled === false) await use(page);
    else await use(early ? await actAtLoad(page) : waitForAppOnLoad(page));
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
      // What the content security policy refuses (an eval probe, a script or image from elsewhere) is
      // reported to the page alone: it is made an error too.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Content security policy refused ${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
        ),
      );
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
  // A toast fades in (or out) by a transition that starts a frame after it is drawn (or taken away): let
  // it start, so that the wait below sees it.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => t.getAttribute('data-mounted') === 'true'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** HTML_CodeSniffer as pa11y runs it: the built file, read once, injected into the page under test. */
let codeSnifferSource: string | undefined;
function codeSniffer(): string {
  const file = createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js');
  return (codeSnifferSource ??= readFileSync(file, 'utf8'));
}

type CodeSnifferMessage = { type: number; code: string; msg: string; element: Element | Document };
type CodeSniffer = {
  process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void;
  getMessages: () => CodeSnifferMessage[];
};

/**
 * HTML_CodeSniffer finds no WCAG 2 AA error on the page (its type 1, what pa11y counts as a failure); each
 * finding reads as its code, where it is, a start of its HTML and the message.
 * It runs as an inline script, which the site's CSP refuses: a spec that calls it sets `test.use({ bypassCSP: true })`.
 */
export async function expectCodeSnifferClean(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  await page.addScriptTag({ content: codeSniffer() });
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const sniffer = (window as { HTMLCS?: CodeSniffer }).HTMLCS;
        if (!sniffer) return reject(new Error('HTML_CodeSniffer did not load: the page refused an inline script (bypassCSP?)'));
        const selectorOf = (element: Element) => {
          const parts: string[] = [];
          for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
            if (node.id) {
              parts.unshift(`#${CSS.escape(node.id)}`);
              break;
            }
            const classes = [...node.classList].slice(0, 2).map((c) => `.${CSS.escape(c)}`);
            parts.unshift(node.localName + classes.join(''));
          }
          return parts.join(' > ');
        };
        const describe = ({ code, msg, element }: CodeSnifferMessage) => {
          if (!(element instanceof Element)) return `${code}: the document — ${msg}`;
          const html = element.outerHTML.replace(/\s+/g, ' ');
          return `${code}: ${selectorOf(element)} ${html.length > 160 ? `${html.slice(0, 160)}…` : html} — ${msg}`;
        };
        const errorsOf = (messages: CodeSnifferMessage[]) => messages.filter((m) => m.type === 1);
        const done = () => resolve(errorsOf(sniffer.getMessages()).map(describe));
        sniffer.process('WCAG2AA', document, done, () => reject(new Error('HTML_CodeSniffer could not run')), 'en');
      }),
  );
  expect(errors, 'HTML_CodeSniffer errors').toEqual([]);
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
