// The moderation dashboard's request queues: list queries, decisions, and the items each list answers with.
import { z } from 'zod';
import { EVENT_STATUSES, eventWithContactSchema } from './event';
import { listingRefSchema, publicListingSchema } from './listing';
import { boundedString } from './text';

export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_SIZE = 20;
export const FEEDBACK_MAX = 2000;

/** Listings are 'declined'; every other request is 'denied'. */
export const LISTING_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export const EDIT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Paging of every dashboard list. */
export const adminPaging = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX, `At most ${ADMIN_PAGE_MAX} items a page`).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, 'Offset cannot be negative').default(0),
};
export const pagingQuerySchema = z.object(adminPaging);

/** Paging, a status filter ('all' for every status) and optional search text. */
export function requestListQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: z.enum([...statuses, 'all'] as [S[number] | 'all', ...(S[number] | 'all')[]]).default('pending' as never),
    q: boundedString(100, 'Search text is limited to 100 characters').optional(),
    ...adminPaging,
  });
}

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('Request not found').max(2_147_483_647, 'Request not found') });

const optionalFeedback = boundedString(FEEDBACK_MAX, `Please keep the message under ${FEEDBACK_MAX} characters`)
  .optional()
  .transform((v) => v || undefined);

/** Approval: feedback is optional and, when given, goes into the e-mail to the requester. */
export const approveBodySchema = z.object({ feedback: optionalFeedback }).default({ feedback: undefined });
export type ApproveBody = z.infer<typeof approveBodySchema>;

export const FEEDBACK_REQUIRED = 'Please write the feedback to send';
/** Denial: the feedback is required (blank does not count) and is e-mailed to the requester. */
export const denyBodySchema = z.object({
  feedback: boundedString(FEEDBACK_MAX, `Please keep the message under ${FEEDBACK_MAX} characters`, { error: FEEDBACK_REQUIRED }).min(1, FEEDBACK_REQUIRED),
});
export type DenyBody = z.infer<typeof denyBodySchema>;

export const NOTES_REQUIRED = 'Please write why the edit is rejected';
export const rejectEditBodySchema = z.object({
  notes: boundedString(FEEDBACK_MAX, `Please keep the notes under ${FEEDBACK_MAX} characters`, { error: NOTES_REQUIRED }).min(1, NOTES_REQUIRED),
});
export type RejectEditBody = z.infer<typeof rejectEditBodySchema>;

/** A list page with the number matching the filter and the number in each status (for the filter tabs). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    counts: z.record(z.string(), z.number().int()),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  counts: Record<string, number>;
}

export const decisionSchema = z.object({
  decision: z.string(),
  feedback: z.string().nullable(),
  adminUsername: z.string().nullable(),
  decidedAt: z.string(),
});

// The queues' items as staff see them (*View): what a visitor sends has its own schemas (submission.ts,
// blog-request.ts, event.ts, get-involved.ts).

/** A listing as staff see it: the public view plus number, status, EIN, handles, owner and update time. */
export const listingRequestViewSchema = publicListingSchema.extend({
  listingNumber: z.string(),
  status: z.enum(LISTING_REQUEST_STATUSES),
  ein: z.string().nullable(),
  socialMediaHandles: z.string().nullable(),
  userId: z.string().nullable(),
  updatedAt: z.string(),
  lastDecision: decisionSchema.nullable(),
});
export type ListingRequestView = z.infer<typeof listingRequestViewSchema>;

export const editRequestViewSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  originalData: z.record(z.string(), z.unknown()),
  proposedChanges: z.record(z.string(), z.unknown()),
  status: z.enum(EDIT_REQUEST_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent by the listing's verified owner from their account. */
  fromOwner: z.boolean(),
  business: listingRefSchema.extend({ businessType: z.string(), status: z.enum(LISTING_REQUEST_STATUSES), businessEmail: z.string() }),
});
export type EditRequestView = z.infer<typeof editRequestViewSchema>;

const decided = {
  status: z.enum(REQUEST_STATUSES),
  feedback: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
};

/** An event as staff see it: the public view, the contact person, its status and the last decision. */
export const eventRequestViewSchema = eventWithContactSchema.extend({ feedback: z.string().nullable(), decidedAt: z.string().nullable() });
export type EventRequestView = z.infer<typeof eventRequestViewSchema>;

/** The events queue also filters by when: events still to come, those over, those without a date. */
export const EVENT_WHEN_FILTERS = ['any', 'upcoming', 'past', 'undated'] as const;
export const eventRequestListQuery = requestListQuery(EVENT_STATUSES).extend({
  when: z.enum(EVENT_WHEN_FILTERS, { error: 'Please choose any, upcoming, past or undated' }).default('any'),
});
export type EventRequestListQuery = z.output<typeof eventRequestListQuery>;

export const WITHDRAW_NOTE_REQUIRED = 'Please write why the event is withdrawn';
/** Withdrawing an approved event: the reason is required and e-mailed to the submitter. */
export const withdrawBodySchema = z.object({
  feedback: boundedString(FEEDBACK_MAX, `Please keep the message under ${FEEDBACK_MAX} characters`, { error: WITHDRAW_NOTE_REQUIRED }).min(
    1,
    WITHDRAW_NOTE_REQUIRED,
  ),
});

export const getInvolvedRequestViewSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  reason: z.string().nullable(),
  articleTitle: z.string().nullable(),
  articleId: z.number().int().nullable(),
  ...decided,
});
export type GetInvolvedRequestView = z.infer<typeof getInvolvedRequestViewSchema>;

export const blogRequestViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  author: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  tags: z.string().nullable(),
  category: z.string(),
  ...decided,
});
export type BlogRequestView = z.infer<typeof blogRequestViewSchema>;

/** What a decision answers: the request as it now is. */
export const decisionResultSchema = z.object({ id: z.number().int(), status: z.string(), emailed: z.boolean() });
export type DecisionResult = z.infer<typeof decisionResultSchema>;
