// The dashboard's blog posts: the staff editor's form, the API's input, patch and list, and the Get
// Involved organization rules.
import { z } from 'zod';
import { adminPaging } from './admin-requests';
import { ADMIN_BLOG_CATEGORIES } from '../reference';
import { splitTags, tidyTags } from './blog-request';
import { boundedArray, boundedString } from './text';
import { isSiteUpload } from '../photo-links';
import { organizationPanelFields, organizationShape, type OrganizationField, type OrganizationValues } from './organization-panel';

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
  ...adminPaging,
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
