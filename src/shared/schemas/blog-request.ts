// The 'Submit {category} Article' request: author, e-mail, title and content required; location and tags
// optional. Tags are typed as one comma-separated line and stored trimmed, without blanks or repeats.
import { z } from 'zod';
import { ARTICLE_CATEGORIES } from '../reference';
import { emailField, optionalText, requiredText } from './text';
import { formatCount } from '../format-count';

export const BLOG_REQUEST_CONTENT_MAX = 20_000;
export const BLOG_REQUEST_MAX_TAGS = 10;

/** 'Jazz, history, , jazz' -> ['Jazz', 'history'] (repeats compared without case). */
export function splitTags(text: string): string[] {
  return tidyTags(text.split(','));
}

/** Tags trimmed, inner spaces collapsed, without blanks or repeats (compared without case). */
export function tidyTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export const blogRequestSchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES, { error: 'Please choose a category' }),
  author: requiredText('Please enter your name', 100),
  email: emailField,
  title: requiredText('Please enter a title', 200),
  content: requiredText(
    'Please write your article',
    BLOG_REQUEST_CONTENT_MAX,
    `Please keep the article under ${formatCount(BLOG_REQUEST_CONTENT_MAX)} characters`,
  ),
  location: optionalText(100),
  tags: optionalText(300, 'Please keep the tags under 300 characters').refine(
    (v) => splitTags(v).length <= BLOG_REQUEST_MAX_TAGS,
    `Please use at most ${BLOG_REQUEST_MAX_TAGS} tags`,
  ),
});
export type BlogRequestInput = z.input<typeof blogRequestSchema>;
export type BlogRequestData = z.output<typeof blogRequestSchema>;

export const blogRequestCreatedSchema = z.object({ id: z.number().int() });
export type BlogRequestCreated = z.infer<typeof blogRequestCreatedSchema>;

export { BLOG_REQUEST_SUBMITTED, BLOG_REQUEST_SUBMITTED_DETAIL } from '../reference/form-messages';
export const BLOG_REQUEST_FAILED = 'Failed to submit blog request. Please try again.';
