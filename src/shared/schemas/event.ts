// The community event form (SPEC section 5): its required and optional fields, the main topics, the
// article's 3000-character limit, uploaded photos and logo; and what the API answers about an event.
import { z } from 'zod';
import { EVENT_TOPICS } from '../reference';
import { storedImageUrl } from './stored-image';
import { boundedArray, emailField, optionalText, phoneField, requiredText } from './text';

export const EVENT_ARTICLE_MAX = 3000;
export const EVENT_MAX_PHOTOS = 10;

const imageUrl = storedImageUrl('Please upload the image again');

export const eventSchema = z.object({
  eventName: requiredText('Please enter the event name', 150),
  organizationName: requiredText('Please enter the organization name', 150),
  eventAddress: requiredText('Please enter the event address', 300),
  mainTopic: z.enum(EVENT_TOPICS, { error: 'Please choose a main topic' }),
  tagline: requiredText('Please enter a tagline', 150),
  cause: requiredText('Please describe the cause', 1000),
  offeringPay: optionalText(200),
  entryFee: optionalText(100),
  contactFirstName: requiredText('Please enter the first name', 60),
  contactLastName: requiredText('Please enter the last name', 60),
  email: emailField,
  phone: phoneField,
  article: optionalText(EVENT_ARTICLE_MAX, `The article can be at most ${EVENT_ARTICLE_MAX} characters`),
  eventPhotos: boundedArray(imageUrl, EVENT_MAX_PHOTOS, `At most ${EVENT_MAX_PHOTOS} photos`).optional().default([]),
  organizationLogo: imageUrl.optional().nullable(),
});
export type EventInput = z.input<typeof eventSchema>;
export type EventData = z.output<typeof eventSchema>;

/** An approved event as the Get Involved page shows it: no contact person's details. */
export const publicEventSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  organizationName: z.string(),
  eventAddress: z.string(),
  mainTopic: z.string(),
  tagline: z.string(),
  cause: z.string(),
  offeringPay: z.string().nullable(),
  entryFee: z.string().nullable(),
  article: z.string().nullable(),
  eventPhotos: z.array(z.string()),
  organizationLogo: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const publicEventListSchema = z.object({ items: z.array(publicEventSchema), hasMore: z.boolean() });
export type PublicEventList = z.infer<typeof publicEventListSchema>;
export const approvedEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A submitted event as its submitter sees it on the confirmation page. */
export const submittedEventSchema = publicEventSchema.extend({
  contactFirstName: z.string(),
  contactLastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'approved', 'denied']),
  /** Lets the submitter read the event back (GET /api/events/:id?token=…); nobody else can. */
  confirmationToken: z.string(),
});
export type SubmittedEvent = z.infer<typeof submittedEventSchema>;
