// Test data factories for articles and community events: rows with sensible defaults, and a valid body
// of the public event form.
import { addDays, wallClock } from '@shared/event-time';
import { blogs, events } from '@server/db/schema';
import { nthMinute, rowFactory } from './factories';

export const insertArticle = rowFactory(blogs, (n) => ({
  title: `Test Article ${n}`,
  content: `Body of test article ${n}.\n\nA second paragraph.`,
  author: 'Test Author',
  category: 'News',
  status: 'published' as const,
  createdAt: nthMinute(n),
}));

export const insertEvent = rowFactory(events, (n) => ({
  eventName: `Test Event ${n}`,
  organizationName: 'Test Organization',
  contactFirstName: 'Ada',
  contactLastName: 'Lovelace',
  email: `contact${n}@example.org`,
  phone: '(404) 555-0142',
  eventAddress: '100 Peachtree St, Atlanta, GA 30303',
  cause: 'Feeding families.',
  tagline: 'Together we eat',
  mainTopic: 'Food Security',
  createdAt: nthMinute(n),
}));

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
