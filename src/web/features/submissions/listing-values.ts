// The listing form's values, their payload for POST /api/listing-requests, and the draft kept in session
// storage ('businessData'): what was typed survives a reload, and the older /founder-info step reads it.
import { founderNames, type EditListingInput, type ListingRequestInput, type OwnerListing } from '@shared/schemas/submission';
import { businessPayload, businessValuesFrom, emptyBusinessValues, type BusinessFormValues } from '@web/components/listing-form';
import { pick } from '@shared/pick';

export interface ListingFormValues extends BusinessFormValues {
  businessPhotos: string[];
  founderFirstName: string;
  founderLastName: string;
  founderBio: string;
}

export function emptyListingValues(): ListingFormValues {
  return { ...emptyBusinessValues(), businessPhotos: [], founderFirstName: '', founderLastName: '', founderBio: '' };
}

export function listingPayload(v: ListingFormValues): ListingRequestInput {
  return {
    ...businessPayload(v),
    ...pick(v, ['description', 'businessPhotos', 'founderFirstName', 'founderLastName', 'founderBio']),
  };
}

/** A listing as the form holds it, for the edit form: masked contact details stay blank (see businessValuesFrom). */
export function listingValuesFrom(listing: OwnerListing): ListingFormValues {
  return {
    ...businessValuesFrom(listing),
    businessPhotos: [...listing.businessPhotos],
    ...founderNames(listing.founderName),
    founderBio: listing.founderBio ?? '',
  };
}

/** What the edit form sends: the fields whose payload differs from the listing's, and nothing else. */
export function changedFields(start: ListingFormValues, now: ListingFormValues): EditListingInput {
  const before = listingPayload(start) as Record<string, unknown>;
  const after = listingPayload(now) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}

export const DRAFT_KEY = 'businessData';

/** The saved draft over the empty form, so a draft from an older version of the form still loads. */
export function loadDraft(): ListingFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<ListingFormValues>;
    if (!saved || typeof saved !== 'object') return null;
    const empty = emptyListingValues();
    const merged = { ...empty } as Record<string, unknown>;
    for (const [key, value] of Object.entries(empty)) {
      const candidate = (saved as Record<string, unknown>)[key];
      if (candidate !== undefined && typeof candidate === typeof value && Array.isArray(candidate) === Array.isArray(value)) merged[key] = candidate;
    }
    return merged as unknown as ListingFormValues;
  } catch {
    return null;
  }
}

export function saveDraft(values: ListingFormValues) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether a draft holds anything worth restoring. */
export function draftHasContent(v: ListingFormValues): boolean {
  return Boolean(v.businessName || v.street || v.businessEmail || v.phoneNumber || v.founderFirstName || v.businessPhotos.length || v.description);
}
