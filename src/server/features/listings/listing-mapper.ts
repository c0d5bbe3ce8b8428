// Turns a stored listing row into what the public API shows (no EIN, no owner id, dates as ISO text).
import type { ListingAttribute, PublicListing } from '@shared/schemas/listing';
import type { listings } from '@server/db/schema';

/** A listing row read with LISTING_WITH_OWNER. */
export type ListingWithOwnerRow = typeof listings.$inferSelect & {
  verifiedOwner: boolean;
  ownerConfirmedAt: string | null;
  attributeLevels: ListingAttribute[];
};

export function toPublicListing(row: ListingWithOwnerRow): PublicListing {
  return {
    id: row.id,
    businessName: row.businessName,
    businessType: row.businessType,
    description: row.description,
    address: row.address,
    formattedAddress: row.formattedAddress,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    phoneNumber: row.phoneNumber,
    businessEmail: row.businessEmail,
    website: row.website,
    businessHours: row.businessHours,
    socialMediaPlatforms: row.socialMediaPlatforms ?? [],
    servicesOffered: row.servicesOffered,
    keywords: row.keywords,
    businessPhotos: row.businessPhotos ?? [],
    founderName: row.founderName,
    founderBio: row.founderBio,
    priceLevel: row.priceLevel,
    yearFounded: row.yearFounded,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    verifiedOwner: row.verifiedOwner,
    ownerConfirmedAt: row.ownerConfirmedAt,
    attributes: row.attributeLevels,
  };
}
