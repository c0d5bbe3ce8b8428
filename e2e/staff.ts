// What the staff journeys share: the admin's password, signing in, the dashboard's sections (a select on
// phones, tabs on wide screens), toasts, and a community event submitted as the public form sends it.
import { expect, type Locator, type Page } from '@playwright/test';
import { daysFromToday, eventPayload } from '../src/test/article-factories';

export const STAFF_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password';

export async function signInStaff(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
}

export async function openSection(page: Page, name: string) {
  if (page.viewportSize()!.width < 640) {
    await page.getByRole('combobox', { name: 'Dashboard section' }).click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  } else {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }
}

/** A toast with its title and, when given, its description (checked together: toasts go away after a few seconds). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible({ timeout: 15_000 });
  if (description) await expect(toast).toContainText(description);
}

/** Presses a dialog's or form's button that sends it: its toast shows and it closes. */
export async function submitWithToast(page: Page, form: Locator, button: string, toast: string) {
  await form.getByRole('button', { name: button }).click();
  await expectToast(page, toast);
  await expect(form).toBeHidden({ timeout: 15_000 });
}

/** A community event as the public form sends it, two weeks ahead, with the organizer's own e-mail. */
export function eventSubmission(fields: Record<string, unknown> = {}) {
  return eventPayload({ startDate: daysFromToday(14), organizerEmail: 'hello@westsidekitchen.org', ...fields });
}
