// One row of a listing table (pending, approved, declined) as our listing: every column of the old
// app's table, kept as the old app held it, refused only for what would break the site.
import { normalizePhone } from '@shared/phone';
import { normalizeListingNumber } from '@shared/reference/listings';
import { STATES } from '@shared/reference';
import { addressParts } from '@shared/event-place';
import type { AttributeKey } from '@shared/reference/attributes';
import type { listings, ListingStatus } from '@server/db/schema';
import { ATTRIBUTE_FILE_COLUMNS, FIELD_OF_COLUMN, type ListingTable } from './tables';
import { attributesOfCells, listItemsOf, numberOf, oversizedCells, photosOf, socialOf, storedList, textOf, timestampOf } from './values';

/**
 * A listing as imported: every column given (null when empty), but for the dates an export may lack, the
 * time zone, which the server finds from the place, and the attributes, which a file without their columns
 * (the old app's) leaves as they are.
 */
export type ImportedListing = Required<
  Omit<
    typeof listings.$inferInsert,
    'id' | 'accountId' | 'priceLevel' | 'yearFounded' | 'timeZone' | 'updatedAt' | 'createdAt' | 'approvedAt' | 'closedAt' | 'attributes'
  >
> & {
  legacyId: string;
  createdAt?: Date;
  approvedAt?: Date | null;
  attributes?: AttributeKey[];
};

export interface MappedRow<T> {
  ok: true;
  value: T;
  /** Things kept differently from the export, worth a warning (not a refusal). */
  notes: string[];
}
export interface RefusedRow {
  ok: false;
  /** Every reason, joined: what a one-line report shows. */
  reason: string;
  /** Every reason the row is refused, when the mapping names them apart (a listing row does). */
  reasons?: string[];
}
export type RowResult<T> = MappedRow<T> | RefusedRow;

/** Our limits (the listing form's, src/shared/schemas/submission.ts): longer text would break the pages. */
export const LISTING_LIMITS = {
  businessName: 120,
  businessType: 100,
  description: 2000,
  address: 400,
  formattedAddress: 400,
  city: 100,
  state: 100,
  zipCode: 10,
  phoneNumber: 30,
  businessEmail: 254,
  website: 300,
  businessHours: 300,
  ein: 20,
  socialMediaHandles: 1000,
  founderName: 121,
  founderBio: 500,
  userId: 100,
  /** Each service or keyword, as the form's chips. */
  listItem: 60,
  photoUrl: 2000,
  /** What Check Status accepts. */
  listingNumber: 40,
} as const;

/**
 * No cell of a listing row is longer than fifty photo addresses at their limit, quoted in a JSON list.
 * A longer one is refused before it is split into items, which takes time in proportion to its length.
 */
export const LISTING_CELL_MAX = 50 * (LISTING_LIMITS.photoUrl + 4);

/** The legacy id of a listing row: the old tables numbered their rows separately, so the table is part of it. */
export const listingLegacyId = (table: ListingTable, id: string) => `${table}:${id}`;

const STATE_BY_NAME = new Map(STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** A state's code for its full name ('Georgia' is GA), so the state filter finds it; other text as it is. */
export function stateOf(value: string | null): string | null {
  if (!value) return null;
  return STATE_BY_NAME.get(value.toLowerCase()) ?? (/^[a-z]{2}$/i.test(value) ? value.toUpperCase() : value);
}

const STATUS_OF_TABLE: Record<ListingTable, ListingStatus> = { pending: 'pending', approved: 'approved', declined: 'declined' };

/** The column each limited field comes from, for messages ('Wesbite' for the website, as the old table spells it). */
const COLUMN_OF: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(FIELD_OF_COLUMN)
      .reverse()
      .map(([column, field]) => [field, column]),
  ),
  userId: 'user_id',
  listItem: 'Services Offered',
  photoUrl: 'Business Photos',
};

/**
 * `keyed`: the row must carry an id or a listing number, so a second run finds it again (the command
 * line's rule); a staff upload matches rows by number and likeness instead, and keeps no old id.
 */
export function mapListing(table: ListingTable, values: Record<string, unknown>, { keyed = true } = {}): RowResult<ImportedListing> {
  // Every reason to refuse the row is named, not only the first, so one correction of the file fixes it.
  const oversized = oversizedCells(values, LISTING_CELL_MAX);
  const refusals = oversized.map((cell) => `${cell.column} is ${cell.length} characters, over our limit of ${LISTING_CELL_MAX} for a cell`);
  const notes: string[] = [];
  const get = (column: string) => textOf(values[column]);
  const businessName = get('Business Name');
  if (!businessName) refusals.push('no Business Name');
  const id = get('id');
  const rawNumber = get('business_listing_number');
  if (keyed && !id && !rawNumber) refusals.push('neither an id nor a business_listing_number: it could not be recognised again');
  // A row with an oversized cell is not read further: splitting it takes time in proportion to its length.
  if (oversized.length) return refused(refusals);

  const createdAt = timestampOf(values.created_at);
  if (createdAt === undefined) notes.push('created_at is not a date: the time of import is kept');
  const social = socialOf(values.social_media_platforms);
  if (social === undefined) notes.push('social_media_platforms is not a JSON list: left empty');
  let latitude = numberOf(values.latitude);
  let longitude = numberOf(values.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) latitude = longitude = null;
  const photos = photosOf(values['Business Photos']);
  const services = listItemsOf(values['Services Offered']);
  const keywords = listItemsOf(values.Keywords);
  const status = STATUS_OF_TABLE[table];
  const attributeCells = ATTRIBUTE_FILE_COLUMNS.filter((column) => column in values).map((column) => values[column]);
  const attributes = attributeCells.length ? attributesOfCells(attributeCells) : undefined;
  if (attributes) notes.push(...attributes.notes);
  const created = createdAt ?? null;
  // The old app's joined address ('88 Peachtree St NW, Atlanta, GA 30303') is one address: kept whole, and
  // its city, state and ZIP fill the columns the row leaves empty (never added to it a second time).
  const address = get('Address') ?? '';
  const parts = addressParts(address);

  const listing: ImportedListing = {
    // Stored the way Check Status reads a number (trimmed, upper case, 'BL-' and 8 digits when it is one).
    listingNumber: rawNumber ? normalizeListingNumber(rawNumber) : '',
    legacyId: id ? listingLegacyId(table, id) : rawNumber ? listingLegacyId(table, `number:${rawNumber}`) : '',
    status,
    businessName: businessName ?? '',
    businessType: get('Business Type') ?? '',
    description: get('Description') ?? '',
    address,
    formattedAddress: get('formatted_address'),
    city: get('city') ?? parts.addressLocality ?? null,
    state: stateOf(get('state') ?? parts.addressRegion ?? null),
    zipCode: get('zip_code') ?? parts.postalCode ?? null,
    latitude,
    longitude,
    // In the one stored form, '(404) 555-0111', when it is a valid number; other text as the export has it.
    phoneNumber: normalizePhone(get('Phone Number') ?? ''),
    businessEmail: get('Business Email') ?? '',
    website: get('Wesbite'),
    businessHours: get('Business Hours'),
    ein: get('EIN #'),
    socialMediaHandles: get('Social Media handles'),
    socialMediaPlatforms: social ?? [],
    servicesOffered: storedList(services),
    keywords: storedList(keywords),
    businessPhotos: photos,
    founderName: get('Founder Name'),
    founderBio: get('Founder Bio'),
    attributes: attributes?.attributes,
    userId: get('user_id'),
    createdAt: created ?? undefined,
    // Without a date, an approval keeps the one it has (a new row: none).
    approvedAt: status === 'approved' ? (created ?? undefined) : null,
  };
  if (rawNumber && listing.listingNumber !== rawNumber) notes.push('listing number stored as Check Status reads it (upper case)');

  refusals.push(...overLimit(listing, [...services, ...keywords], photos, rawNumber));
  if (refusals.length) return refused(refusals);
  return { ok: true, value: listing, notes };
}

const refused = (reasons: string[]): RefusedRow => ({ ok: false, reason: reasons.join('; '), reasons });

/** Every field over our limits, as messages naming the column. */
function overLimit(listing: ImportedListing, listItems: string[], photos: string[], rawNumber: string | null): string[] {
  const problems: string[] = [];
  const fields = Object.keys(LISTING_LIMITS) as (keyof typeof LISTING_LIMITS)[];
  for (const field of fields) {
    const value = (listing as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > LISTING_LIMITS[field]) {
      problems.push(`${COLUMN_OF[field]} is ${value.length} characters, over our limit of ${LISTING_LIMITS[field]}`);
    }
  }
  if (rawNumber && rawNumber.length > LISTING_LIMITS.listingNumber) problems.push(`business_listing_number is over ${LISTING_LIMITS.listingNumber} characters`);
  const longItem = listItems.find((item) => item.length > LISTING_LIMITS.listItem);
  if (longItem) problems.push(`a service or keyword is ${longItem.length} characters, over our limit of ${LISTING_LIMITS.listItem}`);
  if (photos.some((url) => url.length > LISTING_LIMITS.photoUrl)) problems.push(`a photo address is over ${LISTING_LIMITS.photoUrl} characters`);
  return problems;
}
