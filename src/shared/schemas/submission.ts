// The business listing form and the edit request form: their rules, once,
// for the form in the browser and the API on the server; plus what the status check answers.
import { z } from 'zod';
import { parseHours } from '../hours';
import { BUSINESS_TYPE_NAMES, NOT_LISTED, SOCIAL_PLATFORMS, STATE_CODES } from '../reference';
import { ATTRIBUTE_KEYS, sortAttributes } from '../reference/attributes';
import { publicListingSchema } from './listing';
import { storedImageUrl } from './stored-image';
import { boundedArray, boundedString, emailField, optionalText, phoneField, requiredText } from './text';
import { LISTING_NOT_FOUND, ENTER_LISTING_NUMBER, MAX_PHOTOS, normalizeListingNumber, LISTING_STATUSES } from '../reference/listings';

export * from '../reference/listings';

export { FILL_REQUIRED_FIELDS } from '../reference/form-messages';
export const MAX_CHIPS = 30;

const WEBSITE_RE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
const websiteField = optionalText(300, 'Please keep the website under 300 characters').refine(
  (v) => v === '' || WEBSITE_RE.test(v),
  'Please enter a valid website address, like example.com',
);

export const EIN_RE = /^\d{2}-\d{7}$/;
const einField = optionalText(10, 'EIN must look like XX-XXXXXXX').refine((v) => v === '' || EIN_RE.test(v), 'EIN must look like XX-XXXXXXX');

export const ZIP_RE = /^\d{5}(-\d{4})?$/;

const hoursField = optionalText(300, 'Please keep the hours under 300 characters').refine(
  (v) => v === '' || parseHours(v).kind !== 'unknown',
  'Please enter hours like Mon 09:00-17:00',
);

/**
 * A chip list (services, keywords): each entry trimmed and non-empty, no duplicates (ignoring case),
 * and no commas, because the listing stores the list comma-joined.
 */
const chipList = (what: string) =>
  boundedArray(
    boundedString(60, `Please keep each of the ${what} under 60 characters`).min(1, `Empty ${what} are not allowed`),
    MAX_CHIPS,
    `At most ${MAX_CHIPS} ${what}`,
  )
    .default([])
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (item.includes(',')) ctx.addIssue({ code: 'custom', path: [i], message: `Please add ${what} one at a time, without commas` });
        const key = item.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: `'${item}' is already in the ${what}` });
        seen.add(key);
      });
    });

/** Social rows: only complete pairs count; a half-filled row is dropped, as the form promises. */
const socialRows = boundedArray(
  z.object({ platform: boundedString(40), username: boundedString(100, 'Please keep the handle under 100 characters') }),
  SOCIAL_PLATFORMS.length * 2,
  'Too many social media rows',
)
  .default([])
  .transform((rows) => rows.filter((r) => r.platform && r.username))
  .pipe(
    z.array(
      z.object({
        platform: z.enum(SOCIAL_PLATFORMS, { message: 'Please choose a platform from the list' }),
        username: z.string(),
      }),
    ),
  );

const priceLevelField = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'Please choose a price level from the list' })
  .nullable()
  .optional()
  .default(null);

export const YEAR_FOUNDED_MIN = 1800;
/** 'Please enter a year between 1800 and 2026': the current year read when a value is checked, not at start-up. */
export const yearFoundedMessage = (now: Date = new Date()) => `Please enter a year between ${YEAR_FOUNDED_MIN} and ${now.getFullYear()}`;

/** The year the business was founded: optional (null), else a whole year from 1800 to the current one. */
const yearFoundedField = z
  .number({ error: () => yearFoundedMessage() })
  .int({ error: () => yearFoundedMessage(), abort: true })
  .refine((year) => year >= YEAR_FOUNDED_MIN && year <= new Date().getFullYear(), { error: () => yearFoundedMessage() })
  .nullable()
  .optional()
  .default(null);

const attributeKeys = boundedArray(z.enum(ATTRIBUTE_KEYS, { message: 'Please choose attributes from the list' }), ATTRIBUTE_KEYS.length, 'Too many attributes');
/** What the business is and offers (reference/attributes.ts): each once, stored in the list's order; none when left out. */
export const attributesField = attributeKeys.default([]).transform(sortAttributes);
/** The same, for an edit that may leave them out: then they stay as they are. */
export const attributesChange = attributeKeys.transform(sortAttributes).optional();

/** The fields the listing form and the edit forms share. */
export const businessFields = {
  businessName: requiredText('Business name is required', 120, 'Please keep the business name under 120 characters'),
  businessType: boundedString(100, 'Please choose a business type', { error: 'Please choose a business type', trim: false }).refine(
    (v) => BUSINESS_TYPE_NAMES.includes(v),
    'Please choose a business type',
  ),
  /** The owner's own type when the picker says 'Not Listed'. */
  customBusinessType: optionalText(80, 'Please keep the business type under 80 characters'),
  street: requiredText('Street address is required', 200, 'Please keep the street address under 200 characters'),
  city: requiredText('City is required', 100, 'Please keep the city under 100 characters'),
  state: z.enum(STATE_CODES, { message: 'Please choose a state' }),
  zipCode: requiredText('ZIP code is required', 10, 'Please enter a 5-digit ZIP code').regex(ZIP_RE, 'Please enter a 5-digit ZIP code'),
  phoneNumber: phoneField,
  businessEmail: emailField,
  website: websiteField,
  businessHours: hoursField,
  ein: einField,
  servicesOffered: chipList('services'),
  keywords: chipList('keywords'),
  socialMediaPlatforms: socialRows,
  priceLevel: priceLevelField,
  yearFounded: yearFoundedField,
  attributes: attributesField,
};

/**
 * Rules across fields run even when other fields already failed, so the form names every problem at once
 * (zod skips them by default after an aborting issue). They must therefore read possibly bad values safely,
 * and run only on an object: a body of `null` reached them and threw (a 500).
 */
export const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const customTypeRule = (v: { businessType: string; customBusinessType: string }, ctx: z.RefinementCtx) => {
  if (v.businessType === NOT_LISTED && !v.customBusinessType) {
    ctx.addIssue({ code: 'custom', path: ['customBusinessType'], message: 'Please describe your type of business' });
  }
};

export const businessPhotosField = boundedArray(
  storedImageUrl('Please upload photos with the photo picker'),
  MAX_PHOTOS,
  `At most ${MAX_PHOTOS} photos`,
).default([]);

/** The List Your Business form's fields: the business, its photos and its founder. */
const listingFormFields = {
  ...businessFields,
  description: optionalText(2000, 'Please keep the description under 2000 characters'),
  businessPhotos: businessPhotosField,
  founderFirstName: optionalText(60, 'Please keep the first name under 60 characters'),
  founderLastName: optionalText(60, 'Please keep the last name under 60 characters'),
  founderBio: optionalText(500, 'Please keep the bio under 500 characters'),
};

/** POST /api/listing-requests and the List Your Business form. */
export const listingRequestSchema = z
  .object({
    ...listingFormFields,
    /** The older two-step flow lets the owner leave the founder out; the listing form always shows them. */
    highlightFounder: z.boolean().optional().default(true),
    /** Sent by the older flow; ignored: a request is linked to the owner's session, never to a user id it names. */
    userId: boundedString(100).optional(),
  })
  .superRefine(customTypeRule, ALWAYS)
  .superRefine((v, ctx) => {
    if (v.highlightFounder === false) return;
    if (!v.founderFirstName) ctx.addIssue({ code: 'custom', path: ['founderFirstName'], message: 'First name is required' });
    if (!v.founderLastName) ctx.addIssue({ code: 'custom', path: ['founderLastName'], message: 'Last name is required' });
  }, ALWAYS);
export type ListingRequestInput = z.input<typeof listingRequestSchema>;
export type ListingRequest = z.output<typeof listingRequestSchema>;

export const listingRequestResponseSchema = z.object({ listingNumber: z.string() });
export type ListingRequestResponse = z.infer<typeof listingRequestResponseSchema>;

const listingNumberField = boundedString(40, LISTING_NOT_FOUND, { error: ENTER_LISTING_NUMBER }).min(1, ENTER_LISTING_NUMBER).transform(normalizeListingNumber);

/**
 * A field's rule for a field that may be left out, which then stays out (zod would otherwise fill in the
 * field's default): a value given is checked by the rule, and its problems reported as the rule's own.
 */
const asChange = <T extends z.ZodType>(field: T) =>
  z
    .unknown()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined) return undefined;
      const checked = field.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    })
    .optional() as unknown as z.ZodOptional<z.ZodType<z.output<T>, z.input<T>>>;

type Changes<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.ZodOptional<z.ZodType<z.output<S[K]>, z.input<S[K]>>> };
const changesOf = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, asChange(field)])) as Changes<S>;

/**
 * The edit form of Check Status is the List Your Business form started from the listing: it sends only the
 * fields that changed, each under that form's rule. The server lays them over the listing and checks the
 * result with the whole form's rules (listingRequestSchema), so what cannot be told from one field (a
 * business type not listed, the founder's two names) is checked there. `founderName` is the older edit
 * form's single founder field.
 */
const editChanges = z.object({
  ...changesOf(listingFormFields),
  founderName: asChange(optionalText(120, 'Please keep the founder name under 120 characters')),
});
/** What the edit form sends besides the listing number: the changed fields. */
export const editListingSchema = editChanges;
export type EditListingInput = z.input<typeof editListingSchema>;
export type EditListing = z.output<typeof editListingSchema>;

/** POST /api/listings/:id/edit-requests: the changed fields plus the listing number as proof. */
export const editRequestSchema = editChanges.extend({ listingNumber: listingNumberField });
export type EditRequestInput = z.input<typeof editRequestSchema>;

export const editRequestResponseSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export type EditRequestResponse = z.infer<typeof editRequestResponseSchema>;

/**
 * What the owner typed, as the status check shows it back: the public view without the map position, time
 * zone, approval date and owner badge, plus the listing number and street (never the EIN itself or the
 * owner id).
 */
export const ownerListingSchema = publicListingSchema
  .omit({
    formattedAddress: true,
    latitude: true,
    longitude: true,
    timeZone: true,
    approvedAt: true,
    closedAt: true,
    verifiedOwner: true,
    ownerConfirmedAt: true,
  })
  .extend({
    /** The keys alone: the owner's form edits them (the levels are on the public page). */
    attributes: z.array(z.enum(ATTRIBUTE_KEYS)),
    listingNumber: z.string(),
    /** The street part of the address, for the edit form. */
    street: z.string(),
    hasEin: z.boolean(),
    /**
     * A listing under review or declined is shown by number to whoever holds it: its phone and e-mail come
     * masked and its street empty, enough for the owner to recognise it but no one's contact details.
     */
    contactHidden: z.boolean(),
  });
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const listingStatusResponseSchema = z.object({
  status: z.enum(LISTING_STATUSES),
  listing: ownerListingSchema,
  pendingEdit: z.boolean(),
});
export type ListingStatusResponse = z.infer<typeof listingStatusResponseSchema>;

/** The stored address: 'street, city, ST ZIP'. */
export function joinAddress(a: { street: string; city: string; state: string; zipCode: string }): string {
  return `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
}

/** The business type to store: the owner's own words when the picker says 'Not Listed'. */
export function resolvedBusinessType(v: { businessType: string; customBusinessType?: string }): string {
  return v.businessType === NOT_LISTED ? (v.customBusinessType ?? '').trim() : v.businessType;
}

/** A stored business type as the forms' picker and own-type field: a type not in the list is 'Not Listed' and its name. */
export function businessTypeFields(stored: string) {
  const known = BUSINESS_TYPE_NAMES.includes(stored);
  return { businessType: known ? stored : NOT_LISTED, customBusinessType: known ? '' : stored };
}

/** A stored founder name as the listing form's two fields: the first word, and the rest. */
export function founderNames(name: string | null | undefined) {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { founderFirstName: first, founderLastName: rest.join(' ') };
}

/** An edit request that changes nothing. */
export const NO_CHANGES = 'Nothing has changed yet. Change at least one field before submitting.';

export const BUSINESS_DATA_MISSING = 'Business data not found. Please go back and complete the business listing first.';

/** The founder step of the older two-step flow: with the highlight on, names and a one-sentence bio. */
export const founderStepSchema = z
  .object({
    highlightFounder: z.boolean(),
    founderFirstName: optionalText(60, 'Please keep the first name under 60 characters'),
    founderLastName: optionalText(60, 'Please keep the last name under 60 characters'),
    founderBio: optionalText(200, 'Please keep the bio to one sentence (200 characters)'),
  })
  .superRefine((v, ctx) => {
    if (!v.highlightFounder) return;
    if (!v.founderFirstName) ctx.addIssue({ code: 'custom', path: ['founderFirstName'], message: 'First name is required' });
    if (!v.founderLastName) ctx.addIssue({ code: 'custom', path: ['founderLastName'], message: 'Last name is required' });
    if (!v.founderBio) ctx.addIssue({ code: 'custom', path: ['founderBio'], message: 'Please add a one-sentence bio' });
  }, ALWAYS);
export type FounderStepInput = z.input<typeof founderStepSchema>;
export type FounderStep = z.output<typeof founderStepSchema>;
