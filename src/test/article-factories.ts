// Test data factories for articles, events and get-involved leads: rows with sensible defaults.
import { addDays, wallClock } from '@shared/event-time';
import { blogs, events } from '@server/db/schema';
import type { DbOrTx } from '@server/db/client';

let counter = 0;

export async function insertArticle(db: DbOrTx, overrides: Partial<typeof blogs.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(blogs)
    .values({
      title: `Test Article ${counter}`,
      content: `Body of test article ${counter}.\n\nA second paragraph.`,
      author: 'Test Author',
      category: 'News',
      status: 'published',
      createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertEvent(db: DbOrTx, overrides: Partial<typeof events.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(events)
    .values({
      eventName: `Test Event ${counter}`,
      organizationName: 'Test Organization',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
      email: `contact${counter}@example.org`,
      phone: '(404) 555-0142',
      eventAddress: '100 Peachtree St, Atlanta, GA 30303',
      cause: 'Feeding families.',
      tagline: 'Together we eat',
      mainTopic: 'Food Security',
      createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A valid body for POST /api/events. */
/** The date `days` days from today on New York's clocks, as the event form sends it. */
export const daysFromToday = (days: number) => addDays(wallClock(new Date(), 'America/New_York').date, days);

/** A valid submission of the public event form: in Atlanta, a month from today, 6 to 8 PM Eastern. */
export function eventPayload(overrides: Record<string, unknown> = {}) {
  return {
    eventName: 'Westside Food Drive',
    organizationName: 'Westside Community Kitchen',
    startDate: daysFromToday(30),
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
    offeringPay: '',
    entryFee: 'Free',
    contactFirstName: 'Keisha',
    contactLastName: 'Williams',
    email: 'keisha@westsidekitchen.org',
    phone: '(404) 555-0199',
    article: 'Every Saturday volunteers gather to pack boxes.',
    eventPhotos: [],
    organizationLogo: null,
    ...overrides,
  };
}
