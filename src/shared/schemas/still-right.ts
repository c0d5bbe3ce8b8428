// "Still right?": the one-click link an owner is e-mailed (what its page shows, what using it answers), the
// yes on /account, and the staff's 'Needs checking' list of listings nobody has confirmed for a year.
import { z } from 'zod';
import { STILL_RIGHT_MESSAGES } from '../reference/owner-confirmation';
import { requiredText } from './text';

export const stillRightTokenSchema = z.object({ token: requiredText(STILL_RIGHT_MESSAGES.invalid, 200, STILL_RIGHT_MESSAGES.invalid) });

export const STILL_RIGHT_LINK_STATES = ['open', 'used', 'expired'] as const;

/** GET /api/still-right?token=: the listing as the owner was asked about it, and whether the link still works. */
export const stillRightLinkSchema = z.object({
  state: z.enum(STILL_RIGHT_LINK_STATES),
  /** When the owner last confirmed the listing (by any means); null when never. */
  confirmedAt: z.string().nullable(),
  listing: z.object({
    id: z.number().int(),
    businessName: z.string(),
    address: z.string(),
    phoneNumber: z.string(),
    website: z.string().nullable(),
    businessHours: z.string().nullable(),
  }),
});
export type StillRightLink = z.infer<typeof stillRightLinkSchema>;

/** A confirmation: by the e-mailed link (POST /api/still-right) or on /account. */
export const ownerConfirmationSchema = z.object({ listingId: z.number().int(), businessName: z.string(), confirmedAt: z.string() });
export type OwnerConfirmation = z.infer<typeof ownerConfirmationSchema>;

/** How many months without the owner's yes make a listing 'Needs checking' for staff. */
export const NEEDS_CHECKING_MONTHS = 12;

/** One listing of the staff's 'Needs checking' list, oldest first. */
export const needsCheckingItemSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  listingNumber: z.string(),
  /** The owner's last yes; null when never. */
  confirmedAt: z.string().nullable(),
  /** What the list is ordered by: the owner's last yes, else when the listing last changed or was approved. */
  checkedAt: z.string(),
  ownerEmail: z.string().nullable(),
});
export const needsCheckingPageSchema = z.object({ items: z.array(needsCheckingItemSchema), total: z.number().int() });
export type NeedsCheckingPage = z.infer<typeof needsCheckingPageSchema>;
