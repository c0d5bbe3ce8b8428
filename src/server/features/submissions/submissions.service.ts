// Listing requests (geocoded, numbered, acknowledged by e-mail), the status check and edit requests.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  joinAddress,
  LISTING_NOT_FOUND,
  businessTypeFields,
  founderNames,
  listingRequestSchema,
  NO_CHANGES,
  resolvedBusinessType,
  type EditListing,
  type ListingRequest,
  type ListingRequestInput,
  type ListingStatusResponse,
  type OwnerListing,
} from '@shared/schemas/submission';
import { NOTHING_TO_CHANGE, type OwnerEditRequest } from '@shared/schemas/owner';
import { EDITABLE_LISTING_FIELDS, type EditableListingField } from '@shared/schemas/listing';
import { splitList } from '@shared/reference/listings';
import { blanksAsNull, pick } from '@shared/pick';
import { phoneKey, samePhone } from '@shared/phone';
import type { Db, DbOrTx } from '@server/db/client';
import { HttpError, notFound } from '@server/http-error';
import { changesContact, contactChangeOf, contactChangeRequestedMail, type EmailMessage } from '../mail';
import type { GeocodeResult, Geocoder } from '../geocoding';
import {
  findListingByNumber,
  hasPendingEdit,
  insertEditRequest,
  insertListingIfNumberFree,
  lockListing,
  type ListingRow,
  type NewListing,
} from './submissions.repo';

/** 'BL-' and 8 random digits. */
export function randomListingNumber(): string {
  return `BL-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const NUMBER_ATTEMPTS = 8;

/** What submissions need from the running app: its database, geocoder, mailer and site settings. */
export function submissionDeps(app: FastifyInstance): SubmissionDeps {
  const { config, database } = app.deps;
  return {
    db: database.db,
    geocoder: app.geocoder,
    log: app.log,
    queueMail: (tx, message) => app.mailer.queue(tx, message),
    supportEmail: config.site.supportEmail,
  };
}

export interface SubmissionDeps {
  db: Db;
  geocoder: Geocoder;
  log: Pick<FastifyBaseLogger, 'warn'>;
  queueMail: (tx: DbOrTx, message: EmailMessage) => Promise<unknown>;
  supportEmail: string;
  /** Injectable so tests can force a collision. */
  nextNumber?: () => string;
}

export const joinList = (items: readonly string[]) => items.join(', ');
/** The older 'platform: handle' text kept beside the list of profiles. */
export const socialHandlesText = (entries: readonly { platform: string; username: string }[]) =>
  entries.map((s) => `${s.platform}: ${s.username}`).join(', ') || null;

type Identity = Parameters<typeof joinAddress>[0] & Parameters<typeof resolvedBusinessType>[0] & { businessName: string };

/** A business's name, type and place as a listing stores them: every form that names a business writes these. */
export function identityColumns(input: Identity) {
  return {
    businessName: input.businessName,
    businessType: resolvedBusinessType(input),
    address: joinAddress(input),
    ...pick(input, ['city', 'state', 'zipCode']),
  };
}

/** What the listing and edit forms say about the business beside its name and place. */
function detailColumns(input: ListingRequest) {
  return {
    ...pick(input, ['description', 'phoneNumber', 'businessEmail', 'socialMediaPlatforms']),
    ...blanksAsNull(input, ['website', 'businessHours']),
    servicesOffered: joinList(input.servicesOffered),
    keywords: joinList(input.keywords),
    priceLevel: input.priceLevel ?? null,
    yearFounded: input.yearFounded ?? null,
    attributes: input.attributes,
  };
}

/** The stored listing for a request, with the geocoder's position when there is one. */
export function listingValues(input: ListingRequest, geo: GeocodeResult | null): Omit<NewListing, 'listingNumber'> {
  return {
    ...identityColumns(input),
    ...detailColumns(input),
    formattedAddress: geo?.formattedAddress || null,
    latitude: geo?.latitude ?? null,
    longitude: geo?.longitude ?? null,
    ein: input.ein || null,
    socialMediaHandles: socialHandlesText(input.socialMediaPlatforms),
    businessPhotos: input.businessPhotos,
    founderName: input.highlightFounder ? `${input.founderFirstName} ${input.founderLastName}` : null,
    founderBio: (input.highlightFounder && input.founderBio) || null,
  };
}

/**
 * Stores a pending listing request and returns its new listing number. `accountId` is the signed-in
 * owner's, from their session (a user id in the body is never trusted); approval makes them the owner.
 */
/** Where the owner can check the status (an absolute address), for the acknowledgement e-mail. */
export type ListingRequestDeps = SubmissionDeps & { statusUrl: string };

export async function createListingRequest(deps: ListingRequestDeps, input: ListingRequest, accountId: number | null = null): Promise<string> {
  // Outside the transaction: a slow geocoding service must not hold a database connection.
  let geo: GeocodeResult | null = null;
  try {
    geo = await deps.geocoder.geocode(input);
  } catch (error) {
    deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'address could not be geocoded; saved without a position');
  }
  const values = { ...listingValues(input, geo), accountId };
  const nextNumber = deps.nextNumber ?? randomListingNumber;
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const listingNumber = await deps.db.transaction(async (tx) => {
      const row = await insertListingIfNumberFree(tx, { ...values, listingNumber: nextNumber() });
      if (!row) return undefined;
      await deps.queueMail(tx, acknowledgement(row.listingNumber, values, deps.statusUrl));
      return row.listingNumber;
    });
    if (listingNumber) return listingNumber;
  }
  // 8 collisions in a row among 100 million numbers means something else is wrong.
  throw new Error('no free listing number found');
}

function acknowledgement(listingNumber: string, values: Omit<NewListing, 'listingNumber'>, statusUrl: string): EmailMessage {
  return {
    to: values.businessEmail!,
    subject: `We received ${values.businessName}: listing number ${listingNumber}`,
    body: [
      `Thank you for listing ${values.businessName}.`,
      '',
      `Your business listing number is ${listingNumber}. Keep it: you need it to check your status or request changes.`,
      '',
      'What happens next:',
      '1. Our team reviews your submission within 48 hours.',
      `2. Check your status at any time with your listing number: ${statusUrl}`,
      '3. Once approved, your business appears in our directory.',
    ].join('\n'),
  };
}

/** The street of a stored 'street, city, ST ZIP' address, or the whole address when it has another shape. */
export function streetOf(row: Pick<ListingRow, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const suffix = `, ${row.city ?? ''}, ${row.state ?? ''} ${row.zipCode ?? ''}`;
  if (row.city && row.address.toLowerCase().endsWith(suffix.toLowerCase())) return row.address.slice(0, -suffix.length);
  return row.address;
}

export function toOwnerListing(row: ListingRow): OwnerListing {
  return {
    id: row.id,
    listingNumber: row.listingNumber,
    businessName: row.businessName,
    businessType: row.businessType,
    description: row.description,
    address: row.address,
    street: streetOf(row),
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    businessEmail: row.businessEmail,
    website: row.website,
    businessHours: row.businessHours,
    hasEin: Boolean(row.ein),
    servicesOffered: row.servicesOffered,
    keywords: row.keywords,
    socialMediaPlatforms: row.socialMediaPlatforms ?? [],
    businessPhotos: row.businessPhotos ?? [],
    founderName: row.founderName,
    founderBio: row.founderBio,
    priceLevel: row.priceLevel,
    yearFounded: row.yearFounded,
    attributes: row.attributes,
    createdAt: row.createdAt.toISOString(),
    contactHidden: false,
  };
}

/** The owner's view of a listing that is not public: contact details masked, no street. */
export function withContactHidden(listing: OwnerListing): OwnerListing {
  // The number's last four digits, never its extension's.
  const tail = (phoneKey(listing.phoneNumber) ?? listing.phoneNumber.replace(/\D/g, '')).slice(-4);
  const [name = '', domain = ''] = listing.businessEmail.split('@');
  return {
    ...listing,
    street: '',
    address: [listing.city, [listing.state, listing.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    phoneNumber: tail ? `•••-•••-${tail}` : '',
    businessEmail: domain ? `${name.slice(0, 1)}•••@${domain}` : '',
    contactHidden: true,
  };
}

export async function listingStatus(db: DbOrTx, listingNumber: string): Promise<ListingStatusResponse> {
  const row = await findListingByNumber(db, listingNumber);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  const listing = toOwnerListing(row);
  return {
    status: row.status,
    listing: row.status === 'approved' ? listing : withContactHidden(listing),
    pendingEdit: await hasPendingEdit(db, row.id),
  };
}

type Snapshot = Record<EditableListingField, unknown>;

/** The editable fields of a listing as stored: an edit request's originalData. */
export function editableSnapshot(row: ListingRow): Snapshot {
  return Object.fromEntries(EDITABLE_LISTING_FIELDS.map((f) => [f, row[f] ?? null])) as Snapshot;
}

/** A stored listing as the List Your Business form sends it: what an edit request's changes are laid over. */
export function formPayloadOf(row: ListingRow): ListingRequestInput {
  return {
    businessName: row.businessName,
    ...businessTypeFields(row.businessType),
    street: streetOf(row),
    city: row.city ?? '',
    state: (row.state ?? '') as ListingRequestInput['state'],
    zipCode: row.zipCode ?? '',
    phoneNumber: row.phoneNumber,
    businessEmail: row.businessEmail,
    website: row.website ?? '',
    businessHours: row.businessHours ?? '',
    // Never shown to the sender: blank keeps the one on file (see proposedSnapshot).
    ein: '',
    servicesOffered: splitList(row.servicesOffered),
    keywords: splitList(row.keywords),
    socialMediaPlatforms: row.socialMediaPlatforms ?? [],
    priceLevel: row.priceLevel as ListingRequestInput['priceLevel'],
    yearFounded: row.yearFounded,
    attributes: row.attributes,
    description: row.description,
    businessPhotos: row.businessPhotos ?? [],
    ...founderNames(row.founderName),
    founderBio: row.founderBio ?? '',
  };
}

/**
 * The listing as it would be with the request's changes, checked with the List Your Business form's rules
 * (a field the request leaves out keeps its stored value). The founder is optional as a whole here, as on
 * a listing that came without one, but named with both names when given. Refused with every field's message.
 */
export function editedListing(row: ListingRow, changes: EditListing): ListingRequest {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<EditListing>;
  const { founderName, ...fields } = given;
  const legacyFounder = founderName !== undefined && fields.founderFirstName === undefined && fields.founderLastName === undefined;
  const merged = { ...formPayloadOf(row), ...fields, ...(legacyFounder ? founderNames(founderName) : {}) };
  const parsed = listingRequestSchema.safeParse({ ...merged, highlightFounder: Boolean(merged.founderFirstName || merged.founderLastName) });
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.map(String).join('.')] ??= issue.message;
  throw new HttpError(400, Object.values(problems)[0]!, problems);
}

/** The edited listing as listing fields: an edit request's proposedChanges. */
export function proposedSnapshot(input: ListingRequest, row: ListingRow): Snapshot {
  return {
    ...identityColumns(input),
    ...detailColumns(input),
    // The same number in another format is no change: the one on file stays (it may be in an old format).
    phoneNumber: samePhone(input.phoneNumber, row.phoneNumber) ? row.phoneNumber : input.phoneNumber,
    // The status check never shows the EIN, so a blank field keeps the one on file.
    ein: input.ein || row.ein || null,
    businessPhotos: input.businessPhotos,
    founderName: [input.founderFirstName, input.founderLastName].filter(Boolean).join(' ') || null,
    founderBio: input.founderBio || null,
  };
}

export const EDIT_ALREADY_PENDING = 'An edit request for this business is already pending review.';
export const EDIT_NOT_ALLOWED = 'Only pending or approved listings can be edited.';

/** Stores an edit request; the listing number proves the sender knows the listing. */
export async function createEditRequest(deps: SubmissionDeps, listingId: number, { listingNumber, ...input }: EditListing & { listingNumber: string }) {
  return storeEditRequest(deps, listingId, {
    // An unknown id and a wrong number answer alike: the answer must not confirm which ids exist.
    allowed: (row) => row.listingNumber === listingNumber,
    proposed: (row) => proposedSnapshot(editedListing(row, input), row),
    noChanges: NO_CHANGES,
  });
}

/** A verified owner's request to change the name, type or address of their listing (checked by staff). */
export async function createOwnerEditRequest(deps: SubmissionDeps, listingId: number, ownerAccountId: number, input: OwnerEditRequest) {
  return storeEditRequest(deps, listingId, {
    allowed: () => true,
    proposed: (row) => ({
      ...editableSnapshot(row),
      ...identityColumns(input),
    }),
    noChanges: NOTHING_TO_CHANGE,
    ownerAccountId,
  });
}

interface EditRequestRule {
  /** Whether the sender may edit this listing (their proof holds). */
  allowed: (row: ListingRow) => boolean;
  proposed: (row: ListingRow) => Snapshot;
  noChanges: string;
  ownerAccountId?: number;
}

async function storeEditRequest(deps: SubmissionDeps, listingId: number, rule: EditRequestRule) {
  return deps.db.transaction(async (tx) => {
    const row = await lockListing(tx, listingId);
    if (!row || !rule.allowed(row)) throw notFound(LISTING_NOT_FOUND);
    if (row.status !== 'approved' && row.status !== 'pending') throw new HttpError(409, EDIT_NOT_ALLOWED);
    if (await hasPendingEdit(tx, row.id)) throw new HttpError(409, EDIT_ALREADY_PENDING);
    const originalData = editableSnapshot(row);
    const proposedChanges = rule.proposed(row);
    const changed = EDITABLE_LISTING_FIELDS.some((f) => JSON.stringify(originalData[f]) !== JSON.stringify(proposedChanges[f]));
    if (!changed) throw new HttpError(400, rule.noChanges);
    const contact = contactChangeOf(row, proposedChanges);
    if (changesContact(contact)) await deps.queueMail(tx, contactChangeRequestedMail(contact, deps.supportEmail));
    return insertEditRequest(tx, { businessId: row.id, originalData, proposedChanges, ownerAccountId: rule.ownerAccountId ?? null });
  });
}
