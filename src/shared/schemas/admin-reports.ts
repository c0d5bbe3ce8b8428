// The staff Reports queue: visitors' reports grouped by listing or by review with their reasons counted,
// and the decisions on them (see ../reference/reports.ts).
import { z } from 'zod';
import { LISTING_REPORT_DECISIONS, REPORT_STATUSES, REVIEW_REPORT_DECISIONS } from '../reference/reports';
import { adminPaging } from './admin-requests';

export const reportQueueQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open'), ...adminPaging });
export type ReportQueueQuery = z.infer<typeof reportQueueQuerySchema>;

export const reportGroupViewSchema = z.object({
  /** Stable within a list: the subject and, for decided groups, the decision's time. */
  key: z.string(),
  kind: z.enum(['listing', 'review']),
  listing: z.object({
    id: z.number().int(),
    businessName: z.string(),
    listingNumber: z.string(),
    closedAt: z.string().nullable(),
    /** The verified owner, who is e-mailed about a decision that concerns them. */
    ownerEmail: z.string().nullable(),
  }),
  /** The reported review; null for a listing's reports, and once the review is deleted. */
  review: z.object({ id: z.number().int(), username: z.string(), rating: z.number().int(), content: z.string(), createdAt: z.string() }).nullable(),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  notes: z.array(z.object({ reason: z.string(), note: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  decision: z.string().nullable(),
  decidedAt: z.string().nullable(),
  adminUsername: z.string().nullable(),
  /** The listing's verified owner asked staff to look at this review (they are e-mailed the decision). */
  fromOwner: z.boolean(),
});
export type ReportGroupView = z.infer<typeof reportGroupViewSchema>;

export const listingReportDecisionSchema = z.object({ decision: z.enum(LISTING_REPORT_DECISIONS) });
export const reviewReportDecisionSchema = z.object({ decision: z.enum(REVIEW_REPORT_DECISIONS) });

export const reportDecisionResultSchema = z.object({
  /** How many reports the decision resolved. */
  resolved: z.number().int(),
  /** Whether the listing's owner was e-mailed. */
  emailed: z.boolean(),
});
export type ReportDecisionResult = z.infer<typeof reportDecisionResultSchema>;

export const listingClosureResultSchema = z.object({ id: z.number().int(), closedAt: z.string().nullable(), emailed: z.boolean() });
export type ListingClosureResult = z.infer<typeof listingClosureResultSchema>;
