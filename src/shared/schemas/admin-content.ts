// The dashboard's content tools: blog posts, reviews moderation, the business picker, suggestions,
// the e-mail outbox and the tab badge counts.
import { z } from 'zod';
import { ADMIN_BLOG_CATEGORIES } from '../reference';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from './admin-requests';
import { splitTags, tidyTags } from './blog-request';
import { listingRefSchema, ratingSummarySchema } from './listing';
import { reviewSchema } from './review';
import { boundedArray, boundedString } from './text';
import { isSiteUpload } from '../photo-links';
import { organizationPanelFields, organizationShape, type OrganizationField, type OrganizationValues } from './organization-panel';

const paging = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX, `At most ${ADMIN_PAGE_MAX} items a page`).default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, 'Offset cannot be negative').default(0),
};
export const pagingQuerySchema = z.object(paging);

// ---- Blog posts

export const MISSING_FIELDS = 'Please fill in all required fields';
export const BLOG_CATEGORY_KEYS = Object.keys(ADMIN_BLOG_CATEGORIES) as [keyof typeof ADMIN_BLOG_CATEGORIES, ...(keyof typeof ADMIN_BLOG_CATEGORIES)[]];
export type BlogCategoryKey = (typeof BLOG_CATEGORY_KEYS)[number];
export const GET_INVOLVED_KEY = 'get-involved' satisfies BlogCategoryKey;

const required = (max: number, label: string) =>
  boundedString(max, `Please keep the ${label} under ${max} characters`, { error: MISSING_FIELDS }).min(1, MISSING_FIELDS);

export const SITE_UPLOAD_ONLY = 'Upload the image here: only images stored on this site can be shown';

const imageUrlText = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isSiteUpload(v), SITE_UPLOAD_ONLY);
const imageUrl = imageUrlText.optional().transform((v) => v || null);
/** In an edit: absent keeps the image, blank or null removes it. */
const patchImageUrl = imageUrlText
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Optional text of a new post: blank or absent is stored as none. */
const newText = (text: z.ZodString) => text.nullish().transform((v) => v || null);
/** Optional text in an edit: absent keeps it, blank or null removes it. */
const patchText = (text: z.ZodString) =>
  text
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const ARTICLE_MAX_TAGS = 10;
export const ARTICLE_TAG_MAX = 40;

function tagsRule(tags: string[], ctx: z.RefinementCtx) {
  if (tags.length > ARTICLE_MAX_TAGS) ctx.addIssue({ code: 'custom', message: `Please use at most ${ARTICLE_MAX_TAGS} tags` });
  else if (tags.some((tag) => tag.length > ARTICLE_TAG_MAX))
    ctx.addIssue({ code: 'custom', message: `Please keep each tag under ${ARTICLE_TAG_MAX} characters` });
}
/** A post's tags as the API takes them: a list, tidied (trimmed, no blanks or repeats), 10 of 40 characters at most. */
const tagList = boundedArray(boundedString(200, `Please keep each tag under ${ARTICLE_TAG_MAX} characters`), 100, `Please use at most ${ARTICLE_MAX_TAGS} tags`)
  .transform(tidyTags)
  .superRefine(tagsRule);
/** The same tags as the editor's one comma-separated line. */
const tagLine = boundedString(1000, 'Please use fewer tags')
  .optional()
  .transform((v) => splitTags(v ?? ''))
  .superRefine(tagsRule);

/**
 * Where the post is about: one of the category pages' places (ARTICLE_LOCATIONS) or any text; the location
 * filter finds a post whose location contains the place's name ('Atlanta, Georgia' under Georgia).
 */
const locationText = boundedString(100, 'Please keep the location under 100 characters');

export const ORGANIZATION_NAME_NEEDED = "Please enter the organization's name";
export const INVOLVEMENT_NEEDED = 'Please say how people can get involved';
export const REACH_NEEDED = 'Please give an e-mail address or a phone number for the organization';

/**
 * What a Get Involved post lacks: the organization, how to get involved, and an e-mail address or a phone
 * number to reach them (contact person and address are optional). Other categories need none of it.
 */
export function organizationProblems(post: OrganizationValues): Partial<Record<OrganizationField, string>> {
  const has = (field: OrganizationField) => {
    const value: unknown = post[field];
    return typeof value === 'string' && value.trim() !== '';
  };
  const problems: Partial<Record<OrganizationField, string>> = {};
  if (!has('organizationName')) problems.organizationName = ORGANIZATION_NAME_NEEDED;
  if (!has('email') && !has('phone')) problems.email = REACH_NEEDED;
  if (!has('involvement')) problems.involvement = INVOLVEMENT_NEEDED;
  return problems;
}

function getInvolvedRule(post: OrganizationValues & { category?: string }, ctx: z.RefinementCtx) {
  if (post.category !== GET_INVOLVED_KEY) return;
  for (const [field, message] of Object.entries(organizationProblems(post))) ctx.addIssue({ code: 'custom', path: [field], message });
}

const blogFields = {
  title: required(200, 'title'),
  content: required(50_000, 'content'),
  category: z.enum(BLOG_CATEGORY_KEYS, { error: MISSING_FIELDS }),
  author: boundedString(100, 'Please keep the author under 100 characters')
    .optional()
    .transform((v) => v || 'Admin'),
  imageUrl,
  location: newText(locationText),
  ...organizationShape(newText),
};

/**
 * Create New Blog Post: title, content and category required; author defaults to Admin; image, location
 * and tags optional; a Get Involved post also needs its organization (organizationProblems).
 */
export const blogInputSchema = z.object({ ...blogFields, tags: tagList.optional().default([]) }).superRefine(getInvolvedRule);
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogData = z.output<typeof blogInputSchema>;

/** The staff editor's form: the same fields and rules, with the tags typed as one comma-separated line. */
export const blogFormSchema = z.object({ ...blogFields, tags: tagLine }).superRefine(getInvolvedRule);

/**
 * Editing a post: any of the same fields (absent keeps the stored value). The Get Involved rule is checked
 * on the post as it will be saved, stored values and changes together, by the server.
 */
export const blogPatchSchema = z.object({
  title: required(200, 'title').optional(),
  content: required(50_000, 'content').optional(),
  category: z.enum(BLOG_CATEGORY_KEYS).optional(),
  author: boundedString(100, 'Please keep the author under 100 characters')
    .optional()
    .transform((v) => (v === undefined ? undefined : v || 'Admin')),
  imageUrl: patchImageUrl,
  location: patchText(locationText),
  tags: tagList.optional(),
  ...organizationShape(patchText),
});
export type BlogPatch = z.input<typeof blogPatchSchema>;

export const blogListQuerySchema = z.object({
  ...paging,
  q: boundedString(100).optional(),
  category: z.enum(BLOG_CATEGORY_KEYS).optional(),
});

export const adminBlogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  author: z.string(),
  /** As stored: News, Pop Culture, History or Get Involved. */
  category: z.string(),
  status: z.string(),
  imageUrl: z.string().nullable(),
  readTime: z.string().nullable(),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  ...organizationPanelFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const blogPageSchema = z.object({ items: z.array(adminBlogSchema), total: z.number().int() });
export type BlogPage = z.infer<typeof blogPageSchema>;

// ---- Reviews

/** The dashboard's review orders: the public ones (reference/reviews.ts) and by business. */
export const ADMIN_REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'business'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

export const adminReviewsQuerySchema = z.object({
  ...paging,
  q: boundedString(100, 'Search text is limited to 100 characters').optional(),
  rating: z.coerce.number().int().min(1, 'Ratings are 1 to 5').max(5, 'Ratings are 1 to 5').optional(),
  businessId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(ADMIN_REVIEW_SORTS).default('newest'),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

/** A business of the page's reviews, with the count and average of every review of it, whatever the filters. */
export const reviewBusinessSchema = listingRefSchema.extend(ratingSummarySchema.shape);

/** A review as staff see it: the public review with its business. */
export const adminReviewSchema = reviewSchema.extend({
  businessId: z.number().int(),
  businessName: z.string(),
  listingNumber: z.string(),
  /** The verified owner's public answer, only its text: staff can delete it on its own. */
  ownerReply: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewStatsSchema = z.object({
  count: z.number().int(),
  average: z.number(),
  businesses: z.number().int(),
  lastWeek: z.number().int(),
  /** Reviews per star rating, 1 to 5. */
  distribution: z.record(z.string(), z.number().int()),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const adminReviewsResponseSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  /** Statistics of every review matching the filters (not only this page). */
  stats: reviewStatsSchema,
  /** The businesses of this page's reviews, with their overall count and average. */
  businesses: z.array(reviewBusinessSchema),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const PICKER_MIN_CHARS = 2;
export const PICKER_LIMIT = 10;
export const listingPickerQuerySchema = z.object({
  q: boundedString(100).min(PICKER_MIN_CHARS, `Type at least ${PICKER_MIN_CHARS} characters`),
});
export const listingPickerItemSchema = listingRefSchema.extend({ businessType: z.string() });
export type ListingPickerItem = z.infer<typeof listingPickerItemSchema>;
export const listingPickerResponseSchema = z.object({ items: z.array(listingPickerItemSchema) });
export type ListingPickerResponse = z.infer<typeof listingPickerResponseSchema>;

// ---- Site management

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
  reviews: z.number().int(),
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
