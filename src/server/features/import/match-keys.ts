// When an uploaded row may be a listing the site already has: the same phone, the same website host, or
// a name very close to the stored one at the same street address. Pure functions, unit-tested.
import { phoneKey } from '@shared/phone-digits';
import type { UploadListing } from '@shared/schemas/listing-upload';

/** A website's host, lower case, without 'www.': 'https://www.Example.com/menu' is 'example.com'. */
export const HOST_PATTERN = '^(?:[a-z][a-z0-9+.-]*://)?(?:www\\.)?([^/?#:@\\s]+)';
const HOST_RE = new RegExp(HOST_PATTERN);

/** Hosts many businesses share (social profiles, link pages, site builders' free plans): no sign of a duplicate. */
const SHARED_HOSTS = new Set([
  'facebook.com',
  'm.facebook.com',
  'fb.com',
  'instagram.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'youtube.com',
  'linktr.ee',
  'linktree.com',
  'beacons.ai',
  'google.com',
  'business.site',
  'sites.google.com',
  'yelp.com',
  'etsy.com',
  'square.site',
  'wixsite.com',
  'squarespace.com',
  'shopify.com',
  'godaddysites.com',
]);

export function websiteHost(website: string | null | undefined): string | null {
  const host = HOST_RE.exec((website ?? '').trim().toLowerCase())?.[1]?.replace(/\.$/, '');
  if (!host || !host.includes('.') || SHARED_HOSTS.has(host)) return null;
  return host;
}

const STREET_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  place: 'pl',
  court: 'ct',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  terrace: 'ter',
  square: 'sq',
  suite: 'ste',
  apartment: 'apt',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** Lower case, accents and punctuation gone, words separated by one space. */
function plainWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The street line (before the first comma) with its common words abbreviated: '12 Main Street' is '12 main st'. */
export function streetKey(address: string | null | undefined): string | null {
  const words = plainWords((address ?? '').split(',')[0] ?? '').map((w) => STREET_WORDS[w] ?? w);
  return words.length >= 2 && /^\d/.test(words[0]!) ? words.join(' ') : null;
}

/** The house number a street line starts with, which the database compares before the whole line. */
export const houseNumber = (address: string | null | undefined) => /^\s*(\d+)/.exec(address ?? '')?.[1] ?? null;

/** What a listing is looked up by, besides its number: null where it has none. */
export interface MatchKeys {
  phone: string | null;
  host: string | null;
  house: string | null;
}

export const matchKeys = (l: { phoneNumber: string; website: string | null; address: string }): MatchKeys => ({
  phone: phoneKey(l.phoneNumber),
  host: websiteHost(l.website),
  house: houseNumber(l.address),
});

const NAME_NOISE = new Set(['the', 'llc', 'inc', 'co', 'corp', 'company', 'ltd', 'and']);

function nameLetters(name: string): string {
  return plainWords(name)
    .filter((w) => !NAME_NOISE.has(w))
    .join('');
}

function bigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i++) {
    const pair = text.slice(i, i + 2);
    out.set(pair, (out.get(pair) ?? 0) + 1);
  }
  return out;
}

/** How alike two business names are, 0 to 1 (Dice's coefficient over letter pairs, ignoring 'The', 'LLC'...). */
export function nameSimilarity(a: string, b: string): number {
  const x = nameLetters(a);
  const y = nameLetters(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const pairsX = bigrams(x);
  const pairsY = bigrams(y);
  let shared = 0;
  for (const [pair, count] of pairsX) shared += Math.min(count, pairsY.get(pair) ?? 0);
  return (2 * shared) / (x.length - 1 + (y.length - 1));
}

/** Names at least this alike, at the same street address, are taken for the same business. */
export const CLOSE_NAME = 0.8;

/** What the comparison reads of a listing, uploaded or stored. */
export type MatchFields = Pick<UploadListing, 'businessName' | 'address' | 'city' | 'state' | 'zipCode' | 'phoneNumber' | 'website'>;

const zip5 = (zip: string | null) => /^\d{5}/.exec(zip ?? '')?.[0] ?? null;

/** Two addresses are the same place when their street lines agree and their ZIP codes (or else cities) do not differ. */
function samePlace(a: MatchFields, b: MatchFields): boolean {
  const street = streetKey(a.address);
  if (!street || street !== streetKey(b.address)) return false;
  const [zipA, zipB] = [zip5(a.zipCode), zip5(b.zipCode)];
  if (zipA && zipB) return zipA === zipB;
  const [cityA, cityB] = [a.city?.trim().toLowerCase(), b.city?.trim().toLowerCase()];
  return !cityA || !cityB || cityA === cityB;
}

/** The same street line, ZIP code, city and state, read alike ('Ave.' is 'Avenue', '30303-1234' is '30303'). */
export function sameAddress(
  a: Omit<MatchFields, 'businessName' | 'phoneNumber' | 'website'>,
  b: Omit<MatchFields, 'businessName' | 'phoneNumber' | 'website'>,
) {
  const street = (l: typeof a) => streetKey(l.address) ?? plainWords(l.address).join(' ');
  const words = (text: string | null) => plainWords(text ?? '').join(' ');
  return street(a) === street(b) && zip5(a.zipCode) === zip5(b.zipCode) && words(a.city) === words(b.city) && words(a.state) === words(b.state);
}

/** Why an uploaded row looks like a stored listing, in the words the staff see; empty when it does not. */
export function duplicateReasons(row: MatchFields, stored: MatchFields): string[] {
  const reasons: string[] = [];
  const phone = phoneKey(row.phoneNumber);
  if (phone && phone === phoneKey(stored.phoneNumber)) reasons.push('same phone');
  const host = websiteHost(row.website);
  if (host && host === websiteHost(stored.website)) reasons.push('same website host');
  if (samePlace(row, stored) && nameSimilarity(row.businessName, stored.businessName) >= CLOSE_NAME) reasons.push('close name at the same address');
  return reasons;
}
