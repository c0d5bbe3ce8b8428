// The community event form: its required and optional fields, the main topics, the
// article's 3000-character limit, uploaded photos and logo, when and where the event is (the schedule
// rules are in event-time.ts); and what the API answers about an event.
import { z } from 'zod';
import { checkSchedule, type ScheduleRules } from '../event-time';
import { EVENT_TOPICS, STATE_CODES } from '../reference';
import { EVENT_TIME_ZONE_IDS } from '../reference/time-zones';
import { storedImageUrl } from './stored-image';
import { boundedArray, boundedString, emailField, isEmailAddress, optionalPhoneField, optionalText, phoneField, requiredText } from './text';

export const EVENT_ARTICLE_MAX = 3000;
export const EVENT_MAX_PHOTOS = 10;
export const ATTENDANCE_MODES = ['in_person', 'online'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

const imageUrl = storedImageUrl('Please upload the image again');

export const EVENT_MESSAGES = {
  address: 'Please enter the event address',
  state: 'Please choose the state',
  onlineUrl: 'Please enter the link people use to join',
  badUrl: 'Please enter a web address starting with https://',
  organizerEmail: 'Please enter a valid email address',
  organizerPhone: 'Please enter a valid phone number',
} as const;

/** An http(s) address on a named host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const webAddress = (max: number) => boundedString(max, EVENT_MESSAGES.badUrl).refine((v) => !v || isWebAddress(v), EVENT_MESSAGES.badUrl);
/** '' or a 'YYYY-MM-DD' / 'HH:MM' reading; what it means is checked with the rest of the schedule. */
const scheduleText = boundedString(10, 'Please enter a real date or time').optional().default('');

const eventFields = z.object({
  eventName: requiredText('Please enter the event name', 150),
  organizationName: requiredText('Please enter the organization name', 150),
  mainTopic: z.enum(EVENT_TOPICS, { error: 'Please choose a main topic' }),
  tagline: requiredText('Please enter a tagline', 150),
  cause: requiredText('Please describe the cause', 1000),
  offeringPay: optionalText(200),
  entryFee: optionalText(100),

  // When: the wall clock in the event's own time zone.
  startDate: scheduleText,
  startTime: scheduleText,
  endDate: scheduleText,
  endTime: scheduleText,
  allDay: z.boolean({ error: 'Please say whether the event lasts all day' }).optional().default(false),
  timeZone: z.enum(EVENT_TIME_ZONE_IDS, { error: 'Please choose the time zone' }),

  // Where: an address in a state, or a link to join online.
  attendanceMode: z.enum(ATTENDANCE_MODES, { error: 'Please choose in person or online' }).optional().default('in_person'),
  eventAddress: optionalText(300),
  eventState: z
    .union([z.enum(STATE_CODES), z.literal('')], { error: EVENT_MESSAGES.state })
    .optional()
    .default(''),
  onlineUrl: webAddress(500).optional().default(''),

  contactFirstName: requiredText('Please enter the first name', 60),
  contactLastName: requiredText('Please enter the last name', 60),
  email: emailField,
  phone: phoneField,
  // How the public reaches the organizer (the contact person above is for our team only).
  organizerEmail: boundedString(254, EVENT_MESSAGES.organizerEmail)
    .refine((v) => !v || isEmailAddress(v), EVENT_MESSAGES.organizerEmail)
    .optional()
    .default(''),
  organizerPhone: optionalPhoneField(EVENT_MESSAGES.organizerPhone).optional().default(''),
  organizerWebsite: webAddress(500).optional().default(''),

  article: optionalText(EVENT_ARTICLE_MAX, `The article can be at most ${EVENT_ARTICLE_MAX} characters`),
  eventPhotos: boundedArray(imageUrl, EVENT_MAX_PHOTOS, `At most ${EVENT_MAX_PHOTOS} photos`).optional().default([]),
  organizationLogo: imageUrl.optional().nullable(),
});

type EventFields = z.output<typeof eventFields>;
/** The form's fields, each with its own rule but without the rules across fields (see eventSchemaFor). */
export const eventFieldsSchema = eventFields;

/**
 * The form with its rules across fields: where (an address and state in person, a link online) and when
 * (see checkSchedule). `now` is read at each check; staff editing an event pass its stored start.
 */
export function eventSchemaFor(rules: { now?: () => Date; keepStartsAt?: ScheduleRules['keepStartsAt'] } = {}) {
  return eventFields.superRefine(
    (value, ctx) => {
      if (!value || typeof value !== 'object') return;
      // One message a field: a field that failed its own rule (too long, not a state) says only that.
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      const add = (field: keyof EventFields, message: string) => {
        if (failed.has(field)) return;
        failed.add(field);
        ctx.addIssue({ code: 'custom', path: [field], message });
      };
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      if (value.attendanceMode === 'online') {
        if (!text(value.onlineUrl)) add('onlineUrl', EVENT_MESSAGES.onlineUrl);
      } else {
        if (!text(value.eventAddress)) add('eventAddress', EVENT_MESSAGES.address);
        if (!text(value.eventState)) add('eventState', EVENT_MESSAGES.state);
      }
      if (failed.has('timeZone')) return;
      const { issues } = checkSchedule(
        {
          startDate: text(value.startDate),
          startTime: text(value.startTime),
          endDate: text(value.endDate),
          endTime: text(value.endTime),
          allDay: value.allDay === true,
          timeZone: value.timeZone,
        },
        { now: rules.now?.() ?? new Date(), keepStartsAt: rules.keepStartsAt },
      );
      for (const issue of issues) add(issue.field, issue.message);
    },
    // Also when another field failed: the form shows every problem at once.
    { when: () => true },
  );
}

/** A new event, from the public form: it starts now or later. */
export const eventSchema = eventSchemaFor();
export type EventInput = z.input<typeof eventSchema>;
export type EventData = z.output<typeof eventSchema>;

/** When an event happens: null while its date is to be announced. Instants are ISO text. */
export const eventScheduleSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  allDay: z.boolean(),
  timeZone: z.string(),
  /** The first day and the time as entered, in the event's zone. */
  startDate: z.string(),
  startTime: z.string().nullable(),
  /** The last day (an all-day event's included) and the end time as entered, when there is an end. */
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
});

/** An approved event as the public sees it: no contact person's details. */
export const publicEventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  organizationName: z.string(),
  mainTopic: z.string(),
  tagline: z.string(),
  cause: z.string(),
  offeringPay: z.string().nullable(),
  entryFee: z.string().nullable(),
  schedule: eventScheduleSchema.nullable(),
  attendanceMode: z.enum(ATTENDANCE_MODES),
  eventAddress: z.string().nullable(),
  eventState: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  organizerEmail: z.string().nullable(),
  organizerPhone: z.string().nullable(),
  organizerWebsite: z.string().nullable(),
  article: z.string().nullable(),
  eventPhotos: z.array(z.string()),
  organizationLogo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventListSchema = z.object({ items: z.array(publicEventSchema), hasMore: z.boolean() });
export type PublicEventList = z.infer<typeof publicEventListSchema>;

export const EVENT_PAGE_MAX = 100;
/** An instant as ISO 8601 with its offset, or a date (the start of that day in UTC). */
const instantParam = (name: string) =>
  z
    .string()
    .max(40, `Please give ${name} as a date such as 2026-06-01`)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)),
      `Please give ${name} as a date such as 2026-06-01`,
    )
    .transform((v) => new Date(v));

/**
 * GET /api/events: approved events. Upcoming (the default): not over at `from` (now when not given),
 * soonest first, those whose date is to be announced last (unless a window is asked for). Past: over
 * by now, the most recent first. `to` keeps events that start before it; `state` those in that state.
 */
export const eventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'Please ask for upcoming or past events' }).default('upcoming'),
  from: instantParam('from').optional(),
  to: instantParam('to').optional(),
  state: z.enum(STATE_CODES, { error: 'Please give a two-letter state code' }).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_PAGE_MAX, `At most ${EVENT_PAGE_MAX} events a page`).default(12),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

export const EVENT_STATUSES = ['pending', 'approved', 'denied', 'withdrawn'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event with what its submitter and staff see beyond the public view: the contact person and the status. */
export const eventWithContactSchema = publicEventSchema.extend({
  contactFirstName: z.string(),
  contactLastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(EVENT_STATUSES),
});

/** A submitted event as its submitter sees it on the confirmation page. */
export const submittedEventSchema = eventWithContactSchema.extend({
  /** Lets the submitter read the event back (GET /api/events/:id?token=…); nobody else can. */
  confirmationToken: z.string(),
});
export type SubmittedEvent = z.infer<typeof submittedEventSchema>;
