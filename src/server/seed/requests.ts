// Pending work on listings for the admin dashboard: moderation history, owners' edit requests,
// owner links and visitors' business suggestions.
import { EDITABLE_LISTING_FIELDS } from '@shared/schemas/listing';
import type { businessSuggestions, editRequests, listingModeration, userBusinesses } from '@server/db/schema';
import type { ListingRow } from './businesses';
import { daysBefore, daysAfter, type Rng } from './random';

export type InsertedListing = ListingRow & { id: number };

const DECLINE_FEEDBACK = [
  'We could not verify the business address or phone number. Please check both and resubmit, and add a photo of the storefront or your business license if you can.',
  'The description and services are empty placeholders. Please tell customers what you offer, where you are and how to reach you, then submit again.',
  'This looks like a duplicate of a listing already in the directory. If it is a second location, please say so in the description and include its own address.',
];

const APPROVAL_NOTES = [null, 'Verified by phone.', 'Looks great, welcome to the directory!', null, 'Storefront photo confirmed.'];

/** The listing fields an owner can edit, as the edit request stores them. */
function editableData(listing: InsertedListing): Record<string, unknown> {
  const record = listing as unknown as Record<string, unknown>;
  return Object.fromEntries(EDITABLE_LISTING_FIELDS.map((key) => [key, record[key] ?? null]));
}

export function buildModeration(rng: Rng, listings: readonly InsertedListing[]): (typeof listingModeration.$inferInsert)[] {
  const declined = listings.filter((l) => l.status === 'declined');
  const approved = rng
    .sample(
      listings.filter((l) => l.status === 'approved'),
      5,
    )
    .sort((a, b) => a.id - b.id);
  return [
    ...declined.map((l, i) => ({
      listingId: l.id,
      decision: 'declined' as const,
      feedback: DECLINE_FEEDBACK[i % DECLINE_FEEDBACK.length]!,
      createdAt: daysAfter(1 + rng.next() * 2, l.createdAt as Date),
    })),
    ...approved.map((l, i) => ({ listingId: l.id, decision: 'approved' as const, feedback: APPROVAL_NOTES[i] ?? null, createdAt: l.approvedAt as Date })),
  ];
}

/** Owner links for approved listings whose request carried a user id. */
export function buildOwnerLinks(listings: readonly InsertedListing[]): (typeof userBusinesses.$inferInsert)[] {
  return listings
    .filter((l) => l.status === 'approved' && l.userId)
    .map((l) => ({ userId: l.userId!, listingId: l.id, role: 'owner', createdAt: l.approvedAt as Date }));
}

interface EditScenario {
  status: 'pending' | 'rejected';
  daysAgo: number;
  change: (l: InsertedListing) => Record<string, unknown>;
  adminNotes?: string;
}

const EDIT_SCENARIOS: EditScenario[] = [
  {
    status: 'pending',
    daysAgo: 1.5,
    change: (l) => ({
      phoneNumber: (l.phoneNumber ?? '').replace(/\d{2}$/, (d) => String((Number(d) + 37) % 100).padStart(2, '0')),
      businessHours: 'Mon-Fri 08:00-18:00, Sat 10:00-16:00, Sun Closed',
    }),
  },
  {
    status: 'pending',
    daysAgo: 3,
    change: (l) => ({
      description: `${l.description} We now offer online booking and gift cards.`,
      website: `https://${(l.businessEmail ?? 'shop@new.example').split('@')[1]}`,
    }),
  },
  {
    status: 'pending',
    daysAgo: 6,
    change: (l) => ({
      founderBio: `${l.founderBio ?? `${l.founderName ?? 'Our founder'} started the business to serve the neighborhood.`} This year the business celebrates a new location.`,
      keywords: `${l.keywords}, second location`,
      servicesOffered: `${l.servicesOffered}, Gift Cards`,
    }),
  },
  {
    status: 'rejected',
    daysAgo: 21,
    change: (l) => ({ businessName: `${l.businessName} & Friends LLC`, businessEmail: 'owner.personal@example.com' }),
    adminNotes:
      'The new name does not match the business registration we have on file. Please send a copy of the name change filing and resubmit from the Check Status page.',
  },
];

export function buildEditRequests(rng: Rng, listings: readonly InsertedListing[]): (typeof editRequests.$inferInsert)[] {
  const candidates = listings.filter((l) => l.status === 'approved' && l.founderName && (l.approvedAt as Date) < daysBefore(30));
  return rng.sample(candidates, EDIT_SCENARIOS.length).map((listing, i) => {
    const scenario = EDIT_SCENARIOS[i]!;
    const createdAt = daysBefore(scenario.daysAgo);
    return {
      businessId: listing.id,
      originalData: editableData(listing),
      proposedChanges: scenario.change(listing),
      status: scenario.status,
      adminNotes: scenario.adminNotes ?? null,
      createdAt,
      updatedAt: scenario.status === 'pending' ? createdAt : daysAfter(1, createdAt),
    };
  });
}

export const SUGGESTIONS: (typeof businessSuggestions.$inferInsert)[] = [
  { businessType: 'Black-owned bookstore', location: 'Savannah, GA', userId: null, status: 'pending', createdAt: daysBefore(2) },
  { businessType: 'Caribbean bakery', location: 'Charlotte, NC', userId: null, status: 'pending', createdAt: daysBefore(5) },
  {
    businessType: 'Natural hair salon for kids',
    location: 'Aurora, CO',
    userId: '3f1c2a4e-8b7d-4c1e-9a2f-5d6e7f8a9b0c',
    status: 'pending',
    createdAt: daysBefore(9),
  },
  { businessType: 'Vegan soul food restaurant', location: 'Memphis, TN', userId: null, status: 'pending', createdAt: daysBefore(16) },
];
