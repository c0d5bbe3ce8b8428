// The edit form's values for a listing as the status check shows it, and its payload.
import { BUSINESS_TYPE_NAMES, NOT_LISTED } from '@shared/reference';
import { splitList } from '@shared/reference/listings';
import type { EditListingInput, OwnerListing } from '@shared/schemas/submission';
import { businessPayload, hoursValueFromText, type BusinessFormValues } from '@web/components/listing-form';

export interface EditFormValues extends BusinessFormValues {
  founderName: string;
  founderBio: string;
}

export function editValuesFrom(listing: OwnerListing): EditFormValues {
  const knownType = BUSINESS_TYPE_NAMES.includes(listing.businessType);
  return {
    businessName: listing.businessName,
    businessType: knownType ? listing.businessType : NOT_LISTED,
    customBusinessType: knownType ? '' : listing.businessType,
    description: listing.description,
    servicesOffered: splitList(listing.servicesOffered),
    // Masked contact details are not values: the owner types them again.
    street: listing.contactHidden ? '' : listing.street,
    city: listing.city ?? '',
    state: listing.state ?? '',
    zipCode: listing.zipCode ?? '',
    phoneNumber: listing.contactHidden ? '' : listing.phoneNumber,
    businessEmail: listing.contactHidden ? '' : listing.businessEmail,
    website: listing.website ?? '',
    hours: hoursValueFromText(listing.businessHours),
    hasEin: listing.hasEin,
    ein: '',
    socialMediaPlatforms: listing.socialMediaPlatforms.length ? listing.socialMediaPlatforms.map((s) => ({ ...s })) : [{ platform: '', username: '' }],
    keywords: splitList(listing.keywords),
    priceLevel: listing.priceLevel ? String(listing.priceLevel) : '',
    founderName: listing.founderName ?? '',
    founderBio: listing.founderBio ?? '',
  };
}

export function editPayload(v: EditFormValues): EditListingInput {
  return { ...businessPayload(v), description: v.description, founderName: v.founderName, founderBio: v.founderBio };
}
