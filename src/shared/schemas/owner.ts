// What a verified owner does with a listing: claim it, keep it current, answer its reviews; and the
// staff views of claims and owner changes. The forms and the API check the same rules.
import { z } from 'zod';
import { LISTING_STATUSES } from '../reference/listings';
import { REQUEST_STATUSES, requestListQuery } from './admin-requests';
import { listingRefSchema, ratingSummarySchema } from './listing';
import { MAX_PHOTOS } from '../reference/listings';
import { ALWAYS, attributesChange, businessFields, customTypeRule, ownerListingSchema } from './submission';
import { boundedArray, boundedString, finalLimit, optionalText, requiredText } from './text';

export const PHOTO_PICKER_ONLY = 'Please upload photos with the photo picker';
import { reviewSchema } from './review';

// ---- Claims ----

export const CLAIM_EVIDENCE_MIN = 20;
export const CLAIM_EVIDENCE_REQUIRED = `Tell us how you are connected to this business (at least ${CLAIM_EVIDENCE_MIN} characters)`;

export const EVIDENCE_PHOTO_PICKER = 'Please upload the document with the photo picker';
/** The id POST /api/account/claim-evidence answers for a document photo: its name in the owner's private folder. */
export const EVIDENCE_PHOTO_ID = /^[a-f0-9]{24}\.webp$/;

/** POST /api/account/claim-evidence (one image, multipart): the document is kept privately, for staff only. */
export const claimEvidenceUploadSchema = z.object({ evidencePhoto: z.string() });
export type ClaimEvidenceUpload = z.infer<typeof claimEvidenceUploadSchema>;

/**
 * POST /api/listings/:id/claims. The note and the document photo are the evidence staff read; neither is
 * needed when the account's e-mail is the listing's business e-mail (the server decides, and then says so).
 * The photo is the id its private upload answered, never a public /uploads/ address.
 */
export const claimInputSchema = z.object({
  evidence: optionalText(1000, 'Please keep the note under 1000 characters'),
  evidencePhoto: z.string().max(40, finalLimit(EVIDENCE_PHOTO_PICKER)).regex(EVIDENCE_PHOTO_ID, EVIDENCE_PHOTO_PICKER).optional(),
});
export type ClaimInput = z.input<typeof claimInputSchema>;

export const CLAIM_STATUSES = REQUEST_STATUSES;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const claimResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  /** 'email' when the account's address matched the listing's and it was verified at once. */
  verifiedBy: z.enum(['email', 'staff']).nullable(),
  message: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const CLAIM_VERIFIED = 'You are now the verified owner of this listing.';
export const CLAIM_PENDING = 'Thank you. Our team will review your claim and e-mail you the decision.';

/** A claim as staff see it in the Owner Claims tab. */
export const claimViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  verifiedBy: z.enum(['email', 'staff']).nullable(),
  evidence: z.string(),
  /** The document photo, served to staff only; null when none was sent or once it was deleted (30 days after the decision). */
  evidencePhoto: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  feedback: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  accountEmail: z.string(),
  business: listingRefSchema.extend({ businessEmail: z.string(), status: z.enum(LISTING_STATUSES) }),
  /** The listing's verified owner now, when another account holds it (approving transfers it). */
  currentOwnerEmail: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;
export const claimListQuery = requestListQuery(CLAIM_STATUSES);

// ---- The owner's listings ----

/** One listing on /account: its status, number, rating and newest reviews. */
export const ownedListingSchema = listingRefSchema.extend({
  businessType: z.string(),
  status: z.enum(LISTING_STATUSES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  rating: ratingSummarySchema,
  newestReviews: z.array(reviewSchema),
  /** Name, type or address changes waiting for staff. */
  pendingEdit: z.boolean(),
  /** When the owner last said it is still right (their yes or their own edit); null when never. */
  ownerConfirmedAt: z.string().nullable(),
});
export type OwnedListing = z.infer<typeof ownedListingSchema>;

export const accountListingsSchema = z.object({
  listings: z.array(ownedListingSchema),
  /** Listing requests sent while signed in that are not (yet) owned listings: pending or declined. */
  requests: z.array(listingRefSchema.extend({ status: z.enum(LISTING_STATUSES), createdAt: z.string() })),
  /** Claims still waiting for staff, or refused (with why). */
  claims: z.array(
    z.object({
      id: z.number().int(),
      listingId: z.number().int(),
      businessName: z.string(),
      status: z.enum(CLAIM_STATUSES),
      feedback: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountListings = z.infer<typeof accountListingsSchema>;

/** GET /api/account/listings/:id: everything the owner's edit form shows. */
export const ownedListingDetailSchema = z.object({ status: z.enum(LISTING_STATUSES), listing: ownerListingSchema });
export type OwnedListingDetail = z.infer<typeof ownedListingDetailSchema>;

/** PATCH /api/account/listings/:id: what a verified owner changes at once (the whole set, as the form holds it). */
export const ownerDirectEditSchema = z.object({
  description: requiredText('Description is required', 2000, 'Please keep the description under 2000 characters'),
  phoneNumber: businessFields.phoneNumber,
  website: businessFields.website,
  businessHours: businessFields.businessHours,
  servicesOffered: businessFields.servicesOffered,
  keywords: businessFields.keywords,
  socialMediaPlatforms: businessFields.socialMediaPlatforms,
  priceLevel: businessFields.priceLevel,
  yearFounded: businessFields.yearFounded,
  /** Left out (an older page), the listing's attributes stay as they are. */
  attributes: attributesChange,
  /**
   * New photos come from the photo picker (isStoredImageUrl); photos already on the listing (demo
   * pictures, imported links) may stay as they are: the server checks which is which.
   */
  businessPhotos: boundedArray(boundedString(2000, PHOTO_PICKER_ONLY), MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`).default([]),
});
export type OwnerDirectEditInput = z.input<typeof ownerDirectEditSchema>;
export type OwnerDirectEdit = z.output<typeof ownerDirectEditSchema>;

/** POST /api/account/listings/:id/edit-requests: name, type and address go through staff. */
export const ownerEditRequestSchema = z
  .object({
    businessName: businessFields.businessName,
    businessType: businessFields.businessType,
    customBusinessType: businessFields.customBusinessType,
    street: businessFields.street,
    city: businessFields.city,
    state: businessFields.state,
    zipCode: businessFields.zipCode,
  })
  .superRefine(customTypeRule, ALWAYS);
export type OwnerEditRequestInput = z.input<typeof ownerEditRequestSchema>;
export type OwnerEditRequest = z.output<typeof ownerEditRequestSchema>;

export const NOTHING_TO_CHANGE = 'Nothing was changed: the name, type and address are as listed.';

// ---- Answers to reviews ----

export const REPLY_MIN = 10;
export const REPLY_MAX = 1000;
export const replyInputSchema = z.object({
  body: boundedString(REPLY_MAX, `Please keep your answer under ${REPLY_MAX} characters`, { error: `Please write at least ${REPLY_MIN} characters` }).min(
    REPLY_MIN,
    `Please write at least ${REPLY_MIN} characters`,
  ),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

export const OWN_REVIEW_REFUSED = 'You cannot review your own business.';

// ---- Staff: owner changes and their history ----

export const ownerChangeViewSchema = z.object({
  id: z.number().int(),
  business: listingRefSchema,
  accountEmail: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  revertedAt: z.string().nullable(),
});
export type OwnerChangeView = z.infer<typeof ownerChangeViewSchema>;
