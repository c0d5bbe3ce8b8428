// The database schema: one table per entity of the product, in one pg-core module.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CountedKind } from '@shared/insights';
import type { AttributeKey } from '@shared/reference/attributes';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** The row's id in the old hosted app, for rows brought in by `npm run import` (null otherwise). */
const legacyId = () => text();
/** The listing a row belongs to; the row goes when the listing does. */
const listingRef = () =>
  integer()
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' });
/**
 * What every session table holds beside its owner (see auth/session-table.repo.ts): the SHA-256 of the session
 * token (a stolen table does not hold usable tokens), the CSRF token, when it began and when it was last used.
 */
const sessionColumns = () => ({
  tokenHash: text().primaryKey(),
  csrfToken: text().notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ListingStatus = 'pending' | 'approved' | 'declined';
export type RequestStatus = 'pending' | 'approved' | 'denied';
export type SocialMediaPlatformEntry = { platform: string; username: string };

/** Every listing, for its whole life: a pending request, then approved or declined. */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    listingNumber: text().notNull(),
    status: text().$type<ListingStatus>().notNull().default('pending'),
    businessName: text().notNull(),
    businessType: text().notNull(),
    description: text().notNull().default(''),
    address: text().notNull().default(''),
    formattedAddress: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * The IANA time zone of the business's place, from its coordinates (its state's without them). Null
     * until the server fills it: a trigger nulls it when the coordinates or the state change (see the
     * migration), and a job fills the nulls (listings/time-zone-fill.ts).
     */
    timeZone: text(),
    phoneNumber: text().notNull().default(''),
    businessEmail: text().notNull().default(''),
    website: text(),
    businessHours: text(),
    ein: text(),
    socialMediaHandles: text(),
    socialMediaPlatforms: jsonb().$type<SocialMediaPlatformEntry[]>().notNull().default([]),
    servicesOffered: text().notNull().default(''),
    keywords: text().notNull().default(''),
    businessPhotos: jsonb().$type<string[]>().notNull().default([]),
    founderName: text(),
    founderBio: text(),
    priceLevel: smallint(),
    /** The year the business was founded, as its owner gives it (not the year it joined the directory). */
    yearFounded: smallint(),
    /** What the business is and offers: keys of src/shared/reference/attributes.ts, in its order. */
    attributes: text()
      .array()
      .$type<AttributeKey[]>()
      .notNull()
      .default(sql`'{}'`),
    userId: text(),
    /** The owner account that sent the request while signed in; approval makes it the owner. */
    accountId: integer().references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    approvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When staff marked the business permanently closed: its page stays (answering 410), search drops it. */
    closedAt: timestamp({ withTimezone: true, mode: 'date' }),
    legacyId: legacyId(),
  },
  (t) => [
    uniqueIndex('listings_listing_number_key').on(t.listingNumber),
    uniqueIndex('listings_legacy_id_key').on(t.legacyId),
    index('listings_status_created_idx').on(t.status, t.createdAt.desc()),
    /** The listings whose time zone is still to be filled: small, and empty once the job has run. */
    index('listings_time_zone_missing_idx')
      .on(t.id)
      .where(sql`${t.timeZone} is null`),
    check('listings_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('listings_price_level_check', sql`${t.priceLevel} is null or ${t.priceLevel} between 1 and 4`),
    // The forms refuse years after the current one; the table only keeps out what is no year at all.
    check('listings_year_founded_check', sql`${t.yearFounded} is null or ${t.yearFounded} between 1800 and 9999`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A point of the `cube` extension; here the unit-sphere position of a listing (see `earth` below). */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * The search copy of every approved listing: narrow rows holding only what search filters and sorts on,
 * kept in step with `listings` by a trigger (see the migration), so that ordered index walks stay cheap.
 */
/**
 * SQL for the words of a column with their starts: each run of letters and digits as it is, and its first
 * letter and first two letters ("soul food" gives soul, so, s, food, fo, f), as lexemes. Whole words answer
 * the search's word tiers; the starts answer one- and two-letter terms by exact look-ups (a prefix query on
 * whole words reads every word that starts with the letters).
 */
function wordsAndStartsOf(column: string): string {
  return `array_to_tsvector(array_remove(regexp_split_to_array("${column}" || ' ' || regexp_replace("${column}", '(([[:alnum:]])[[:alnum:]]?)[[:alnum:]]*', '\\1 \\2', 'g'), '[^[:alnum:]]+'), ''))`;
}

export const listingSearch = pgTable(
  'listing_search',
  {
    id: integer()
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The name in lower case without accents (see search_fold in the migrations), as every text below. */
    nameLc: text().notNull(),
    businessType: text().notNull(),
    state: text(),
    /** The city as a place key: lower case, no accents, words separated by single spaces ('st louis'). */
    city: text(),
    /** Name, type, services and keywords: what text search matches. */
    searchText: text().notNull(),
    servicesLc: text().notNull(),
    priceLevel: smallint(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    attributes: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The search text's words (runs of letters and digits) with their one- and two-letter starts. */
    words: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`${sql.raw(wordsAndStartsOf('search_text'))}`),
    /** The name's words with their starts, the same way. */
    nameWords: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`${sql.raw(wordsAndStartsOf('name_lc'))}`),
    /**
     * The position on the unit sphere (x, y, z), null without coordinates. The straight-line distance
     * between two such points grows with the great-circle distance, so a GiST index on it hands out
     * listings nearest first (`<->`) and bounds a radius with a box (`<@`).
     */
    earth: cube().generatedAlwaysAs(
      sql`case when "latitude" is null or "longitude" is null then null else cube(array[cos(radians("latitude")) * cos(radians("longitude")), cos(radians("latitude")) * sin(radians("longitude")), sin(radians("latitude"))]) end`,
    ),
  },
  (t) => [
    // Newest first with the id as tie-breaker: the order every search page is cut from.
    index('listing_search_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('listing_search_type_created_idx').on(t.businessType, t.createdAt.desc(), t.id.desc()),
    index('listing_search_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('listing_search_type_state_created_idx').on(t.businessType, t.state, t.createdAt.desc(), t.id.desc()),
    // The migration adds INCLUDE (id, created_at), so that nearest-first walks never visit the table.
    index('listing_search_earth_idx').using('gist', t.earth),
    index('listing_search_name_trgm_idx').using('gin', sql`${t.nameLc} gin_trgm_ops`),
    index('listing_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('listing_search_words_idx').using('gin', t.words),
    index('listing_search_name_words_idx').using('gin', t.nameWords),
    index('listing_search_attributes_idx').using('gin', t.attributes),
    // Text within a radius: the search text's terms tagged with the listing's map cell (the function is
    // defined in migration 0008; see search/cells.ts).
    index('listing_search_cell_terms_idx').using('gin', sql`listing_cell_terms(${t.searchText}, ${t.latitude}, ${t.longitude})`),
  ],
);

/**
 * The words of the approved listings' names, types, services and keywords (as listing_search holds them),
 * each with its English stem and how many listings use it: the vocabulary a search's words are read
 * against (same stem, a typo away, glued or split) and did-you-mean answers from. Kept by a trigger.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    stem: text().notNull(),
    listings: integer().notNull(),
  },
  (t) => [index('search_words_stem_idx').on(t.stem), index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export type SearchTermKind = 'type' | 'service' | 'city' | 'zip' | 'state';

/**
 * The business types and services of the approved listings, their cities and ZIP codes (with how many
 * listings each has and the sums of their coordinates, for a centroid), and the states: what suggestions
 * offer beside names, and the places a search's text is read against. Kept by a trigger; states are fixed.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<SearchTermKind>().notNull(),
    /** The label in lower case without accents, its words separated by single spaces: what is matched. */
    key: text().notNull(),
    label: text().notNull(),
    /** A place's state code; '' for what has none. */
    state: text().notNull().default(''),
    listings: integer().notNull().default(0),
    /** Listings with coordinates, and the sums of their latitudes and longitudes. */
    located: integer().notNull().default(0),
    latitudeSum: doublePrecision().notNull().default(0),
    longitudeSum: doublePrecision().notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_terms_kind_key_state_key').on(t.kind, t.key, t.state),
    index('search_terms_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
);

/**
 * The approved businesses' names as suggestions match them, with the type and city shown under each. Apart
 * from the few terms above, so that a look-up of those never reads the many names. Kept by a trigger.
 */
export const searchNames = pgTable(
  'search_names',
  {
    listingId: integer()
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The name in lower case without accents, its words separated by single spaces. */
    key: text().notNull(),
    label: text().notNull(),
    detail: text().notNull(),
  },
  (t) => [
    // Names starting with the text, in order; then names any of whose words does.
    index('search_names_key_idx').on(sql`${t.key} text_pattern_ops`),
    index('search_names_key_trgm_idx').using('gin', sql`${t.key} gin_trgm_ops`),
  ],
);

/** Who decided what on a listing, and why: the moderation history. */
export const listingModeration = pgTable(
  'listing_moderation',
  {
    id: id(),
    listingId: listingRef(),
    decision: text().$type<'approved' | 'declined' | 'edit_approved' | 'edit_rejected'>().notNull(),
    feedback: text(),
    adminId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_moderation_listing_idx').on(t.listingId)],
);

/**
 * Owner links: the verified owner account of a listing (at most one), made when an approved request was
 * sent while signed in or when a claim is verified. `userId` keeps the old app's user ids of imported links.
 */
export const userBusinesses = pgTable(
  'user_businesses',
  {
    id: id(),
    userId: text(),
    accountId: integer().references((): AnyPgColumn => accounts.id, { onDelete: 'cascade' }),
    listingId: listingRef(),
    role: text().notNull().default('owner'),
    createdAt: createdAt(),
    legacyId: legacyId(),
  },
  (t) => [
    uniqueIndex('user_businesses_legacy_id_key').on(t.legacyId),
    uniqueIndex('user_businesses_user_listing_key').on(t.userId, t.listingId),
    uniqueIndex('user_businesses_verified_owner_key')
      .on(t.listingId)
      .where(sql`${t.accountId} is not null`),
    index('user_businesses_account_idx').on(t.accountId),
  ],
);

/** Owner accounts: an e-mail address, signed in by one-time links (no password). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** Lower-cased. */
    email: text().notNull(),
    /** E-mail the owner when a review of their listing arrives. */
    notifyReviews: boolean().notNull().default(true),
    createdAt: createdAt(),
    lastSignInAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('accounts_email_key').on(t.email)],
);

/** One-time sign-in links: only a hash of the token is kept; used once, within minutes. */
export const signInTokens = pgTable(
  'account_sign_in_tokens',
  {
    tokenHash: text().primaryKey(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_sign_in_tokens_expires_idx').on(t.expiresAt)],
);

export const accountSessions = pgTable(
  'account_sessions',
  {
    ...sessionColumns(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('account_sessions_account_idx').on(t.accountId)],
);

/**
 * "Still right?": when a listing's owner last confirmed it (the e-mailed yes, the yes on /account, or their
 * own edit) and when they were last asked; the reminder job claims a listing by updating `remindedAt`.
 */
export const ownerConfirmations = pgTable('owner_confirmations', {
  listingId: integer()
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
  remindedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * Per attribute of a listing (kept in step with `listings.attributes` by a trigger, migration 0023): when it
 * was added, and whether staff verified it (when, who, and a private note of what they saw).
 */
export const listingAttributeMarks = pgTable(
  'listing_attribute_marks',
  {
    listingId: listingRef(),
    attribute: text().$type<AttributeKey>().notNull(),
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    verifiedBy: integer().references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    verifiedNote: text(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.attribute] }),
    index('listing_attribute_marks_unverified_idx')
      .on(t.addedAt.desc())
      .where(sql`${t.verifiedAt} is null`),
  ],
);

/** The e-mailed one-click 'Yes, still right' links: only a hash of the token is kept; each works once. */
export const stillRightLinks = pgTable(
  'still_right_links',
  {
    tokenHash: text().primaryKey(),
    listingId: listingRef(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('still_right_links_expires_idx').on(t.expiresAt)],
);

export type ClaimStatus = 'pending' | 'approved' | 'denied';

/** An account's claim to own a listing: verified at once by a matching e-mail, otherwise decided by staff. */
export const ownershipClaims = pgTable(
  'ownership_claims',
  {
    id: id(),
    listingId: listingRef(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<ClaimStatus>().notNull().default('pending'),
    /** How it was verified: 'email' (the listing's own address) or 'staff'. */
    verifiedBy: text().$type<'email' | 'staff'>(),
    evidence: text().notNull().default(''),
    /**
     * The document photo's key in the photo store's private area ('<accountId>/<name>.webp'); a public
     * '/uploads/' URL in claims sent before evidence was private, until the sweep moves it; null when none
     * was sent, and 30 days after the decision.
     */
    evidencePhoto: text(),
    feedback: text(),
    adminId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('ownership_claims_status_created_idx').on(t.status, t.createdAt.desc()), index('ownership_claims_listing_idx').on(t.listingId)],
);

/**
 * What a listing brings its owner, counted per day in the listing's time zone (src/shared/insights.ts names
 * the kinds); never anything of the visitor. New reviews are counted from the reviews.
 */
export const listingDailyCounts = pgTable(
  'listing_daily_counts',
  {
    listingId: listingRef(),
    day: date({ mode: 'string' }).notNull(),
    kind: text().$type<CountedKind>().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'listing_daily_counts_pkey', columns: [t.listingId, t.day, t.kind] }),
    index('listing_daily_counts_day_idx').on(t.day),
    check('listing_daily_counts_kind_check', sql`${t.kind} in ('search', 'visit', 'call', 'email', 'website', 'directions', 'social')`),
  ],
);

/** Changes an owner made to a live listing: the fields before and after, so staff can revert them. */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: id(),
    listingId: listingRef(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    revertedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revertedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  },
  (t) => [index('listing_changes_listing_idx').on(t.listingId, t.createdAt.desc())],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    businessId: listingRef(),
    username: text().notNull(),
    rating: smallint().notNull(),
    content: text().notNull(),
    /** Hash of the sender's address, for rate limits; never the address itself. */
    senderHash: text(),
    createdAt: createdAt(),
    /** The verified owner's public answer: one per review. */
    ownerReply: text(),
    ownerReplyAt: timestamp({ withTimezone: true, mode: 'date' }),
    ownerReplyUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    legacyId: legacyId(),
  },
  (t) => [
    uniqueIndex('reviews_legacy_id_key').on(t.legacyId),
    // The migration adds INCLUDE (id, rating), so that rating summaries never visit the table.
    index('reviews_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Why a review was held: its listing's reviews came far above their usual rate, or several low ratings within hours. */
export type HoldReason = 'burst' | 'low_ratings' | 'new_ownership';

/**
 * Reviews held for staff instead of published (migration 0022): the review's columns, why and when it was
 * held, and whether it had been published before the burst it belongs to was noticed. Publishing moves the
 * row into `reviews`, keeping its created_at; removing deletes it.
 */
export const heldReviews = pgTable(
  'held_reviews',
  {
    id: id(),
    businessId: listingRef(),
    username: text().notNull(),
    rating: smallint().notNull(),
    content: text().notNull(),
    senderHash: text(),
    createdAt: createdAt(),
    ownerReply: text(),
    ownerReplyAt: timestamp({ withTimezone: true, mode: 'date' }),
    ownerReplyUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    reason: text().$type<HoldReason>().notNull(),
    heldAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    wasPublished: boolean().notNull().default(false),
  },
  (t) => [
    index('held_reviews_business_created_idx').on(t.businessId, t.createdAt.desc()),
    index('held_reviews_sender_created_idx').on(t.senderHash, t.createdAt),
    check('held_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('held_reviews_reason_check', sql`${t.reason} in ('burst', 'low_ratings', 'new_ownership')`),
  ],
);

/** Per listing: when its current burst was held (its owner is told once) and when staff last acted on it. */
export const reviewChecks = pgTable('review_checks', {
  listingId: integer()
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  burstAt: timestamp({ withTimezone: true, mode: 'date' }),
  checkedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

/**
 * Visitors' reports of a business ('Report a problem') or of a review ('Report review') for the staff
 * Reports queue. No trace of the sender's address is kept; a review's reports outlive it (review_id null).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    kind: text().$type<'listing' | 'review'>().notNull(),
    listingId: listingRef(),
    reviewId: integer().references(() => reviews.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    note: text().notNull().default(''),
    status: text().$type<'open' | 'resolved'>().notNull().default('open'),
    decision: text(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decidedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The verified owner who asked staff to look at the review ('Ask our team to look'): once per review. */
    fromOwner: integer().references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_status_listing_idx').on(t.status, t.listingId),
    index('reports_review_idx').on(t.reviewId),
    uniqueIndex('reports_owner_review_key')
      .on(t.reviewId, t.fromOwner)
      .where(sql`${t.fromOwner} is not null`),
    check('reports_kind_check', sql`${t.kind} in ('listing', 'review')`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
  ],
);

export const editRequests = pgTable(
  'business_edit_requests',
  {
    id: id(),
    businessId: listingRef(),
    originalData: jsonb().$type<Record<string, unknown>>().notNull(),
    proposedChanges: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    adminNotes: text(),
    /** Sent by the listing's verified owner from their account. */
    ownerAccountId: integer().references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    legacyId: legacyId(),
  },
  (t) => [
    uniqueIndex('edit_requests_legacy_id_key').on(t.legacyId),
    index('edit_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('edit_requests_business_idx').on(t.businessId),
  ],
);

export const businessSuggestions = pgTable(
  'business_suggestions',
  {
    id: id(),
    businessType: text().notNull(),
    location: text().notNull(),
    userId: text(),
    status: text().notNull().default('pending'),
    createdAt: createdAt(),
    legacyId: legacyId(),
  },
  (t) => [uniqueIndex('business_suggestions_legacy_id_key').on(t.legacyId)],
);

export const blogRequests = pgTable(
  'blog_requests',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull(),
    author: text().notNull(),
    email: text().notNull(),
    location: text(),
    tags: text(),
    category: text().notNull(),
    status: text().$type<RequestStatus>().notNull().default('pending'),
    feedback: text(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    legacyId: legacyId(),
  },
  (t) => [uniqueIndex('blog_requests_legacy_id_key').on(t.legacyId), index('blog_requests_status_created_idx').on(t.status, t.createdAt.desc())],
);

/** Articles: News, Pop Culture, History and Get Involved posts. */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull(),
    excerpt: text(),
    author: text().notNull().default('Admin'),
    category: text().notNull(),
    status: text().$type<'published' | 'draft'>().notNull().default('published'),
    imageUrl: text(),
    readTime: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text(),
    organizationName: text(),
    contactPerson: text(),
    email: text(),
    phone: text(),
    address: text(),
    involvement: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    legacyId: legacyId(),
  },
  (t) => [uniqueIndex('blogs_legacy_id_key').on(t.legacyId), index('blogs_status_category_created_idx').on(t.status, t.category, t.createdAt.desc())],
);

/** How an event's status moves: pending, then approved or denied; an approved event may be withdrawn by staff. */
export type EventStatus = RequestStatus | 'withdrawn';

export const events = pgTable(
  'events',
  {
    id: id(),
    eventName: text().notNull(),
    organizationName: text().notNull(),
    contactFirstName: text().notNull(),
    contactLastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** In person: the address (and its state); online: none, the link instead. */
    attendanceMode: text().$type<'in_person' | 'online'>().notNull().default('in_person'),
    eventAddress: text(),
    eventState: text(),
    onlineUrl: text(),
    /** When: null while the date is to be announced. An all-day event starts at the first moment of its first day. */
    startsAt: timestamp({ withTimezone: true, mode: 'date' }),
    endsAt: timestamp({ withTimezone: true, mode: 'date' }),
    allDay: boolean().notNull().default(false),
    /** An all-day event's days, as entered (the last one included). */
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** The IANA zone the times were entered in. */
    timeZone: text(),
    /** When the event is over (its end, or the end of its start day): it leaves the upcoming list then. */
    endsListingAt: timestamp({ withTimezone: true, mode: 'date' }),
    offeringPay: text(),
    entryFee: text(),
    cause: text().notNull(),
    tagline: text().notNull(),
    mainTopic: text().notNull(),
    article: text(),
    eventPhotos: jsonb().$type<string[]>().notNull().default([]),
    organizationLogo: text(),
    /** How the public reaches the organizer, when they chose to say. */
    organizerEmail: text(),
    organizerPhone: text(),
    organizerWebsite: text(),
    status: text().$type<EventStatus>().notNull().default('pending'),
    feedback: text(),
    /** Raised at every staff edit, so calendars that imported the event take the change. */
    sequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('events_status_created_idx').on(t.status, t.createdAt.desc()),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    index('events_status_ends_listing_idx').on(t.status, t.endsListingAt),
  ],
);

export const getInvolvedLeads = pgTable(
  'get_involved_leads',
  {
    id: id(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    reason: text(),
    articleTitle: text(),
    articleId: integer().references(() => blogs.id, { onDelete: 'set null' }),
    status: text().$type<RequestStatus>().notNull().default('pending'),
    feedback: text(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('get_involved_status_created_idx').on(t.status, t.createdAt.desc())],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_users_username_key').on(t.username)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    ...sessionColumns(),
    adminId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Every e-mail the site sends, or would send when no mail server is set. */
export const outbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    status: text().$type<'stored' | 'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Demo and housekeeping flags, such as whether the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Counters of the request limits (per address, per account), in the database so that every server
 * process shares them. A row is one fixed window; expired rows are swept on a schedule.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);
