// The edit form's values for a listing as the status check shows it, and its payload.
import type { EditListingInput, OwnerListing } from '@shared/schemas/submission';
import { businessPayload, businessValuesFrom, type BusinessFormValues } from '@web/components/listing-form';

export interface EditFormValues extends BusinessFormValues {
  founderName: string;
  founderBio: string;
}

export function editValuesFrom(listing: OwnerListing): EditFormValues {
  return { ...businessValuesFrom(listing), founderName: listing.founderName ?? '', founderBio: listing.founderBio ?? '' };
}

export function editPayload(v: EditFormValues): EditListingInput {
  return { ...businessPayload(v), description: v.description, founderName: v.founderName, founderBio: v.founderBio };
}
