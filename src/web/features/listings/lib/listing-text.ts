// Small pure helpers for showing a listing: the first part of the address, where directions lead,
// 'New Business', the month and year it joined and the 'Founded' of Quick Stats.
import { useShownDate } from '@web/lib/use-shown-date';
import type { ListingCard } from '@shared/schemas/listing';

/** Listings approved within this many days count as a 'New Business'. */
export const NEW_BUSINESS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first part of the address ('12 Auburn Ave' of '12 Auburn Ave, Atlanta, GA 30303'). */
export function firstAddressPart(address: string | null | undefined): string {
  return (address ?? '').split(',')[0]?.trim() ?? '';
}

/** The address as shown: the geocoder's formatted one when there is one, else as typed. */
export function shownAddress(listing: Pick<ListingCard, 'formattedAddress' | 'address'>): string {
  return listing.formattedAddress?.trim() || listing.address.trim();
}

/** What a maps search for directions looks for: the address, else the map position; '' for neither. */
export function directionsQuery(listing: Pick<ListingCard, 'formattedAddress' | 'address' | 'latitude' | 'longitude'>): string {
  const address = shownAddress(listing);
  if (address) return address;
  return listing.latitude !== null && listing.longitude !== null ? `${listing.latitude},${listing.longitude}` : '';
}

/** When the listing went live: its approval, or its creation for older rows without one. */
export function listedSince(listing: Pick<ListingCard, 'approvedAt' | 'createdAt'>): Date {
  return new Date(listing.approvedAt ?? listing.createdAt);
}

export function isNewBusiness(listing: Pick<ListingCard, 'approvedAt' | 'createdAt'>, now: Date = new Date()): boolean {
  const since = listedSince(listing).getTime();
  return now.getTime() - since <= NEW_BUSINESS_DAYS * DAY_MS;
}

/** 'March 2026': the month and year the listing was approved. */
export const FOUNDED_PATTERN = 'MMMM yyyy';

/** 'March 2026': the month and year the listing joined the directory ('On the directory since'). */
export function useListedSinceLabel(listing: Pick<ListingCard, 'approvedAt' | 'createdAt'>): string {
  return useShownDate(listedSince(listing), FOUNDED_PATTERN);
}

/** Quick Stats' 'Founded': the year the owner gave ('2021'), else the month and year the listing joined. */
export function foundedLabel(yearFounded: number | null, listedSinceLabel: string): string {
  return yearFounded ? String(yearFounded) : listedSinceLabel;
}

export function useFoundedLabel(listing: Pick<ListingCard, 'approvedAt' | 'createdAt' | 'yearFounded'>): string {
  return foundedLabel(listing.yearFounded, useListedSinceLabel(listing));
}
