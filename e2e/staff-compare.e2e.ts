// Staff read an edit request's comparison in Chromium at 375 and 1280 px: the changed words of a field are
// struck through and marked in place, and business hours show as a week with the changed days marked,
// never as raw text; nothing spills sideways on a phone, and axe finds nothing serious.
import type { APIRequestContext } from '@playwright/test';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, test } from './fixtures';
import { openSection, signInStaff } from './staff';

const WEEKDAYS = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed';

/** A business as List Your Business sends it, then an edit of its description and Sunday hours. */
async function seedEditRequest(request: APIRequestContext, businessName: string) {
  const business = {
    businessName,
    businessType: 'Restaurants & Food Services',
    description: 'Fresh bread baked daily on Auburn Avenue.',
    street: '88 Peachtree St NW',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
    phoneNumber: '(404) 555-0142',
    businessEmail: 'hello@auburnbakes.example',
    businessHours: `${WEEKDAYS}, Sun Closed`,
    founderFirstName: 'Ada',
    founderLastName: 'Brown',
  };
  const created = await request.post('/api/listing-requests', { data: business });
  expect(created.status(), await created.text()).toBe(201);
  const { listingNumber } = (await created.json()) as { listingNumber: string };
  const status = (await (await request.get(`/api/listing-status/${listingNumber}`)).json()) as { listing: { id: number } };
  const { founderFirstName: _f, founderLastName: _l, ...fields } = business;
  const edit = await request.post(`/api/listings/${status.listing.id}/edit-requests`, {
    data: {
      ...fields,
      listingNumber,
      description: 'Fresh sourdough baked daily on Auburn Avenue.',
      businessHours: `${WEEKDAYS}, Sun 10:00-16:00`,
    },
  });
  expect(edit.status(), await edit.text()).toBe(201);
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`staff edit comparison at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff open an edit request and read the changed words and the changed day', async ({ page, request }) => {
      test.setTimeout(90_000);
      const name = `Auburn Bakes ${viewport.width}${Date.now().toString(36).slice(-5)}`;
      await seedEditRequest(request, name);

      await signInStaff(page);
      await openSection(page, 'Edit Requests');
      await page.getByRole('searchbox', { name: 'Search business name or listing number' }).fill(name);
      const card = page.getByRole('article', { name });
      await expect(page.getByRole('article').filter({ hasNotText: name })).toHaveCount(0);
      await expect(card.getByRole('list', { name: 'Changed fields' })).toContainText('Business Hours');
      await card.getByRole('button', { name: `View details of ${name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();

      // The description: the removed word struck through, the added one marked, each named for screen readers.
      const description = dialog.getByRole('row', { name: /^Description/ });
      await expect(description.locator('del')).toHaveText('[removed: bread]');
      await expect(description.locator('ins')).toHaveText('[added: sourdough]');
      await expect(description.locator('del')).toHaveCSS('text-decoration-line', 'line-through');

      // The hours: a week, Monday to Sunday, Sunday marked as changed, old beside new.
      const week = dialog.getByRole('table', { name: /Business hours by day/ });
      await expect(week.getByRole('row')).toHaveCount(8);
      const sunday = week.getByRole('row', { name: /Sunday/ });
      await expect(sunday).toHaveAttribute('data-changed', 'true');
      await expect(sunday).toContainText('Changed');
      await expect(sunday.locator('del')).toContainText('Closed');
      await expect(sunday.locator('ins')).toContainText('10:00 AM – 4:00 PM');
      await expect(week.getByRole('row', { name: /Monday/ })).not.toHaveAttribute('data-changed', 'true');
      await expect(dialog).not.toContainText('Sun Closed');

      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      const box = (await dialog.boundingBox())!;
      const weekBox = (await week.boundingBox())!;
      expect(weekBox.x + weekBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
      await expectNoSeriousViolations(page);
    });
  });
}
