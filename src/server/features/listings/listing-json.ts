// The public listing as JSON built by the database, for reads that send rows straight to the browser
// (the directory search): no row decoding, mapping or re-serialising in the server's event loop.
// It is the same object `toPublicListing` makes from a row; a test holds the two to each other.
import { getTableColumns, sql } from 'drizzle-orm';
import type { ListingAttribute } from '@shared/schemas/listing';
import { listings } from '@server/db/schema';

/** An ISO 8601 UTC timestamp with milliseconds, as Date#toISOString writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whether the `listings` row in scope has a verified owner (an index-only lookup, see user_businesses). */
const VERIFIED_OWNER_SQL = 'exists (select 1 from user_businesses where user_businesses.listing_id = listings.id and user_businesses.account_id is not null)';

/** When the owner of the `listings` row in scope last confirmed it, as ISO text (null when never). */
const OWNER_CONFIRMED_SQL = `(select ${iso('owner_confirmations.confirmed_at')} from owner_confirmations where owner_confirmations.listing_id = listings.id)`;

/**
 * The attributes of the `listings` row in scope, in its order, each with when staff verified it: a JSON array.
 * Every attribute has its mark (a trigger keeps them in step, migration 0023), so one primary-key range read does.
 */
const ATTRIBUTES_SQL = `(select coalesce(json_agg(json_build_object('key', marks.attribute, 'verifiedAt', ${iso('marks.verified_at')})
    order by array_position(listings.attributes, marks.attribute)), '[]'::json)
  from listing_attribute_marks marks where marks.listing_id = listings.id)`;

/** A listing's columns, whether it has a verified owner and when they confirmed it, for `db.select()`: what toPublicListing reads. */
export const LISTING_WITH_OWNER = {
  ...getTableColumns(listings),
  verifiedOwner: sql<boolean>`${sql.raw(VERIFIED_OWNER_SQL)}`,
  ownerConfirmedAt: sql<string | null>`${sql.raw(OWNER_CONFIRMED_SQL)}`,
  attributeLevels: sql<ListingAttribute[]>`${sql.raw(ATTRIBUTES_SQL)}`,
};

const FIELDS: [key: string, value: string][] = [
  ['id', 'listings.id'],
  ['businessName', 'listings.business_name'],
  ['businessType', 'listings.business_type'],
  ['description', 'listings.description'],
  ['address', 'listings.address'],
  ['formattedAddress', 'listings.formatted_address'],
  ['city', 'listings.city'],
  ['state', 'listings.state'],
  ['zipCode', 'listings.zip_code'],
  ['latitude', 'listings.latitude'],
  ['longitude', 'listings.longitude'],
  ['timeZone', 'listings.time_zone'],
  ['phoneNumber', 'listings.phone_number'],
  ['businessEmail', 'listings.business_email'],
  ['website', 'listings.website'],
  ['businessHours', 'listings.business_hours'],
  ['socialMediaPlatforms', 'listings.social_media_platforms'],
  ['servicesOffered', 'listings.services_offered'],
  ['keywords', 'listings.keywords'],
  ['businessPhotos', 'listings.business_photos'],
  ['founderName', 'listings.founder_name'],
  ['founderBio', 'listings.founder_bio'],
  ['priceLevel', 'listings.price_level'],
  ['yearFounded', 'listings.year_founded'],
  ['createdAt', iso('listings.created_at')],
  ['approvedAt', iso('listings.approved_at')],
  ['closedAt', iso('listings.closed_at')],
  ['verifiedOwner', VERIFIED_OWNER_SQL],
  ['ownerConfirmedAt', OWNER_CONFIRMED_SQL],
  ['attributes', ATTRIBUTES_SQL],
];

/**
 * The `'key', value` arguments of json_build_object() for every public field of the `listings` row in
 * scope; callers add their own pairs (distance, rating) after them.
 */
export const PUBLIC_LISTING_JSON_ARGS = sql.raw(FIELDS.map(([key, value]) => `'${key}', ${value}`).join(', '));
