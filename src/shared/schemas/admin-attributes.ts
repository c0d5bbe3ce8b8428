// Staff checks of listings' ownership attributes (the Attributes tab): the queue of attributes to check,
// verifying one with a private note of what staff saw, undoing it, and setting a listing's attributes.
import { z } from 'zod';
import { ATTRIBUTE_KEYS } from '../reference/attributes';
import { adminPaging } from './admin-requests';
import { attributesField } from './submission';
import { boundedString } from './text';

export const ATTRIBUTE_CHECK_STATUSES = ['unverified', 'verified'] as const;
export type AttributeCheckStatus = (typeof ATTRIBUTE_CHECK_STATUSES)[number];

export const attributeQueueQuerySchema = z.object({ status: z.enum(ATTRIBUTE_CHECK_STATUSES).default('unverified'), ...adminPaging });
export type AttributeQueueQuery = z.infer<typeof attributeQueueQuerySchema>;

export const VERIFY_NOTE_MIN = 10;
export const VERIFY_NOTE_MAX = 500;
export const VERIFY_NOTE_MESSAGE = "Say what you saw, for example the owner's certification";
/** What staff saw, kept for staff only (never in a public answer). */
export const verifyNoteField = boundedString(VERIFY_NOTE_MAX, `${VERIFY_NOTE_MESSAGE} (at most ${VERIFY_NOTE_MAX} characters)`, {
  error: VERIFY_NOTE_MESSAGE,
}).min(VERIFY_NOTE_MIN, `${VERIFY_NOTE_MESSAGE} (at least ${VERIFY_NOTE_MIN} characters)`);

const attributeKeyField = z.enum(ATTRIBUTE_KEYS, { message: 'Please choose an attribute from the list' });

export const verifyAttributeBodySchema = z.object({ attribute: attributeKeyField, note: verifyNoteField });
export type VerifyAttributeBody = z.infer<typeof verifyAttributeBodySchema>;

export const unverifyAttributeBodySchema = z.object({ attribute: attributeKeyField });

export const setAttributesBodySchema = z.object({ attributes: attributesField });
export type SetAttributesBody = z.input<typeof setAttributesBodySchema>;

/** One ownership attribute of a listing, as staff check it. */
export const attributeCheckViewSchema = z.object({
  listing: z.object({
    id: z.number().int(),
    businessName: z.string(),
    listingNumber: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    status: z.string(),
    /** Every attribute the listing has, for the edit dialog. */
    attributes: z.array(z.enum(ATTRIBUTE_KEYS)),
  }),
  attribute: z.enum(ATTRIBUTE_KEYS),
  label: z.string(),
  addedAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** The staff member who verified it (null when not verified, or their account is gone). */
  verifiedBy: z.string().nullable(),
  /** What they saw: private to staff. */
  verifiedNote: z.string().nullable(),
});
export type AttributeCheckView = z.infer<typeof attributeCheckViewSchema>;

/** A listing's attributes after a staff change, each with when it was verified. */
export const listingAttributesResultSchema = z.object({
  id: z.number().int(),
  attributes: z.array(z.object({ key: z.enum(ATTRIBUTE_KEYS), verifiedAt: z.string().nullable() })),
});
export type ListingAttributesResult = z.infer<typeof listingAttributesResultSchema>;
