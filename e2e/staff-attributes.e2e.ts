// Staff check a business's ownership: in the Attributes tab they verify a self-identified Black-owned
// attribute with a note of what they saw, and the business page, seen before as 'Self-identified', then
// says 'Verified by The Engine, <Month Year>', its server-rendered copy too (the note never leaves the staff
// pages); the tab also edits a listing's attributes in groups. On a 375 px phone and a 1280 px screen, with
// axe over the tab and its dialogs.
import type { Page } from '@playwright/test';
import { verifiedText } from '../src/shared/reference/attributes';
import type { AttributeCheckView } from '../src/shared/schemas/admin-attributes';
import { expectNoSeriousViolations, patientExpect as expect, SCREENS, stubOtherHosts, test } from './fixtures';
import { expectToast, openSection, signInStaff } from './staff';

test.describe.configure({ timeout: 120_000 });

interface PublicListing {
  id: number;
  businessName: string;
  attributes: { key: string; verifiedAt: string | null }[];
}

/**
 * A listing whose Black-owned is self-identified, from the staff queue (the demo data's); when the queue has
 * none, one of the newest listings is given it through the staff route, which puts it first in the queue.
 */
async function selfIdentifiedBlackOwned(page: Page, csrfToken: string, spare: number): Promise<{ id: number; name: string }> {
  const queue = (await (await page.request.get('/api/admin/attributes?status=unverified&limit=20')).json()) as { items: AttributeCheckView[] };
  const listed = queue.items.find((item) => item.attribute === 'black_owned' && item.listing.status === 'approved');
  if (listed) return { id: listed.listing.id, name: listed.listing.businessName };
  const newest = (await (await page.request.get('/api/listings?sort=newest&limit=20')).json()) as { items: PublicListing[] };
  const listing = newest.items[spare]!;
  const keys = ['black_owned', ...listing.attributes.map((a) => a.key).filter((key) => key !== 'black_owned')];
  const set = await page.request.put(`/api/admin/listings/${listing.id}/attributes`, { data: { attributes: keys }, headers: { 'x-csrf-token': csrfToken } });
  expect(set.status(), await set.text()).toBe(200);
  return { id: listing.id, name: listing.businessName };
}

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('staff verify a self-identified Black-owned business with a note, and its page says so', async ({ page }) => {
      await stubOtherHosts(page);
      await signInStaff(page);
      const { csrfToken } = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
      const business = await selfIdentifiedBlackOwned(page, csrfToken, viewport.width < 640 ? 6 : 7);
      const note = `Saw the owner's certification from the state's minority business office (${label}).`;

      // Its page as visitors see it first (and as the server keeps it): Black-owned, self-identified.
      await page.goto(`/business/${business.id}`);
      const badge = page.locator('[data-attribute="black_owned"]').first();
      await expect(badge).toContainText('Self-identified');

      await page.goto('/admin-dashboard');
      await openSection(page, 'Attributes');
      await expect(page.getByRole('heading', { name: 'Attributes', level: 2 })).toBeVisible();
      const card = page.getByRole('article', { name: `${business.name}: Black-owned` });
      await expect(card).toBeVisible();
      await expect(card.getByText('Self-identified')).toBeVisible();
      await expect(card.getByRole('link', { name: new RegExp(business.name) })).toHaveAttribute('href', `/business/${business.id}`);
      await expectNoSeriousViolations(page);

      // The attributes, grouped as the reference list groups them: staff add one (the badge's level is kept).
      await card.getByRole('button', { name: `Edit attributes of ${business.name}` }).click();
      const edit = page.getByRole('dialog', { name: `Attributes of “${business.name}”` });
      await expect(edit.getByRole('group', { name: 'Ownership' }).getByRole('checkbox', { name: 'Black-owned' })).toBeChecked();
      const wifi = edit.getByRole('group', { name: 'What it offers' }).getByRole('checkbox', { name: 'Free Wi-Fi' });
      await expect(edit.getByRole('group', { name: 'Languages spoken' }).getByRole('checkbox', { name: 'Spanish' })).toBeVisible();
      await expectNoSeriousViolations(page);
      const hadWifi = (await wifi.getAttribute('aria-checked')) === 'true';
      await wifi.click();
      await edit.getByRole('button', { name: 'Save attributes' }).click();
      await expectToast(page, `Attributes of ${business.name} saved`);
      await expect(edit).toBeHidden();
      const edited = (await (await page.request.get(`/api/listings/${business.id}`)).json()) as PublicListing;
      expect(edited.attributes.some((a) => a.key === 'free_wifi')).toBe(!hadWifi);
      await expect(card.getByText('Self-identified')).toBeVisible();

      await card.getByRole('button', { name: `Verify Black-owned for ${business.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Verify “Black-owned: ${business.name}”` });
      const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
      // The note is required: the button waits for enough of it.
      await expect(verify).toBeDisabled();
      await dialog.getByLabel('What did you see?').fill(note);
      await expectNoSeriousViolations(page);
      await verify.click();
      await expectToast(page, `Black-owned verified for ${business.name}`);
      await expect(dialog).toBeHidden();
      await expect(card).toBeHidden();

      await page.getByRole('button', { name: /^Verified/ }).click();
      const verified = page.getByRole('article', { name: `${business.name}: Black-owned` });
      const listing = (await (await page.request.get(`/api/listings/${business.id}`)).json()) as PublicListing;
      const blackOwned = listing.attributes.find((a) => a.key === 'black_owned');
      expect(blackOwned?.verifiedAt).toEqual(expect.any(String));
      const level = verifiedText(blackOwned!.verifiedAt!);
      await expect(verified.getByText(level)).toBeVisible();
      await expect(verified.getByText(note)).toBeVisible();
      expect(JSON.stringify(listing)).not.toContain(note);

      const shown = await page.goto(`/business/${business.id}`);
      expect(shown?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
      await expect(page.getByText(level).first()).toBeVisible();
      await expect(badge).not.toContainText('Self-identified');
      await expect(page.getByText(note)).toHaveCount(0);
      expect(await (await page.request.get(`/business/${business.id}`)).text()).toContain(level);
    });
  });
}
