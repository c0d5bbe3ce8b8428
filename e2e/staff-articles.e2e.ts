// Staff write a Get Involved post in Chromium at 375 and 1280 px: the editor asks for the organization
// (with clear messages), the post is published on the Get Involved page (newest first) and on its own page
// with the organization panel, whose Get Involved button opens the form naming the organization; an edit
// of the organization shows there too. axe checks the editor and the pages on the way.
import { DESKTOP, expectNoSeriousViolations, fillFields, patientExpect as expect, PHONE, test } from './fixtures';
import { expectToast, openSection, signInStaff, submitWithToast } from './staff';

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`staff articles at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff write a Get Involved post with its organization; visitors find it and offer to help', async ({ page }) => {
      test.setTimeout(150_000);
      const stamp = `${viewport.width}-${Date.now().toString(36).slice(-5)}`;
      const title = `Read Aloud at the Westside Library ${stamp}`;
      const organization = `Westside Reading Circle ${stamp}`;

      await signInStaff(page);
      await openSection(page, 'Blog Requests');
      await page.getByRole('button', { name: 'Create New Blog Post' }).click();
      const editor = page.getByRole('form', { name: 'Create New Blog Post' });
      await expect(editor).toBeVisible();

      // Every kind of article can be written; Get Involved brings the organization panel's fields.
      await editor.getByRole('combobox', { name: 'Category' }).click();
      for (const name of ['Pop Culture', 'News', 'History', 'Get Involved']) await expect(page.getByRole('option', { name })).toBeVisible();
      await page.getByRole('option', { name: 'News' }).click();
      await expect(editor.getByLabel('Organization')).toHaveCount(0);
      await editor.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Get Involved' }).click();
      const fields = editor.getByRole('group', { name: 'Organization' });
      await expect(fields).toBeVisible();

      await editor.getByLabel('Title').fill(title);
      await editor
        .getByLabel('Content')
        .fill(
          'Every Saturday morning, volunteers read picture books aloud to children at the Westside branch library.\n\nNo experience is needed: just a warm voice.',
        );
      await editor.getByRole('button', { name: 'Create Blog Post' }).click();
      await expectToast(page, 'Missing fields');
      await expect(fields.getByText("Please enter the organization's name")).toBeVisible();
      await expect(fields.getByText('Please give an e-mail address or a phone number for the organization')).toBeVisible();
      await expect(fields.getByText('Please say how people can get involved')).toBeVisible();

      await fillFields(fields, {
        Organization: organization,
        'Contact person': 'Denise Carter',
        Email: 'denise@',
        Phone: '(404) 555-0187',
        Address: '1116 Martin Luther King Jr Dr SW, Atlanta, GA 30314',
        'How to get involved': 'Read for one hour on Saturday mornings, twice a month. Training takes 30 minutes.',
      });
      await fillFields(editor, { Location: 'Atlanta, Georgia', Tags: 'Literacy, Volunteer, literacy' });
      await editor.getByRole('button', { name: 'Create Blog Post' }).click();
      await expect(fields.getByText('Please enter a valid email address')).toBeVisible();
      await expectNoSeriousViolations(page);

      await fields.getByLabel('Email').fill('denise@westsidereading.org');
      await submitWithToast(page, editor, 'Create Blog Post', 'Blog created');
      const row = page.getByRole('list', { name: 'Existing blog posts' }).getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText(organization);

      // The Get Involved page shows it first (newest first), with its own Get Involved button.
      await page.goto('/get-involved');
      const grid = page.getByRole('region', { name: 'Ways to Help' });
      await expect(grid.getByRole('heading', { name: 'No Opportunities Posted Yet' })).toHaveCount(0);
      await expect(grid.getByRole('link').first()).toHaveText(title);
      await expect(grid.getByRole('link', { name: `Get Involved: ${title}` })).toBeVisible();
      await expectNoSeriousViolations(page);

      // Its own page: the organization panel.
      await grid.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(/\/blog\/get-involved\/\d+$/);
      const postUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const panel = page.getByRole('complementary', { name: 'About the organization' });
      for (const text of [
        organization,
        'Denise Carter',
        'denise@westsidereading.org',
        '(404) 555-0187',
        '1116 Martin Luther King Jr Dr SW, Atlanta, GA 30314',
      ]) {
        await expect(panel.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(panel.getByText('Read for one hour on Saturday mornings, twice a month.', { exact: false })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tags' })).toHaveText(/#Literacy\s*#Volunteer/);
      await expectNoSeriousViolations(page);

      // Its Get Involved button opens the form naming the post and the organization.
      await panel.getByRole('button', { name: 'Get Involved' }).click();
      await expect(page).toHaveURL('/get-involved');
      const dialog = page.getByRole('dialog', { name: 'Get Involved' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(title)).toBeVisible();
      await expect(dialog.getByText(organization)).toBeVisible();
      await dialog.getByRole('link', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // An edit of the organization shows on the post's page.
      await page.goto('/admin-dashboard');
      await openSection(page, 'Blog Requests');
      await page.getByRole('searchbox', { name: 'Search blog posts by title or author' }).fill(title);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const edit = page.getByRole('form', { name: 'Edit Blog Post' });
      await expect(edit.getByLabel('Organization')).toHaveValue(organization);
      await expect(edit.getByLabel('Tags')).toHaveValue('Literacy, Volunteer');
      await edit.getByLabel('Organization').fill(`${organization} Inc.`);
      await edit.getByLabel('Phone').fill('');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Blog updated');

      await page.goto(postUrl);
      await expect(panel.getByText(`${organization} Inc.`, { exact: true })).toBeVisible();
      await expect(panel.getByText('(404) 555-0187')).toHaveCount(0);
    });
  });
}
