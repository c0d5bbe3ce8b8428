// Reviews people can believe. Held reviews: a burst of reviews on a business (many addresses within minutes)
// is held, not published; the business page says some recent reviews are being checked and the rating leaves
// them out; a visitor writing one more is told in plain words; staff see the burst in 'Held reviews' and
// publish it all, after which the reviews count and the notice goes. And a verified owner asks staff to look
// at a review from /account; staff dismiss it in Reports and the owner is e-mailed the answer. On a 375 px
// phone and a 1280 px screen, with axe over the new screens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations, patientExpect as expect, SCREENS, stubOtherHosts, test } from './fixtures';
import { messages } from './mail';
import { signInByEmailLink } from './owners';
import { expectToast, openSection, signInStaff } from './staff';

test.describe.configure({ timeout: 120_000 });

const CHECKING = 'Some recent reviews are being checked';
const HELD = 'Your review is being checked because this business received many reviews at once';

/** A business of the test's own, submitted as List Your Business does and approved by staff through the API. */
async function approvedBusiness(page: Page, businessName: string, businessEmail = 'fishfry@example.com'): Promise<number> {
  const submitted = await page.request.post('/api/listing-requests', {
    data: {
      businessName,
      businessType: 'Restaurants & Food Services',
      description: 'Fish fry on Fridays and peach cobbler every day.',
      street: '12 Peachtree St',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      phoneNumber: '(404) 555-0177',
      businessEmail,
      businessHours: 'Mon 09:00-17:00',
      servicesOffered: ['Dine-in'],
      keywords: ['fish fry'],
      founderFirstName: 'Lena',
      founderLastName: 'Brooks',
      founderBio: 'Cooks for the whole block.',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { csrfToken } = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
  const listed = await page.request.get(`/api/admin/listing-requests?q=${encodeURIComponent(businessName)}`);
  const [request] = ((await listed.json()) as { items: { id: number }[] }).items;
  const approved = await page.request.post(`/api/admin/listing-requests/${request!.id}/approve`, { data: {}, headers: { 'x-csrf-token': csrfToken } });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  return request!.id;
}

/** Reviews from as many neighbours' addresses within a minute: a burst. */
async function burst(request: APIRequestContext, businessId: number, count: number, tag: string) {
  for (let i = 0; i < count; i += 1) {
    const res = await request.post(`/api/listings/${businessId}/reviews`, {
      data: { rating: 1, username: `Neighbour ${i}`, content: `Never again, visit ${i} (${tag}).` },
      headers: { 'x-forwarded-for': `10.250.${tag.length + i}.${i + 1}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const ratingCount = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/listings/${id}/reviews`)).json()) as { summary: { count: number } }).summary.count;

for (const [label, viewport] of SCREENS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    test('staff release a held burst of reviews', async ({ page }, testInfo) => {
      await stubOtherHosts(page);
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const name = `Burst Fish Fry ${stamp}`;
      await signInStaff(page);
      const id = await approvedBusiness(page, name);
      await burst(page.request, id, 6, stamp);
      expect(await ratingCount(page.request, id)).toBe(0);

      // The business page: no rating from the held reviews, and the notice.
      await page.goto(`/business/${id}`);
      await expect(page.getByText(CHECKING)).toBeVisible();
      await expect(page.getByTestId('detail-rating')).toContainText('No reviews yet');
      await expectNoSeriousViolations(page);

      // One more, written on the reviews page while the burst is on: its author is told it is being checked.
      await page.goto(`/reviews/${id}`);
      await expect(page.getByText(CHECKING)).toBeVisible();
      await page.getByRole('link', { name: 'Write a Review' }).first().click();
      const form = page.getByRole('dialog', { name: 'Write a Review' });
      await form.getByRole('radio', { name: /^5 stars/ }).click();
      await form.getByLabel('Your name').fill('Regular Diner');
      await form.getByLabel('Your review').fill('Honestly the best fish in town, been coming for years.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expectToast(page, HELD);
      await expect(form).toBeHidden();
      expect(await ratingCount(page.request, id)).toBe(0);

      // Staff: the burst grouped under its business, with the hours, ratings and new addresses shown.
      await page.goto('/admin-dashboard');
      await openSection(page, 'Held reviews');
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expect(card.getByText('7 reviews held')).toBeVisible();
      await expect(card.getByRole('list', { name: 'Reviews per hour' }).getByRole('listitem').first()).toBeVisible();
      await expect(card.getByTestId('new-sender-share')).toHaveText('100%');
      await card.getByText('The 7 reviews, one by one').click();
      await expect(card.getByRole('article', { name: 'Held review by Regular Diner' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`held-reviews-${viewport.width}.png`), fullPage: false });
      await page.screenshot({ path: `test-results/held-reviews-${viewport.width}.png`, fullPage: true });

      await card.getByRole('button', { name: 'Publish all (7)' }).click();
      const confirm = page.getByRole('alertdialog', { name: `Publish all 7 held reviews of "${name}"?` });
      await expect(confirm).toBeVisible();
      await expectNoSeriousViolations(page);
      await confirm.getByRole('button', { name: 'Publish all' }).click();
      await expectToast(page, `7 reviews of ${name} published`);
      await expect(card).toBeHidden();

      // The reviews are on the page now, in the rating, and the notice has gone.
      expect(await ratingCount(page.request, id)).toBe(7);
      await page.goto(`/business/${id}`);
      await expect(page.getByTestId('detail-rating')).toContainText('7 reviews');
      await expect(page.getByText(CHECKING)).toBeHidden();
    });
  });
}

for (const [label, viewport] of SCREENS) {
  test.describe(`an owner on a ${label}`, () => {
    test.use({ viewport });

    test('asks our team to look at a review; staff keep it and the owner is e-mailed the answer', async ({ page }) => {
      await stubOtherHosts(page);
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const name = `Looked After Barbers ${stamp}`;
      const email = `barbers-${stamp}@example.com`;
      await signInStaff(page);
      const id = await approvedBusiness(page, name, email);
      const posted = await page.request.post(`/api/listings/${id}/reviews`, {
        data: { rating: 1, username: 'Rival Cutter', content: 'Terrible cuts, go to the shop across the road instead.' },
      });
      expect((await posted.json()) as { status: string }).toMatchObject({ status: 'published' });

      // The owner signs in (the listing with their e-mail is theirs) and asks about the review, with a reason.
      await signInByEmailLink(page, email);
      const review = page.getByRole('listitem').filter({ has: page.getByRole('article', { name: 'Review by Rival Cutter' }) });
      await review.getByRole('button', { name: 'Ask our team to look at the review by Rival Cutter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask our team to look' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send to our team' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please choose why our team should look at it');
      await dialog.getByLabel('Why?').selectOption('conflict-of-interest');
      await dialog.getByLabel('Anything to add? (optional)').fill('Posted by the owner of the shop across the road.');
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Send to our team' }).click();
      await expect(dialog).toBeHidden();
      await expect(review.getByRole('status')).toHaveText('Sent: our team will look at this review and e-mail you their answer.');

      // Staff see it in Reports, marked as the owner's, and keep the review: the owner is told.
      const before = (await messages()).length;
      await page.goto('/admin-dashboard');
      await openSection(page, 'Reports');
      const card = page.getByRole('article', { name: `Review of ${name}` });
      await expect(card.getByText('Asked by the owner')).toBeVisible();
      await expectNoSeriousViolations(page);
      await card.getByRole('button', { name: `Dismiss the reports of Review of ${name}` }).click();
      await expectToast(page, 'Reports dismissed', `The owner, ${email}, has been e-mailed.`);
      await expect
        .poll(
          async () =>
            (await messages())
              .slice(before)
              .some((m) => m.to === email && m.text.includes('You asked our team to look at a review') && m.text.includes('it stays')),
          { timeout: 15_000 },
        )
        .toBe(true);
    });
  });
}
