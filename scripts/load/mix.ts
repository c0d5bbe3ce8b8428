// The traffic of `npm run load`: what visitors do, in the proportions. 70% searches of varied
// kinds and terms, 15% business and article pages, 10% review reads and posts, 5% submissions. Every
// write comes from its own address (X-Forwarded-For; the server runs with TRUST_PROXY), as many
// visitors would, and is remembered when acknowledged so that it can be read back afterwards.
import { eventBody, listingRequestBody, reviewBody, sender, type Acknowledged } from '../../src/test/traffic';
import { enc, near, pick, TYPES } from '../bench/query-parts';

export interface Target {
  listingIds: number[];
  articles: { id: number; source: string }[];
}

export interface Step {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** Writes: the status that acknowledges it, and what to remember of its answer. */
  expect?: number;
  remember?(answer: unknown, acknowledged: Acknowledged): void;
  /** Whether its latency counts among the reads (p99 within 3x p50). */
  read: boolean;
}

const TERMS = ['hair', 'soul', 'kitchen', 'beauty', 'salon', 'catering', 'barber', 'fitness', 'law', 'bakery', 'ha', 'so', 'atlanta', 'braids', 'coffee'];
const STATES = ['GA', 'NY', 'TX', 'CA', 'IL', 'FL', 'MD', 'NC'];

/** The search kinds, each reported on its own: their costs differ by an order of magnitude. */
const SEARCHES: { kind: string; path: (n: number) => string }[] = [
  { kind: 'search: text', path: (n) => `/api/listings?q=${enc(pick(TERMS, n))}` },
  { kind: 'search: text, page 2', path: (n) => `/api/listings?q=${enc(pick(TERMS, n))}&offset=24` },
  { kind: 'search: type + state', path: (n) => `/api/listings?type=${enc(pick(TYPES, n))}&state=${pick(STATES, n)}` },
  { kind: 'search: radius 25 mi', path: (n) => `/api/listings?${near(n)}&radius=25` },
  { kind: 'search: text near the visitor', path: (n) => `/api/listings?q=${enc(pick(TERMS, n))}&${near(n)}` },
  { kind: 'search: state', path: (n) => `/api/listings?state=${pick(STATES, n)}` },
  { kind: 'search: text + type', path: (n) => `/api/listings?q=${enc(pick(TERMS, n))}&type=${enc(pick(TYPES, n))}` },
];

let written = 0;

/** The n-th request of the run: its kind chosen by the mix, its details varied by n. */
export function stepFor(n: number, roll: number, target: Target): Step {
  const listingId = pick(target.listingIds, n * 7);
  if (roll < 0.7) {
    const search = pick(SEARCHES, n);
    return { kind: search.kind, method: 'GET', path: search.path(n >> 3), read: true };
  }
  if (roll < 0.775) return { kind: 'business page', method: 'GET', path: `/business/${listingId}`, read: true };
  if (roll < 0.85) {
    const article = pick(target.articles, n);
    return { kind: 'article page', method: 'GET', path: `/blog/${article.source}/${article.id}`, read: true };
  }
  if (roll < 0.93) return { kind: 'review read', method: 'GET', path: `/api/listings/${listingId}/reviews?sort=newest`, read: true };
  const w = ++written;
  if (roll < 0.95) {
    const body = reviewBody(w, `load-${process.pid}`);
    return {
      kind: 'review post',
      method: 'POST',
      path: `/api/listings/${listingId}/reviews`,
      body,
      expect: 201,
      read: false,
      remember: (_answer, acknowledged) => acknowledged.reviews.push({ businessId: listingId, content: body.content }),
    };
  }
  if (roll < 0.98) {
    return {
      kind: 'listing request',
      method: 'POST',
      path: '/api/listing-requests',
      body: listingRequestBody(w, `Load ${process.pid}`),
      expect: 201,
      read: false,
      remember: (answer, acknowledged) => acknowledged.listings.push((answer as { listingNumber: string }).listingNumber),
    };
  }
  const event = eventBody(w, `Load ${process.pid}`);
  return {
    kind: 'event',
    method: 'POST',
    path: '/api/events',
    body: event,
    expect: 201,
    read: false,
    remember: (answer, acknowledged) => {
      const { id, confirmationToken } = answer as { id: number; confirmationToken: string };
      acknowledged.events.push({ id, token: confirmationToken, eventName: event.eventName as string });
    },
  };
}

/** The address a write comes from: one per write, never 127.0.0.1. */
export const writerAddress = (n: number) => sender(1_000_000 + n);
