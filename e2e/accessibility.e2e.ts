// Every public page, at both widths, clean in two accessibility engines: axe and HTML_CodeSniffer (as pa11y runs it).
import { expect } from '@playwright/test';
import { expectCodeSnifferClean, expectNoSeriousViolations, SCREENS, stubOtherHosts, test } from './fixtures';
import { publicPages, reportDialogPages } from './site-pages';

// HTML_CodeSniffer runs as an inline script, which the site's CSP refuses.
test.use({ bypassCSP: true });

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('every public page is clean in axe and HTML_CodeSniffer', async ({ page }) => {
      test.setTimeout(120_000);
      await stubOtherHosts(page);
      for (const [name, path] of [...(await publicPages(page.request)), ...(await reportDialogPages(page.request))]) {
        await test.step(`${name} (${path})`, async () => {
          await page.goto(path);
          // What the page still fetches is part of it: a lazy section, a toast's code.
          await page.waitForLoadState('networkidle');
          // A page that sends the visitor on (/founder-info, with nothing to add a founder to, goes back to
          // the form) says why in a toast: it is measured with the toast shown.
          if (new URL(page.url()).pathname !== path.split('?')[0]) await expect(page.locator('[data-sonner-toast]')).not.toHaveCount(0);
          await expectNoSeriousViolations(page);
          await expectCodeSnifferClean(page);
        });
      }
    });
  });
}
