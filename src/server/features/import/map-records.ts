// Rows of the other old tables as ours: reviews, edit requests, articles, article requests, business
// suggestions and owner links. Pure; references to listings stay old ids until the service resolves them.
import { normalizePhone } from '@shared/phone';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@shared/reference';
import { CONTENT_MAX, RATING_MAX, RATING_MIN, USERNAME_MAX } from '@shared/reference/reviews';
import type { RequestStatus } from '@server/db/schema';
import { listingLegacyId, stateOf, type RowResult } from './map-listing';
import { FIELD_OF_COLUMN } from './tables';
import { jsonOf, listItemsOf, numberOf, socialOf, storedList, tagsOf, textOf, timestampOf } from './values';

/** A row that points at an imported approved listing by its old id. */
interface ListingReference {
  legacyId: string;
  /** The legacy id of the listing it belongs to. */
  listingLegacyId: string;
  /** Undefined when the export has none: the time of import. */
  createdAt: Date | undefined;
}

export interface ImportedReview extends ListingReference {
  username: string;
  rating: number;
  content: string;
}

export interface ImportedEditRequest extends ListingReference {
  originalData: Record<string, unknown>;
  proposedChanges: Record<string, unknown>;
  status: 'pending' | 'approved' | 'rejected';
  adminNotes: string | null;
  updatedAt: Date | undefined;
}

export interface ImportedOwnerLink extends ListingReference {
  userId: string;
  role: string;
}

export interface ImportedBlog {
  legacyId: string;
  title: string;
  content: string;
  excerpt: string | null;
  author: string;
  category: ArticleCategory;
  status: 'published' | 'draft';
  imageUrl: string | null;
  readTime: string | null;
  tags: string[];
  location: string | null;
  /** Undefined when the export has none: the time of import. */
  createdAt: Date | undefined;
}

export interface ImportedBlogRequest {
  legacyId: string;
  title: string;
  content: string;
  author: string;
  email: string;
  location: string | null;
  tags: string | null;
  category: string;
  status: RequestStatus;
  /** Undefined when the export has none: the time of import. */
  createdAt: Date | undefined;
}

export interface ImportedSuggestion {
  legacyId: string;
  businessType: string;
  location: string;
  userId: string | null;
  status: string;
  /** Undefined when the export has none: the time of import. */
  createdAt: Date | undefined;
}

/** The articles' limits: titles and text the pages can show. */
export const ARTICLE_LIMITS = { title: 200, content: 100_000, author: 100, excerpt: 1000, location: 100, email: 254 } as const;

type Values = Record<string, unknown>;
const refuse = (reason: string) => ({ ok: false, reason }) as const;

function common(values: Values) {
  const notes: string[] = [];
  const createdAt = timestampOf(values.created_at);
  if (createdAt === undefined) notes.push('created_at is not a date: the time of import is kept');
  return { id: textOf(values.id), createdAt: createdAt ?? undefined, notes };
}

interface OfBusiness {
  id: string;
  /** The legacy id of the listing it is of. */
  listing: string;
  createdAt: Date | undefined;
  notes: string[];
}

/** A review or edit request: refused without its id or the business it is of, else mapped by `map`. */
function ofBusiness<T>(values: Values, map: (row: OfBusiness) => RowResult<T>): RowResult<T> {
  const { id, createdAt, notes } = common(values);
  if (!id) return refuse('no id');
  const businessId = textOf(values.business_id);
  if (!businessId) return refuse('no business_id');
  return map({ id, listing: listingLegacyId('approved', businessId), createdAt, notes });
}

function tooLong(fields: Record<string, string | null>, limits: Record<string, number>): string | null {
  for (const [field, value] of Object.entries(fields)) {
    const limit = limits[field];
    if (value && limit !== undefined && value.length > limit) return `${field} is ${value.length} characters, over our limit of ${limit}`;
  }
  return null;
}

export function mapReview(values: Values): RowResult<ImportedReview> {
  return ofBusiness(values, ({ id, listing, createdAt, notes }) => {
    const rating = numberOf(values.rating);
    if (rating === null || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
      return refuse(`rating ${textOf(values.rating) ?? '(empty)'} is not a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    }
    const username = textOf(values.username) ?? '';
    const content = textOf(values.content) ?? '';
    const long = tooLong({ username, content }, { username: USERNAME_MAX, content: CONTENT_MAX });
    if (long) return refuse(long);
    return { ok: true, value: { legacyId: id, listingLegacyId: listing, username, rating, content, createdAt }, notes };
  });
}

/** A phone in the one stored form when it is a valid number (see phone.ts); blank stays none. */
const storedPhone = (text: string | null) => (text === null ? null : normalizePhone(text));

/** Edit data under our field names, with lists and profiles stored as our listings store them. */
export function editDataOf(value: unknown): Record<string, unknown> | undefined {
  const parsed = jsonOf(value);
  if (parsed === null) return {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(parsed)) {
    const field = FIELD_OF_COLUMN[key] ?? key;
    if (field === 'servicesOffered' || field === 'keywords') out[field] = storedList(listItemsOf(raw));
    else if (field === 'socialMediaPlatforms') out[field] = socialOf(raw) ?? [];
    else if (field === 'state') out[field] = stateOf(textOf(raw));
    else if (field === 'phoneNumber' && typeof raw === 'string') out[field] = storedPhone(textOf(raw));
    else out[field] = typeof raw === 'string' ? textOf(raw) : raw;
  }
  return out;
}

export function mapEditRequest(values: Values): RowResult<ImportedEditRequest> {
  return ofBusiness(values, ({ id, listing, createdAt, notes }) => {
    const originalData = editDataOf(values.original_data);
    if (!originalData) return refuse('original_data is not a JSON object');
    const proposedChanges = editDataOf(values.proposed_changes);
    if (!proposedChanges) return refuse('proposed_changes is not a JSON object');
    const updatedAt = timestampOf(values.updated_at) ?? undefined;
    const value: ImportedEditRequest = {
      legacyId: id,
      listingLegacyId: listing,
      originalData,
      proposedChanges,
      status: decisionOf(values.status, 'rejected'),
      adminNotes: textOf(values.admin_notes),
      createdAt,
      updatedAt,
    };
    return { ok: true, value, notes };
  });
}

export function mapOwnerLink(values: Values): RowResult<ImportedOwnerLink> {
  const { id, createdAt, notes } = common(values);
  const userId = textOf(values.user_id);
  const businessId = textOf(values.business_listing_id);
  if (!userId) return refuse('no user_id');
  if (!businessId) return refuse('no business_listing_id');
  return {
    ok: true,
    value: {
      legacyId: id ?? `${userId}:${businessId}`,
      listingLegacyId: listingLegacyId('approved', businessId),
      userId,
      role: textOf(values.role) ?? 'owner',
      createdAt,
    },
    notes,
  };
}

const CATEGORY_BY_KEY = new Map<string, ArticleCategory>(ARTICLE_CATEGORIES.map((c) => [c.toLowerCase().replace(/[^a-z]/g, ''), c]));

/** 'pop-culture', 'Pop Culture', 'popculture' are all Pop Culture. */
export const categoryOf = (value: string | null) => (value ? CATEGORY_BY_KEY.get(value.toLowerCase().replace(/[^a-z]/g, '')) : undefined);

interface ArticleBasics {
  legacyId: string;
  title: string;
  content: string;
  createdAt: Date | undefined;
}

/** A row of either article table: refused without an id, a title and content, else mapped by `map`. */
function ofArticle<T>(values: Values, map: (article: ArticleBasics, notes: string[]) => RowResult<T>): RowResult<T> {
  const { id, createdAt, notes } = common(values);
  const title = textOf(values.title);
  const content = textOf(values.content);
  if (!id) return refuse('no id');
  if (!title) return refuse('no title');
  if (!content) return refuse('no content');
  return map({ legacyId: id, title, content, createdAt }, notes);
}

/** An old status word as a request's decision: approved, refused (rejected, denied or declined, named as our table names it) or pending. */
function decisionOf<R extends string>(value: unknown, refused: R): 'approved' | 'pending' | R {
  const status = (textOf(value) ?? 'pending').toLowerCase();
  return status === 'approved' ? 'approved' : ['rejected', 'denied', 'declined'].includes(status) ? refused : 'pending';
}

export function mapBlog(values: Values): RowResult<ImportedBlog> {
  return ofArticle(values, (article, notes) => {
    const category = categoryOf(textOf(values.category));
    if (!category) return refuse(`category '${textOf(values.category) ?? ''}' is none of ${ARTICLE_CATEGORIES.join(', ')}`);
    const author = textOf(values.author) ?? 'Admin';
    const excerpt = textOf(values.excerpt);
    const location = textOf(values.location);
    const long = tooLong({ title: article.title, content: article.content, author, excerpt, location }, ARTICLE_LIMITS);
    if (long) return refuse(long);
    const status = textOf(values.status)?.toLowerCase() === 'draft' ? 'draft' : 'published';
    const value: ImportedBlog = {
      ...article,
      excerpt,
      author,
      category,
      status,
      location,
      imageUrl: textOf(values.image_url),
      readTime: textOf(values.read_time),
      tags: tagsOf(values.tags),
    };
    return { ok: true, value, notes };
  });
}

export function mapBlogRequest(values: Values): RowResult<ImportedBlogRequest> {
  return ofArticle(values, (article, notes) => {
    const author = textOf(values.author) ?? textOf(values.name) ?? '';
    const email = textOf(values.email) ?? '';
    const location = textOf(values.location);
    const long = tooLong({ title: article.title, content: article.content, author, email, location }, ARTICLE_LIMITS);
    if (long) return refuse(long);
    const tags = Array.isArray(values.tags) ? tagsOf(values.tags).join(', ') : textOf(values.tags);
    const category = categoryOf(textOf(values.category)) ?? textOf(values.category) ?? 'News';
    const value: ImportedBlogRequest = { ...article, author, email, location, tags, category, status: decisionOf(values.status, 'denied') };
    return { ok: true, value, notes };
  });
}

export function mapSuggestion(values: Values): RowResult<ImportedSuggestion> {
  const { id, createdAt, notes } = common(values);
  if (!id) return refuse('no id');
  const businessType = textOf(values.business_type);
  const location = textOf(values.location);
  if (!businessType && !location) return refuse('neither a business_type nor a location');
  const long = tooLong({ businessType, location }, { businessType: 120, location: 120 });
  if (long) return refuse(long);
  return {
    ok: true,
    value: {
      legacyId: id,
      businessType: businessType ?? '',
      location: location ?? '',
      userId: textOf(values.user_id),
      status: textOf(values.status) ?? 'pending',
      createdAt,
    },
    notes,
  };
}
