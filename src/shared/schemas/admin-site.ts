// The dashboard's Site Management and tab badges: suggestions, the e-mail outbox, the counts and backups.
import { z } from 'zod';

export const adminSuggestionSchema = z.object({
  id: z.number().int(),
  businessType: z.string(),
  location: z.string(),
  userId: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;
export const suggestionPageSchema = z.object({ items: z.array(adminSuggestionSchema), total: z.number().int() });
export type SuggestionPage = z.infer<typeof suggestionPageSchema>;

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['stored', 'pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = z.object({ items: z.array(outboxItemSchema), total: z.number().int() });
export type OutboxPage = z.infer<typeof outboxPageSchema>;

// ---- Tab badges

const queueCount = z.object({ pending: z.number().int(), total: z.number().int() });
export const adminCountsSchema = z.object({
  listingRequests: queueCount,
  editRequests: queueCount,
  events: queueCount,
  getInvolved: queueCount,
  blogRequests: queueCount,
  claims: queueCount,
  /** Open report groups (a listing's reports, or a review's). */
  reports: z.number().int(),
  reviews: z.number().int(),
  /** Reviews held for a look (the 'Held reviews' tab). */
  heldReviews: z.number().int(),
  /** Ownership attributes not verified yet (the 'Attributes' tab). */
  attributes: z.number().int(),
  blogs: z.number().int(),
  suggestions: z.number().int(),
  outbox: z.number().int(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

/** Site Management's backup line: whether the server makes nightly backups, and the newest one. */
export const backupStatusSchema = z.object({
  enabled: z.boolean(),
  keep: z.number().int().nullable(),
  count: z.number().int(),
  last: z.object({ file: z.string(), createdAt: z.string(), bytes: z.number().int() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
