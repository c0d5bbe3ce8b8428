// 'Report a problem' and 'Report review': what a visitor sends; the dialog and the API check it with the
// same rules. The staff side is in admin-reports.ts.
import { z } from 'zod';
import { LISTING_REPORT_REASONS, REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '../reference/reports';
import { optionalText } from './text';

export const REPORT_REASON_REQUIRED = 'Please choose what is wrong';
export const REPORT_NOTE_TOO_LONG = `Please keep the note under ${REPORT_NOTE_MAX} characters`;

const reviewIdField = z.coerce.number().int().positive('Review not found').max(2_147_483_647, 'Review not found');

/**
 * A report of a business (no `reviewId`) or of one of its reviews: a reason from the list that fits it and
 * an optional note.
 */
export const reportInputSchema = z
  .object({
    reviewId: reviewIdField.optional(),
    reason: z.string({ error: REPORT_REASON_REQUIRED }).max(40, REPORT_REASON_REQUIRED),
    note: optionalText(REPORT_NOTE_MAX, REPORT_NOTE_TOO_LONG),
  })
  .superRefine((value, context) => {
    const reasons: readonly string[] = value.reviewId === undefined ? LISTING_REPORT_REASONS : REVIEW_REPORT_REASONS;
    if (!reasons.includes(value.reason)) context.addIssue({ code: 'custom', path: ['reason'], message: REPORT_REASON_REQUIRED });
  });
export type ReportInput = z.infer<typeof reportInputSchema>;
export type ReportFormValues = z.input<typeof reportInputSchema>;

export const reportReceivedSchema = z.object({ received: z.literal(true) });

/** A verified owner asks staff to look at a review of their listing: why (the review reasons) and what to add. */
export const ownerLookInputSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { message: REPORT_REASON_REQUIRED }),
  note: optionalText(REPORT_NOTE_MAX, REPORT_NOTE_TOO_LONG),
});
export type OwnerLookInput = z.infer<typeof ownerLookInputSchema>;
