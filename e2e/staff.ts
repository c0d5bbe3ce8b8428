// What the staff journeys share: the admin's password, signing in, the dashboard's sections (a select on
// phones, tabs on wide screens), toasts, and a community event submitted as the public form sends it.
import { expect, type Page } from '@playwright/test';

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

/** The date `days` days from today on New York's clocks, 'YYYY-MM-DD'. */
export function newYorkDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** A community event as the public form sends it: two weeks ahead, 6 to 8 PM in Atlanta. */
export function eventSubmission(fields: Record<string, unknown> = {}) {
  return {
    eventName: 'Westside Food Drive',
    organizationName: 'Westside Community Kitchen',
    startDate: newYorkDate(14),
    startTime: '18:00',
    endDate: '',
    endTime: '20:00',
    allDay: false,
    timeZone: 'America/New_York',
    attendanceMode: 'in_person',
    eventAddress: '250 Joseph E. Lowery Blvd, Atlanta, GA 30314',
    eventState: 'GA',
    mainTopic: 'Food Security',
    tagline: 'No neighbor goes hungry',
    cause: 'We collect and share fresh groceries with families on the Westside.',
    entryFee: 'Free',
    contactFirstName: 'Keisha',
    contactLastName: 'Williams',
    email: 'keisha@westsidekitchen.org',
    phone: '(404) 555-0199',
    organizerEmail: 'hello@westsidekitchen.org',
    article: 'Every Saturday volunteers gather to pack boxes.',
    eventPhotos: [],
    organizationLogo: null,
    ...fields,
  };
}
