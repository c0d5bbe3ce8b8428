// Get Involved and community events in Chromium at 375 and 1280 px: the Get Involved form opened from a
// post (with its title), an event submitted with an uploaded photo and its confirmation from the server's
// answer, the 3000-character article limit, upload errors, and the redirect when nothing was submitted.
import sharp from 'sharp';
import { DESKTOP, expect, expectNoSeriousViolations, fillFields, PHONE, test } from './fixtures';

const VIEWPORTS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
];

function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 212, g: 160, b: 23 } } })
    .png()
    .toBuffer();
}

for (const viewport of VIEWPORTS) {
  test.describe(`community on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Whole journeys with several accessibility scans: allow three times the usual time.
    test.slow();

    test('the Get Involved form opens from a post with its title and thanks the visitor', async ({ page }) => {
      const res = await page.request.get('/api/articles?category=Get%20Involved&limit=1');
      const [post] = ((await res.json()) as { items: { id: number; title: string }[] }).items;
      expect(post, 'the demo data has Get Involved posts').toBeTruthy();

      await page.goto('/get-involved');
      await expect(page.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'List Your Community Event' })).toHaveAttribute('href', '/list-community-event');
      await expect(page.getByRole('link', { name: 'support@theengine.community' }).first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: post!.title, exact: true }).click();
      await expect(page).toHaveURL(`/blog/get-involved/${post!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
      const panel = page.getByRole('complementary', { name: 'About the organization' });
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Organization', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);

      await panel.getByRole('button', { name: 'Get Involved' }).click();
      await expect(page).toHaveURL('/get-involved');
      const dialog = page.getByRole('dialog', { name: 'Get Involved' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(post!.title)).toBeVisible();

      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('Please enter your first name')).toBeVisible();
      await expect(dialog.getByText('Please enter a phone number')).toBeVisible();

      await fillFields(dialog, {
        'First Name': 'Tasha',
        'Last Name': 'Brown',
        Email: 'tasha@example.com',
        Phone: '(404) 555-0111',
        'Why do you want to get involved?': 'I can drive on Saturdays.',
      });
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Submit' }).click();

      await expect(page.getByText('Thank you for your interest!')).toBeVisible();
      await expect(page.getByText("We'll contact you soon with more information about how to get involved.")).toBeVisible();
      await expect(dialog).toBeHidden();

      // The request to open the form is forgotten: a reload does not open it again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Get Involved' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Back on a get-involved post returns to the Get Involved page.
      await page.goto(`/blog/get-involved/${post!.id}`);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL('/get-involved');
    });

    test('an event with a photo is submitted and confirmed from what the server stored', async ({ page }) => {
      const eventName = `Westside Food Drive ${viewport.name} ${Date.now()}`;
      await page.goto('/get-involved');
      await page.getByRole('link', { name: 'List Your Community Event' }).click();
      await expect(page).toHaveURL('/list-community-event');
      await expect(page.getByRole('heading', { level: 1, name: 'List Your Community Event' })).toBeVisible();
      for (const section of ['Event Information', 'Contact Information', 'Media & Content']) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }

      // Required fields are enforced before anything is sent.
      await page.getByRole('button', { name: 'Submit Event' }).click();
      await expect(page.getByText('Please enter the event name')).toBeVisible();
      await expect(page.getByText('Please choose a main topic')).toBeVisible();
      await expect(page.getByText('Please choose the date the event starts')).toBeVisible();
      await expect(page.getByText('Please fill in all required fields')).toBeVisible();

      await page.getByLabel('Event Name').fill(eventName);
      await page.getByLabel('Organization Name').fill('Westside Community Kitchen');
      await page.getByRole('combobox', { name: 'Main Topic' }).click();
      await expect(page.getByRole('option')).toHaveCount(10);
      await page.getByRole('option', { name: 'Food Security' }).click();
      // When: three weeks ahead, 6:30 to 8 PM; an end before the start is refused with its message.
      const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Start Date').fill(day);
      await page.getByLabel('Start Time').fill('18:30');
      await page.getByLabel('End Time').fill('17:00');
      // Where: the time zone follows the state until it is chosen.
      await page.getByLabel('Event Address').fill('250 Joseph E. Lowery Blvd, Atlanta, GA 30314');
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'California' });
      await expect(page.getByRole('combobox', { name: 'Time Zone' }).locator('option:checked')).toHaveText('Pacific Time (Los Angeles)');
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Georgia' });
      await expect(page.getByRole('combobox', { name: 'Time Zone' }).locator('option:checked')).toHaveText('Eastern Time (New York)');
      await page.getByLabel('Tagline').fill('No neighbor goes hungry');
      await page.getByLabel('Cause').fill('Fresh groceries for 500 families.');
      await page.getByLabel('Entry Fee').fill('Free');
      await page.getByLabel('First Name').fill('Keisha');
      await page.getByLabel('Last Name').fill('Williams');
      await page.getByLabel(/^Email/).fill('keisha@westsidekitchen.org');
      await page.getByLabel(/^Phone/).fill('(404) 555-0199');

      await page.getByLabel('Event Photos', { exact: true }).setInputFiles({ name: 'drive.png', mimeType: 'image/png', buffer: await photo() });
      await expect(page.getByRole('img', { name: 'Event Photos 1' })).toBeVisible();

      // The article stops at 3000 characters and counts them.
      const article = page.getByLabel('Article about the issue (max 500 words)');
      await article.fill('word '.repeat(700));
      await expect(article).toHaveValue('word '.repeat(600));
      await expect(page.getByText('600 words · 3000/3000')).toBeVisible();
      await article.fill('Every Saturday volunteers pack boxes for neighbors.');
      await expect(page.getByText('7 words · 51/3000')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Submit Event' }).click();
      await expect(page.getByLabel('End Time')).toHaveAccessibleDescription('The event must end after it starts');
      await page.getByLabel('End Time').fill('20:00');
      await page.getByRole('button', { name: 'Submit Event' }).click();
      await expect(page).toHaveURL('/event-confirmation', { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Event Submitted Successfully!' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Your event' });
      await expect(summary).toContainText(eventName);
      await expect(summary).toContainText('Westside Community Kitchen');
      await expect(summary).toContainText('Keisha Williams');
      await expect(summary).toContainText('keisha@westsidekitchen.org');
      await expect(summary).toContainText('(404) 555-0199');
      await expect(summary).toContainText('Pending review');
      // The date and time as entered, in the event's own zone.
      await expect(summary).toContainText(/6:30 PM – 8:00 PM E[SD]T/);
      await expect(summary).toContainText('Eastern Time (New York)');
      await expect(summary).toContainText('250 Joseph E. Lowery Blvd, Atlanta, GA 30314');
      await expect(summary.getByRole('img', { name: 'Event photo 1' })).toHaveAttribute('src', /^\/uploads\/[a-f0-9]+\.webp$/);
      const next = page.getByRole('region', { name: "What's Next?" });
      await expect(next.getByRole('listitem')).toHaveCount(4);
      await expect(next).toContainText('48 hours');
      await expectNoSeriousViolations(page);

      // A reload still shows it (read back from the server with the confirmation token).
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your event' })).toContainText(eventName);

      await page.getByRole('button', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL('/');
      // The submission is forgotten: the confirmation page now sends the visitor to the form.
      await page.goto('/event-confirmation');
      await expect(page).toHaveURL('/list-community-event');
    });
  });
}

test('with nothing submitted, /event-confirmation goes to the event form', async ({ page }) => {
  await page.goto('/event-confirmation');
  await expect(page).toHaveURL('/list-community-event');
  await expect(page.getByRole('heading', { level: 1, name: 'List Your Community Event' })).toBeVisible();
});

test("a file that is not an image is refused with 'Failed to upload {filename}'", async ({ page }) => {
  await page.goto('/list-community-event');
  await page
    .getByLabel('Organization Logo', { exact: true })
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(page.getByText('Upload Error')).toBeVisible();
  await expect(page.getByText('Failed to upload notes.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Organization Logo 1' })).toHaveCount(0);
});

test('Cancel on the event form returns to Get Involved', async ({ page }) => {
  await page.goto('/list-community-event');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/get-involved');
});
