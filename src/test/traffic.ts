// Writes a visitor makes, as JSON bodies for a server over HTTP (crash, outage and load runs): each call
// makes a distinct one, so duplicate-text rules never refuse them. `sender(n)` is the n-th visitor's
// address, sent as X-Forwarded-For to a server with TRUST_PROXY set, so that per-address limits see
// many visitors rather than one.
import type { ListingRequestInput } from '@shared/schemas/submission';
import type { ReviewInput } from '@shared/schemas/review';
import type { HeldReviewsResponse } from '@shared/schemas/held-reviews';
import { fullRequest } from '@server/features/submissions/submission-fixtures';
import { eventPayload } from './article-factories';

const ZIPS = [
  ['Atlanta', 'GA', '30303'],
  ['Houston', 'TX', '77002'],
  ['Chicago', 'IL', '60601'],
  ['Brooklyn', 'NY', '11201'],
  ['Oakland', 'CA', '94612'],
] as const;

/** A business as the submission form sends it (the submissions tests' full request, made distinct). */
export function listingRequestBody(n: number, tag = 'Crash'): ListingRequestInput {
  const [city, state, zipCode] = ZIPS[n % ZIPS.length]!;
  return {
    ...fullRequest(),
    businessName: `${tag} Test Salon ${n}`,
    description: `Natural hair care, braids and locs; number ${n} of a test stream.`,
    street: `${100 + n} Main St`,
    city,
    state,
    zipCode,
    businessEmail: `salon${n}@example.com`,
    businessPhotos: [],
  };
}

export function reviewBody(n: number, tag = 'crash'): ReviewInput {
  return { rating: (n % 5) + 1, username: `Visitor ${n}`, content: `Review ${tag}-${n}: friendly staff and fair prices.` };
}

/** An event as the Get Involved form sends it (the events feature's own test payload, renamed). */
export function eventBody(n: number, tag = 'Crash') {
  return eventPayload({ eventName: `${tag} Food Drive ${n}`, article: `Volunteers gather to pack boxes, drive ${n}.` });
}

/** The n-th visitor's address: 10.x.y.z, distinct for n below 16 million. */
export function sender(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** JSON request headers from the n-th visitor. */
export function from(n: number): Record<string, string> {
  return { 'content-type': 'application/json', 'x-forwarded-for': sender(n) };
}

/** The writes a server acknowledged: what it promised to keep. */
export interface Acknowledged {
  listings: string[];
  reviews: { businessId: number; content: string }[];
  events: { id: number; token: string; eventName: string }[];
}

export const noneAcknowledged = (): Acknowledged => ({ listings: [], reviews: [], events: [] });

/** A server's held reviews, as `businessId` and text, read by staff: kept, but shown only once staff publish them. */
export type HeldReviewsReader = () => Promise<Set<string>>;

const heldKey = (businessId: number, content: string) => `${businessId}\n${content}`;

/** Reads the 'Held reviews' view with staff's JSON helper (`signInOverHttp`). */
export function heldReviewsOf(staff: { get<T>(url: string): Promise<T> }): HeldReviewsReader {
  return async () => {
    const { bursts } = await staff.get<HeldReviewsResponse>('/api/admin/held-reviews');
    return new Set(bursts.flatMap((burst) => burst.items.map((review) => heldKey(burst.businessId, review.content))));
  };
}

/**
 * Every acknowledged write read back through the public API as a visitor would (each read from its own
 * address): one line for each that is missing or not as written; none when all are there. A review a
 * burst of reviews held for staff is kept but not shown: `held` reads those, and they count as kept.
 */
export async function missingWrites(base: string, acknowledged: Acknowledged, held?: HeldReviewsReader): Promise<string[]> {
  const missing: string[] = [];
  let reader = 9_000_000;
  let heldNow: Set<string> | undefined;
  const read = (url: string) => fetch(`${base}${url}`, { headers: from(++reader) });
  for (const listingNumber of acknowledged.listings) {
    const res = await read(`/api/listing-status/${listingNumber}`);
    const status = res.ok ? ((await res.json()) as { status: string }).status : res.status;
    if (status !== 'pending') missing.push(`listing ${listingNumber}: ${status}`);
  }
  for (const businessId of new Set(acknowledged.reviews.map((r) => r.businessId))) {
    const onPage = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const res = await read(`/api/listings/${businessId}/reviews?limit=100&offset=${offset}`);
      if (!res.ok) throw new Error(`reviews of ${businessId}: ${res.status}`);
      const { items } = (await res.json()) as { items: { content: string }[] };
      for (const review of items) onPage.add(review.content);
      if (items.length < 100) break;
    }
    for (const r of acknowledged.reviews) {
      if (r.businessId !== businessId || onPage.has(r.content)) continue;
      heldNow ??= held ? await held() : new Set();
      if (!heldNow.has(heldKey(businessId, r.content))) missing.push(`review of ${businessId}: ${r.content}`);
    }
  }
  for (const event of acknowledged.events) {
    const res = await read(`/api/events/${event.id}?token=${event.token}`);
    const name = res.ok ? ((await res.json()) as { eventName: string }).eventName : res.status;
    if (name !== event.eventName) missing.push(`event ${event.id}: ${name}`);
  }
  return missing;
}
