// Staff downloads: approved listings, every listing request with its status, and reviews, as CSV in the
// old app's column names (so `npm run import` takes them back), read a thousand rows at a time.
import { asc, eq, gt, and } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings, reviews } from '@server/db/schema';
import { attributeInfo, attributeLabel, type AttributeGroup } from '@shared/reference/attributes';
import { ATTRIBUTE_COLUMNS, LISTING_EXPORT_COLUMNS } from '@server/features/import';

const PAGE = 1000;

type ListingRow = typeof listings.$inferSelect;

/** A listing's attributes of one group as their labels joined with '; ' (what the upload reads back). */
const attributeCell = (l: ListingRow, group: AttributeGroup) =>
  l.attributes
    .filter((key) => attributeInfo(key).group === group)
    .map(attributeLabel)
    .join('; ');

/** A listing in the old table's columns and our attribute columns, in LISTING_EXPORT_COLUMNS' order. */
function listingCells(l: ListingRow): (string | number | null)[] {
  const byColumn: Record<(typeof LISTING_EXPORT_COLUMNS)[number], string | number | null> = {
    id: l.id,
    created_at: l.createdAt.toISOString(),
    'Business Name': l.businessName,
    'Business Type': l.businessType,
    Description: l.description,
    Address: l.address,
    formatted_address: l.formattedAddress,
    city: l.city,
    state: l.state,
    zip_code: l.zipCode,
    latitude: l.latitude,
    longitude: l.longitude,
    'Phone Number': l.phoneNumber,
    'Business Email': l.businessEmail,
    Wesbite: l.website,
    'Business Hours': l.businessHours,
    'EIN #': l.ein,
    'Social Media handles': l.socialMediaHandles,
    social_media_platforms: JSON.stringify(l.socialMediaPlatforms ?? []),
    'Services Offered': l.servicesOffered,
    Keywords: l.keywords,
    'Business Photos': JSON.stringify(l.businessPhotos ?? []),
    'Founder Name': l.founderName,
    'Founder Bio': l.founderBio,
    'Approved Status': l.status,
    user_id: l.userId,
    business_listing_number: l.listingNumber,
    Ownership: attributeCell(l, ATTRIBUTE_COLUMNS.Ownership),
    Amenities: attributeCell(l, ATTRIBUTE_COLUMNS.Amenities),
    Languages: attributeCell(l, ATTRIBUTE_COLUMNS.Languages),
  };
  return LISTING_EXPORT_COLUMNS.map((column) => byColumn[column]);
}

export const REVIEW_COLUMNS = [
  'id',
  'business_id',
  'username',
  'rating',
  'content',
  'created_at',
  'business_name',
  'business_listing_number',
  'owner_reply',
] as const;

export interface CsvExport {
  header: readonly string[];
  /** Pages of rows, in id order, until there are none. */
  pages: () => AsyncGenerator<(string | number | null)[][]>;
}

/** Reads PAGE rows after the last id read, until a read comes back empty, each row as its cells. */
async function* keysetPages<R>(read: (after: number) => Promise<R[]>, idOf: (row: R) => number, cells: (row: R) => (string | number | null)[]) {
  for (let after = 0; ;) {
    const rows = await read(after);
    if (!rows.length) return;
    yield rows.map(cells);
    after = idOf(rows.at(-1)!);
  }
}

export function listingsExport(db: DbOrTx, approvedOnly: boolean): CsvExport {
  const read = (after: number) =>
    db
      .select()
      .from(listings)
      .where(and(gt(listings.id, after), approvedOnly ? eq(listings.status, 'approved') : undefined))
      .orderBy(asc(listings.id))
      .limit(PAGE);
  return { header: LISTING_EXPORT_COLUMNS, pages: () => keysetPages(read, (l) => l.id, listingCells) };
}

export function reviewsExport(db: DbOrTx): CsvExport {
  const read = (after: number) =>
    db
      .select({ review: reviews, businessName: listings.businessName, listingNumber: listings.listingNumber })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.businessId))
      .where(gt(reviews.id, after))
      .orderBy(asc(reviews.id))
      .limit(PAGE);
  return {
    header: REVIEW_COLUMNS,
    pages: () =>
      keysetPages(
        read,
        (row) => row.review.id,
        ({ review: r, businessName, listingNumber }) => [
          r.id,
          r.businessId,
          r.username,
          r.rating,
          r.content,
          r.createdAt.toISOString(),
          businessName,
          listingNumber,
          r.ownerReply,
        ],
      ),
  };
}
