// Staff import a spreadsheet of listings in Chromium at 375 and 1280 px: a file in the wrong shape is
// refused with its line; a good one is previewed (counts, first rows, problems) and imported, and the
// directory finds it; a second file repeating it by phone shows both side by side, is merged, and the
// directory shows the merged listing. axe checks the preview.
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, test } from './fixtures';
import { expectToast, openSection, signInStaff } from './staff';

const HEADER = 'Business Name,Business Type,Address,city,state,zip_code,Phone Number,Description,Approved Status,Notes';
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`) });

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`staff spreadsheet import at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff preview a spreadsheet, import it, then merge a repeat into the listing', async ({ page }) => {
      test.setTimeout(150_000);
      const stamp = `${viewport.width}${Date.now().toString().slice(-6)}`;
      const name = `Harlem Hair Studio ${stamp}`;
      const phone = `404-${stamp.slice(-7, -4)}-${stamp.slice(-4)}`;

      await signInStaff(page);
      await openSection(page, 'Site Management');
      const file = page.getByLabel('Spreadsheet (CSV)');

      // A file separated by semicolons is refused, naming the line.
      await file.setInputFiles({ name: 'semicolons.csv', mimeType: 'text/csv', buffer: Buffer.from('Business Name;Phone Number\r\nA;1\r\n') });
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'semicolons.csv cannot be read' })).toContainText("Line 1: Its header is separated by ';'");

      await file.setInputFiles(
        csvFile(`spring-${stamp}.csv`, [
          `${name},Beauty & Personal Care,9 Lenox Ave,Atlanta,GA,30303,${phone},"Cuts, color and ""silk press"".",,call back`,
          `,Food & Beverage,3 Nameless Way,Atlanta,GA,30303,404-555-0803,,,`,
        ]),
      );
      await page.getByLabel('Rows without an Approved Status').selectOption('approved');
      await page.getByRole('button', { name: 'Check file' }).click();
      const preview = page.getByRole('region', { name: `Preview of spring-${stamp}.csv` });
      await expect(preview.getByRole('definition').first()).toHaveText('2');
      await expect(preview).toContainText('Columns not used: Notes.');
      await expect(preview.getByRole('row', { name: new RegExp(name) })).toContainText('Approved');
      await expect(preview.getByRole('list', { name: 'Problems' })).toContainText('Line 3: no Business Name');
      await expectNoSeriousViolations(page);
      await preview.getByRole('button', { name: 'Import 1 listing' }).click();
      await expectToast(page, 'Import finished', '1 listing added, 0 merged.');
      await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText('1 row with problems was not imported.');

      // The same business again, renamed, with the same phone written another way: shown as a repeat.
      const renamed = `Harlem Hair and Beauty ${stamp}`;
      await file.setInputFiles(
        csvFile(`update-${stamp}.csv`, [
          `${renamed},Beauty & Personal Care,9 Lenox Ave,Atlanta,GA,30303,+1 (${phone.slice(0, 3)}) ${phone.slice(4)},Now with braids.,,`,
        ]),
      );
      await page.getByRole('button', { name: 'Check file' }).click();
      const second = page.getByRole('region', { name: `Preview of update-${stamp}.csv` });
      const repeat = second.getByRole('list', { name: 'Possible repeats' }).getByRole('listitem').first();
      await expect(repeat).toContainText('same phone');
      await expect(repeat).toContainText(name);
      await expect(second.getByRole('button', { name: 'Import 0 listings' })).toBeDisabled();
      await repeat.getByRole('radio', { name: /^Merge into BL-/ }).check();
      await second.getByRole('button', { name: 'Import 1 listing' }).click();
      await expectToast(page, 'Import finished', '0 listings added, 1 merged.');

      // Visitors find the listing under its new name, with the merged description, and not twice.
      await page.goto(`/search-results?q=${encodeURIComponent(stamp)}`);
      await expect(page.getByRole('link', { name: new RegExp(renamed) }).first()).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
      await page
        .getByRole('link', { name: new RegExp(renamed) })
        .first()
        .click();
      await expect(page.getByText('Now with braids.')).toBeVisible();
    });
  });
}
