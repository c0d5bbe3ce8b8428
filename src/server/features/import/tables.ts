// The old hosted app's tables as its exports name them (verbatim, 'Wesbite' included),
// and how a file is recognised as one of them.
import path from 'node:path';
import type { AttributeGroup } from '@shared/reference/attributes';

/** The three listing tables, whose names the spec does not give: chosen by a flag on the command line. */
export const LISTING_TABLES = ['pending', 'approved', 'declined'] as const;
export type ListingTable = (typeof LISTING_TABLES)[number];

export const NAMED_TABLES = ['user_businesses', 'reviews', 'business_edit_requests', 'blogs', 'blog_requests', 'business_suggestions'] as const;
export type NamedTable = (typeof NAMED_TABLES)[number];

export type ExportTable = ListingTable | NamedTable;

export const LISTING_COLUMNS = [
  'id',
  'created_at',
  'Business Name',
  'Business Type',
  'Description',
  'Address',
  'formatted_address',
  'city',
  'state',
  'zip_code',
  'latitude',
  'longitude',
  'Phone Number',
  'Business Email',
  'Wesbite',
  'Business Hours',
  'EIN #',
  'Social Media handles',
  'social_media_platforms',
  'Services Offered',
  'Keywords',
  'Business Photos',
  'Founder Name',
  'Founder Bio',
  'Approved Status',
  'user_id',
  'business_listing_number',
] as const;

/**
 * Our download's columns after the old table's: a listing's attributes by group, labels joined with '; '.
 * Whether staff verified one is not carried (a file could claim it); an upload's attributes start self-identified.
 */
export const ATTRIBUTE_COLUMNS = { Ownership: 'ownership', Amenities: 'amenity', Languages: 'language' } as const satisfies Record<string, AttributeGroup>;
export const LISTING_EXPORT_COLUMNS = [...LISTING_COLUMNS, ...(Object.keys(ATTRIBUTE_COLUMNS) as (keyof typeof ATTRIBUTE_COLUMNS)[])] as const;
/** Every group in one cell, labels or keys (an import from elsewhere): read, never written. */
export const ALL_ATTRIBUTES_COLUMN = 'Attributes';
/** The columns a listing file may have: the old table's, our download's, and 'Attributes'. */
export const LISTING_FILE_COLUMNS: readonly string[] = [...LISTING_EXPORT_COLUMNS, ALL_ATTRIBUTES_COLUMN];
/** The columns attributes are read from. */
export const ATTRIBUTE_FILE_COLUMNS: readonly string[] = [...Object.keys(ATTRIBUTE_COLUMNS), ALL_ATTRIBUTES_COLUMN];

/** The listing columns as our listing fields (edit requests' data also says 'website'). */
export const FIELD_OF_COLUMN: Record<string, string> = {
  'Business Name': 'businessName',
  'Business Type': 'businessType',
  Description: 'description',
  Address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  'Phone Number': 'phoneNumber',
  'Business Email': 'businessEmail',
  Wesbite: 'website',
  website: 'website',
  'Business Hours': 'businessHours',
  'EIN #': 'ein',
  'Services Offered': 'servicesOffered',
  Keywords: 'keywords',
  'Founder Name': 'founderName',
  'Founder Bio': 'founderBio',
  social_media_platforms: 'socialMediaPlatforms',
  'Social Media handles': 'socialMediaHandles',
  'Business Photos': 'businessPhotos',
  formatted_address: 'formattedAddress',
  business_listing_number: 'listingNumber',
};

export const TABLE_COLUMNS: Record<ExportTable, readonly string[]> = {
  pending: LISTING_FILE_COLUMNS,
  approved: LISTING_FILE_COLUMNS,
  declined: LISTING_FILE_COLUMNS,
  user_businesses: ['id', 'user_id', 'business_listing_id', 'role', 'created_at'],
  reviews: ['id', 'business_id', 'username', 'rating', 'content', 'created_at'],
  business_edit_requests: ['id', 'business_id', 'original_data', 'proposed_changes', 'status', 'admin_notes', 'created_at', 'updated_at'],
  blogs: ['id', 'title', 'content', 'excerpt', 'author', 'category', 'status', 'created_at', 'image_url', 'read_time', 'tags', 'location'],
  blog_requests: ['id', 'title', 'content', 'author', 'name', 'email', 'location', 'tags', 'category', 'status', 'created_at'],
  business_suggestions: ['id', 'business_type', 'location', 'user_id', 'status', 'created_at'],
};

/**
 * The order files are imported in: listings before what points at them, approved ones first, so that a
 * number left in two tables (the old app's delete after an approval could fail) is imported once, approved.
 */
export const IMPORT_ORDER: readonly ExportTable[] = ['approved', 'declined', 'pending', ...NAMED_TABLES];

/** The table a file's own name says ('reviews.csv', 'blog_requests.json'), if any. */
export function tableOfFileName(file: string): NamedTable | undefined {
  const base = path
    .basename(file)
    .replace(/\.(csv|json)$/i, '')
    .toLowerCase();
  return (NAMED_TABLES as readonly string[]).includes(base) ? (base as NamedTable) : undefined;
}

export const isListingTable = (table: ExportTable): table is ListingTable => (LISTING_TABLES as readonly string[]).includes(table);
