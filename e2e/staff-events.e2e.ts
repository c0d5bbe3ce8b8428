// Staff and community events in Chromium at 375 and 1280 px: a submitted event is approved from the
// Event Requests tab, edited with the form's rules (its new time shows on the card and in the public
// data), then withdrawn with a reason (it leaves the public pages, and its submitter gets the e-mail).
import type { APIRequestContext } from '@playwright/test';
import { DESKTOP, expectNoSeriousViolations, patientExpect as expect, PHONE, test } from './fixtures';
import { eventSubmission, expectToast, openSection, signInStaff, submitWithToast } from './staff';

/** Submits an event the way the public form does; returns its id. */
async function submitEvent(request: APIRequestContext, eventName: string): Promise<number> {
  const res = await request.post('/api/events', { data: eventSubmission({ eventName }) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`staff events at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('approve an event, edit its time with the form, then withdraw it with a reason', async ({ page, request }) => {
      test.setTimeout(150_000);
      const eventName = `Westside Food Drive ${viewport.width}-${Date.now().toString(36).slice(-5)}`;
      const id = await submitEvent(request, eventName);

      await signInStaff(page);
      await openSection(page, 'Event Requests');
      await page.getByRole('searchbox', { name: 'Search event, organization or e-mail' }).fill(eventName);
      const card = page.getByRole('article', { name: eventName });
      await expect(card).toContainText(/6:00 PM – 8:00 PM E[SD]T/);
      await card.getByRole('button', { name: 'Approve' }).click();
      const approve = page.getByRole('dialog', { name: `Approve “${eventName}”` });
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Request approved');
      expect((await request.get(`/api/events/${id}`)).status()).toBe(200);

      // Edit with the form's rules: an end before the start is refused, then the new time is saved.
      // Approved events are under their own filter now.
      await page
        .getByRole('group', { name: 'Filter by status' })
        .getByRole('button', { name: /^Approved/ })
        .click();
      await card.getByRole('button', { name: `Edit ${eventName}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await expect(edit.getByLabel('Event Name')).toHaveValue(eventName);
      await expect(edit.getByLabel('Start Time')).toHaveValue('18:00');
      await edit.getByLabel('Start Time').fill('21:00');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('The event must end after it starts')).toBeVisible();
      await expectNoSeriousViolations(page);
      await edit.getByLabel('Start Time').fill('19:00');
      await submitWithToast(page, edit, 'Save Changes', 'Event updated');
      await expect(card).toContainText(/7:00 PM – 8:00 PM E[SD]T/);
      const updated = (await (await request.get(`/api/events/${id}`)).json()) as { schedule: { startTime: string } };
      expect(updated.schedule.startTime).toBe('19:00');

      // The When filter: an event two weeks ahead is upcoming, not past.
      const when = page.getByRole('combobox', { name: 'When', exact: true });
      await when.selectOption({ label: 'Past' });
      await expect(card).toBeHidden();
      await when.selectOption({ label: 'Upcoming' });
      await expect(card).toBeVisible();

      // Withdraw: the reason is required, e-mailed, and the event leaves the public pages.
      await card.getByRole('button', { name: `Withdraw ${eventName}` }).click();
      const withdraw = page.getByRole('dialog', { name: `Withdraw “${eventName}”` });
      const send = withdraw.getByRole('button', { name: 'Withdraw and Send Email' });
      await expect(send).toBeDisabled();
      await withdraw.getByLabel('Why it is withdrawn').fill('The venue cancelled; please send the new date when you have it.');
      await send.click();
      await expectToast(page, 'Event withdrawn');
      expect((await request.get(`/api/events/${id}`)).status()).toBe(404);
      const feed = await (await request.get('/events.ics')).text();
      expect(feed).not.toContain(eventName.slice(0, 30));
    });
  });
}
