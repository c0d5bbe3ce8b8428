// Small pure helpers for showing a listing: the first part of the address, 'New Business' and the
// month and year it joined.
import { useShownDate } from '@web/lib/use-shown-date';
import type { ListingCard } from '@shared/schemas/listing';

/** Listings approved within this many days count as a 'New Business'. */
export const NEW_BUSINESS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first part of the address ('12 Auburn Ave' of '12 Auburn Ave, Atlanta, GA 30303'). */
export function firstAddressPart(address: string | null | undefined): string {
  return (address ?? '').split(',')[0]?.trim() ?? '';
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

export function useFoundedLabel(listing: Pick<ListingCard, 'approvedAt' | 'createdAt'>): string {
  return useShownDate(listedSince(listing), FOUNDED_PATTERN);
}
