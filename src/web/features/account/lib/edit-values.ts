// The owner's two edit forms as they hold a listing, and the payloads they send: what goes live at once
// (PATCH /api/account/listings/:id) and name, type and address, which staff check first.
import { BUSINESS_TYPE_NAMES, NOT_LISTED } from '@shared/reference';
import { splitList } from '@shared/reference/listings';
import type { OwnerDirectEditInput, OwnerEditRequestInput } from '@shared/schemas/owner';
import type { OwnerListing } from '@shared/schemas/submission';
import { hoursText, hoursValueFromText, type BusinessFormValues } from '@web/components/listing-form';

export type DirectEditValues = Pick<
  BusinessFormValues,
  'description' | 'phoneNumber' | 'website' | 'hours' | 'servicesOffered' | 'keywords' | 'socialMediaPlatforms' | 'priceLevel'
> & { businessPhotos: string[] };

export type CheckedEditValues = Pick<BusinessFormValues, 'businessName' | 'businessType' | 'customBusinessType' | 'street' | 'city' | 'state' | 'zipCode'>;

export function directValuesFrom(listing: OwnerListing): DirectEditValues {
  return {
    description: listing.description,
    // Masked contact details are not values: the owner types them again.
    phoneNumber: listing.contactHidden ? '' : listing.phoneNumber,
    website: listing.website ?? '',
    hours: hoursValueFromText(listing.businessHours),
    servicesOffered: splitList(listing.servicesOffered),
    keywords: splitList(listing.keywords),
    socialMediaPlatforms: listing.socialMediaPlatforms.length ? listing.socialMediaPlatforms.map((s) => ({ ...s })) : [{ platform: '', username: '' }],
    priceLevel: listing.priceLevel ? String(listing.priceLevel) : '',
    businessPhotos: [...listing.businessPhotos],
  };
}

export function directPayload(v: DirectEditValues): OwnerDirectEditInput {
  return {
    description: v.description,
    phoneNumber: v.phoneNumber,
    website: v.website,
    businessHours: hoursText(v.hours),
    servicesOffered: v.servicesOffered,
    keywords: v.keywords,
    socialMediaPlatforms: v.socialMediaPlatforms,
    priceLevel: v.priceLevel ? (Number(v.priceLevel) as 1 | 2 | 3 | 4) : null,
    businessPhotos: v.businessPhotos,
  };
}

export function checkedValuesFrom(listing: OwnerListing): CheckedEditValues {
  const knownType = BUSINESS_TYPE_NAMES.includes(listing.businessType);
  return {
    businessName: listing.businessName,
    businessType: knownType ? listing.businessType : NOT_LISTED,
    customBusinessType: knownType ? '' : listing.businessType,
    street: listing.contactHidden ? '' : listing.street,
    city: listing.city ?? '',
    state: listing.state ?? '',
    zipCode: listing.zipCode ?? '',
  };
}

export function checkedPayload(v: CheckedEditValues): OwnerEditRequestInput {
  return { ...v, state: v.state as OwnerEditRequestInput['state'] };
}
