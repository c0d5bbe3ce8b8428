// What a visitor can report about a business and about a review, and what staff decide: zod-free, so
// the business page's buttons and the staff queue read it without the schemas (../schemas/report.ts).

export const LISTING_REPORT_REASONS = ['closed', 'moved', 'hours', 'contact', 'not-community-owned', 'other'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const REVIEW_REPORT_REASONS = ['spam', 'hateful', 'conflict-of-interest', 'not-real', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export type ReportReason = ListingReportReason | ReviewReportReason;

export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  closed: 'Closed for good',
  moved: 'Moved',
  hours: 'Wrong hours',
  contact: 'Wrong phone or website',
  'not-community-owned': 'Not a community-owned business',
  other: 'Something else',
};

export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam',
  hateful: 'Hateful',
  'conflict-of-interest': 'Conflict of interest',
  'not-real': 'Not a real experience',
  other: 'Something else',
};

/** A reason's label, whichever list it is from. */
export const reportReasonLabel = (reason: string): string =>
  (LISTING_REPORT_REASON_LABELS as Record<string, string>)[reason] ?? (REVIEW_REPORT_REASON_LABELS as Record<string, string>)[reason] ?? reason;

export const REPORT_NOTE_MAX = 500;

/** The answer to every report, in the app's toast and the page a report sent without script leads to. */
export const REPORT_THANKS = 'Thank you, our team will take a look';

/** A verified owner's 'Ask our team to look' at a review of their listing: once per review. */
export const OWNER_LOOK = {
  action: 'Ask our team to look',
  sent: 'Sent: our team will look at this review and e-mail you their answer.',
  already: 'You have already asked our team about this review.',
  notYours: 'Review not found',
  /** The staff queue's mark on a review report sent by the listing's owner. */
  staffBadge: 'Asked by the owner',
} as const;

/** Shown on the page of a listing staff marked closed. */
export const PERMANENTLY_CLOSED = 'Permanently closed';

/** The addresses' states that open the dialogs: '/business/12?report', '/business/12?report-review=45'. */
export const REPORT_OPENS = 'report';
export const REVIEW_REPORT_OPENS = 'report-review';

/** Staff decisions on a listing's reports, and on a review's. */
export const LISTING_REPORT_DECISIONS = ['dismiss', 'edited', 'close'] as const;
export const REVIEW_REPORT_DECISIONS = ['dismiss', 'delete-review'] as const;
export type ListingReportDecision = (typeof LISTING_REPORT_DECISIONS)[number];
export type ReviewReportDecision = (typeof REVIEW_REPORT_DECISIONS)[number];
export type ReportDecision = ListingReportDecision | ReviewReportDecision;

export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  dismiss: 'Dismissed',
  edited: 'Listing edited',
  close: 'Marked closed',
  'delete-review': 'Review deleted',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
