// What the API tells the public about a listing, and the directory search's query rules.
import { z } from 'zod';
import { PROXIMITY_RADII, STATE_CODES } from '../reference';
import { ATTRIBUTE_KEYS } from '../reference/attributes';
import { understoodPlaceSchema } from './search-suggest';
import { boundedString, finalLimit } from './text';

export const socialEntrySchema = z.object({ platform: z.string(), username: z.string() });

/** One of a listing's attributes, and since when staff verified it (null: self-identified by the submitter or owner). */
export const listingAttributeSchema = z.object({ key: z.enum(ATTRIBUTE_KEYS), verifiedAt: z.string().nullable() });
export type ListingAttribute = z.infer<typeof listingAttributeSchema>;

// No listing number: it is the owner's proof for status checks and edit requests, never shown publicly.
export const publicListingSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  businessType: z.string(),
  description: z.string(),
  address: z.string(),
  formattedAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The IANA time zone of the business's place (from its coordinates); null until known, then its state's applies. */
  timeZone: z.string().nullable(),
  phoneNumber: z.string(),
  businessEmail: z.string(),
  website: z.string().nullable(),
  businessHours: z.string().nullable(),
  socialMediaPlatforms: z.array(socialEntrySchema),
  servicesOffered: z.string(),
  keywords: z.string(),
  businessPhotos: z.array(z.string()),
  founderName: z.string().nullable(),
  founderBio: z.string().nullable(),
  priceLevel: z.number().int().min(1).max(4).nullable(),
  /** The year the business was founded, when its owner said (not when it joined the directory). */
  yearFounded: z.number().int().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** When staff marked the business permanently closed (its page says so; search leaves it out). */
  closedAt: z.string().nullable(),
  /** A verified owner keeps this listing current ('Verified owner'). */
  verifiedOwner: z.boolean(),
  /** When the verified owner last said the listing is still right ('Confirmed by the owner, November 2026'); null when never. */
  ownerConfirmedAt: z.string().nullable(),
  /** What the business is and offers, in the reference list's order. */
  attributes: z.array(listingAttributeSchema),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const ratingSummarySchema = z.object({ count: z.number().int(), average: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** How staff and the owner name a listing in their lists: by name and by its (never public) number. */
export const listingRefSchema = z.object({ id: z.number().int(), businessName: z.string(), listingNumber: z.string() });

export const listingCardSchema = publicListingSchema.extend({
  distance: z.number().nullable(),
  rating: ratingSummarySchema,
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** What a search's text was read as: the text matched, and the place in it that narrowed and ordered the results. */
export const understoodQuerySchema = z.object({ text: z.string(), place: understoodPlaceSchema.nullable() });
export type UnderstoodQuery = z.infer<typeof understoodQuerySchema>;

export const searchResponseSchema = z.object({
  items: z.array(listingCardSchema),
  hasMore: z.boolean(),
  /** Null without text. */
  understood: understoodQuerySchema.nullable(),
  /** When nothing matches: the text spelled as the listings spell it, if that differs. */
  didYouMean: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** A comma-separated query value as a list of trimmed, non-empty parts. */
const commaList = boundedString(500, undefined, { trim: false }).transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_SORTS = ['relevance', 'nearest', 'rating', 'newest'] as const;

export const searchQuerySchema = z
  .object({
    q: boundedString(100, 'Search text is limited to 100 characters').optional(),
    type: boundedString(100).optional(),
    state: z.enum(STATE_CODES, { message: 'Unknown state' }).optional(),
    services: commaList.pipe(z.array(z.string().max(60)).max(20, finalLimit('Too many services'))).optional(),
    price: commaList
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[1-4]$/, 'Price levels are 1 to 4')
            .transform(Number),
        ),
      )
      .optional(),
    /** Attributes every result has: keys of reference/attributes.ts. */
    attributes: commaList.pipe(z.array(z.enum(ATTRIBUTE_KEYS, { message: 'Unknown attribute' })).max(ATTRIBUTE_KEYS.length)).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce
      .number()
      .refine((r) => (PROXIMITY_RADII as readonly number[]).includes(r), { message: `Radius must be one of ${PROXIMITY_RADII.join(', ')} miles` })
      .optional(),
    /** Best match, nearest first (from lat/lng or `near`), highest rated, or newest. */
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    /** 'now': only businesses open now, in their own time. */
    open: z.enum(['now']).optional(),
    /** A city ('Atlanta, GA') or ZIP to measure distances from when the device's position is not sent. */
    near: boundedString(100, 'A place is at most 100 characters').optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT, `At most ${SEARCH_MAX_LIMIT} results a page`).default(20),
    offset: z.coerce.number().int().min(0, 'Offset cannot be negative').max(10_000).default(0),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === undefined) !== (v.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.lat === undefined ? 'lat' : 'lng'], message: 'Latitude and longitude go together' });
    }
    if (v.radius !== undefined && v.lat === undefined && !v.near) {
      ctx.addIssue({ code: 'custom', path: ['radius'], message: 'A radius needs a location (lat and lng, or near)' });
    }
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The listing fields an edit request may change: the keys of an edit request's originalData and
 * proposedChanges, named as the listing's own fields, so approval applies them one to one.
 */
export const EDITABLE_LISTING_FIELDS = [
  'businessName',
  'businessType',
  'description',
  'address',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
  'businessEmail',
  'website',
  'businessHours',
  'ein',
  'servicesOffered',
  'keywords',
  'founderName',
  'founderBio',
  'businessPhotos',
  'socialMediaPlatforms',
  'priceLevel',
  'yearFounded',
  'attributes',
] as const;
export type EditableListingField = (typeof EDITABLE_LISTING_FIELDS)[number];
