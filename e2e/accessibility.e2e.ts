// Every public page, at both widths, clean in two accessibility engines: axe and HTML_CodeSniffer (as pa11y runs it).
import { expectCodeSnifferClean, expectNoSeriousViolations, SCREENS, stubOtherHosts, test } from './fixtures';
import { publicPages } from './site-pages';

// HTML_CodeSniffer runs as an inline script, which the site's CSP refuses.
test.use({ bypassCSP: true });

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('every public page is clean in axe and HTML_CodeSniffer', async ({ page }) => {
      test.setTimeout(120_000);
      await stubOtherHosts(page);
      for (const [name, path] of await publicPages(page.request)) {
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          // What the page still fetches is part of it: a toast's code (/founder-info sends the visitor back
          // to the form with one), a lazy section.
          await page.waitForLoadState('networkidle');
          await expectNoSeriousViolations(page);
          await expectCodeSnifferClean(page);
        });
      }
    });
  });
}
