// The owner's two edit forms as they hold a listing, and the payloads they send: what goes live at once
// (PATCH /api/account/listings/:id) and name, type and address, which staff check first.
import type { OwnerDirectEditInput, OwnerEditRequestInput } from '@shared/schemas/owner';
import type { OwnerListing } from '@shared/schemas/submission';
import { businessValuesFrom, hoursText, yearFoundedPayload, type BusinessFormValues } from '@web/components/listing-form';

export type DirectEditValues = Pick<
  BusinessFormValues,
  'description' | 'phoneNumber' | 'website' | 'hours' | 'servicesOffered' | 'keywords' | 'socialMediaPlatforms' | 'priceLevel' | 'yearFounded' | 'attributes'
> & { businessPhotos: string[] };

export type CheckedEditValues = Pick<BusinessFormValues, 'businessName' | 'businessType' | 'customBusinessType' | 'street' | 'city' | 'state' | 'zipCode'>;

export function directValuesFrom(listing: OwnerListing): DirectEditValues {
  const { description, phoneNumber, website, hours, servicesOffered, keywords, socialMediaPlatforms, priceLevel, yearFounded, attributes } =
    businessValuesFrom(listing);
  return {
    description,
    phoneNumber,
    website,
    hours,
    servicesOffered,
    keywords,
    socialMediaPlatforms,
    priceLevel,
    yearFounded,
    attributes,
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
    yearFounded: yearFoundedPayload(v.yearFounded),
    attributes: v.attributes,
    businessPhotos: v.businessPhotos,
  };
}

export function checkedValuesFrom(listing: OwnerListing): CheckedEditValues {
  const { businessName, businessType, customBusinessType, street, city, state, zipCode } = businessValuesFrom(listing);
  return { businessName, businessType, customBusinessType, street, city, state, zipCode };
}

export function checkedPayload(v: CheckedEditValues): OwnerEditRequestInput {
  return { ...v, state: v.state as OwnerEditRequestInput['state'] };
}
