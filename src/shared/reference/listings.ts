// Listing numbers, statuses and their texts, without zod: the status page and the cards read these, the
// schemas in ../schemas/submission.ts enforce them.

export const LISTING_NOT_FOUND = 'No business listing found with that number.';
export const ENTER_LISTING_NUMBER = 'Please enter a business listing number.';
export const MAX_PHOTOS = 10;

/** A listing number as people type it: trimmed, any case, with or without the 'BL-' prefix. */
export function normalizeListingNumber(value: string): string {
  const trimmed = value.trim();
  const match = /^(?:bl-?)?(\d{8})$/i.exec(trimmed);
  // Numbers of another shape (imported from the old tables) are looked up as typed, upper-cased.
  return match ? `BL-${match[1]}` : trimmed.toUpperCase();
}

export const LISTING_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ListingStatusName = (typeof LISTING_STATUSES)[number];

/** Labels and messages of the status check. */
export const STATUS_TEXT: Record<ListingStatusName, { label: string; message: string }> = {
  pending: {
    label: 'Pending Review',
    message: "Your application is currently under review. We'll update the status once our team has reviewed your submission.",
  },
  approved: {
    label: 'Approved',
    message: 'Congratulations! Your business has been approved and is now listed in our directory.',
  },
  declined: {
    label: 'Declined',
    message: 'Your application was not approved. Please contact support for more information or to resubmit.',
  },
};

/** A comma-joined list as chips: trimmed, non-empty, first of duplicates kept. */
export function splitList(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const item = raw.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    items.push(item);
  }
  return items;
}
