// The demo listings: every profile's businesses placed on real ZIP codes, with realistic contact details,
// hours, services and dates; most approved, a few pending or declined for the admin dashboard.
import { NOT_LISTED, SOCIAL_PLATFORMS, suggestedServices } from '@shared/reference';
import type { listings, ListingStatus, SocialMediaPlatformEntry } from '@server/db/schema';
import { typePhotoUrls } from './images';
import { FIRST_NAMES, founderBio, LAST_NAMES, userId } from './people';
import { placeSlots, type Place } from './places';
import { PROFILES_A, type TypeProfile } from './profiles-a';
import { CUSTOM_BUSINESSES, PROFILES_B } from './profiles-b';
import { dateBetween, daysBefore, fill, type Rng } from './random';

export type ListingRow = typeof listings.$inferInsert;
export type ZipLookup = (zip: string) => { latitude: number; longitude: number } | undefined;

export interface SeedBusiness {
  row: ListingRow;
  reviewSubjects: readonly string[];
}

const PROFILES: readonly TypeProfile[] = [...PROFILES_A, ...PROFILES_B];

const CLOSERS = [
  'Walk-ins are welcome and regulars are treated like family.',
  'Follow along online for specials and community events.',
  'Ask about discounts for seniors, students and veterans.',
  'Proudly Black-owned and rooted in {city} since {year}.',
  'Every purchase supports local jobs and neighborhood programs.',
  'Call ahead or book online to reserve a spot.',
];

const GENERIC_SUBJECTS = ['the service', 'my visit', 'the whole experience', 'the staff'];

/** Which of each type's twelve names wait for review or were declined (varied types on purpose). */
const PENDING_AT: ReadonlyMap<number, number> = new Map([
  [0, 11],
  [2, 11],
  [4, 11],
  [6, 11],
  [8, 11],
  [10, 11],
  [12, 11],
  [14, 11],
]);
const DECLINED_AT: ReadonlyMap<number, number> = new Map([
  [1, 10],
  [7, 10],
  [13, 10],
]);

interface Draft {
  name: string;
  type: string;
  profile: TypeProfile | null;
  custom: (typeof CUSTOM_BUSINESSES)[number] | null;
  status: ListingStatus;
}

function drafts(): Draft[] {
  const list: Draft[] = [];
  PROFILES.forEach((profile, t) => {
    profile.names.forEach((name, i) => {
      const status: ListingStatus = PENDING_AT.get(t) === i ? 'pending' : DECLINED_AT.get(t) === i ? 'declined' : 'approved';
      list.push({ name, type: profile.type, profile, custom: null, status });
    });
  });
  for (const custom of CUSTOM_BUSINESSES) list.push({ name: custom.name, type: custom.type, profile: null, custom, status: 'approved' });
  return list;
}

/** 'Crown & Glory Hair Studio' -> 'crownglory': short enough for a domain and a handle. */
function domainBase(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/\u2019s\b/g, 's')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['the', 'and', 'co', 'of', 'by'].includes(w));
  return words.slice(0, words.length > 3 ? 2 : 3).join('');
}

function listingNumbers(rng: Rng, count: number): string[] {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(`BL-${rng.int(10_000_000, 99_999_999)}`);
  return [...seen];
}

function socialRows(rng: Rng, base: string, place: Place): SocialMediaPlatformEntry[] {
  const count = rng.weighted([
    [0, 2],
    [1, 3],
    [2, 4],
    [3, 2],
  ] as const);
  const platforms = new Set<string>();
  while (platforms.size < count) {
    platforms.add(
      rng.weighted([
        ['Instagram', 8],
        ['Facebook', 5],
        ['TikTok', 4],
        ['LinkedIn', 2],
        ['YouTube', 1],
        ['Twitter', 1],
        ['Pinterest', 1],
      ] as const),
    );
  }
  const suffix = rng.pick([
    '',
    `_${place.city
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`,
    `.${place.state.toLowerCase()}`,
    'hq',
  ]);
  return [...platforms].filter((p) => (SOCIAL_PLATFORMS as readonly string[]).includes(p)).map((platform) => ({ platform, username: `${base}${suffix}` }));
}

function createdDate(rng: Rng, status: ListingStatus): Date {
  if (status === 'pending') return daysBefore(0.2 + rng.next() * 12);
  if (status === 'declined') return daysBefore(20 + rng.next() * 280);
  // About one in five is recent enough for the New Businesses page.
  return rng.chance(0.2) ? daysBefore(4 + rng.next() * 84) : daysBefore(90 + rng.next() * 455);
}

function photos(rng: Rng, type: string): string[] {
  if (rng.chance(0.05)) return [];
  const own = rng.sample(typePhotoUrls(type), rng.int(1, 3));
  const shared = typePhotoUrls(NOT_LISTED);
  if (own[0] !== shared[0] && rng.chance(0.2)) own.push(rng.pick(shared));
  return own;
}

function buildOne(rng: Rng, draft: Draft, place: Place, listingNumber: string, zipLookup: ZipLookup): SeedBusiness {
  const year = String(rng.int(2008, 2025));
  const values = { name: draft.name, city: place.city, year };
  const profile = draft.profile;
  const description = draft.custom
    ? draft.custom.description
    : [
        fill(rng.pick(profile!.openers), values),
        ...rng.sample(profile!.details, rng.int(1, 2)),
        ...(rng.chance(0.5) ? [fill(rng.pick(CLOSERS), values)] : []),
      ].join(' ');

  const services = draft.custom ? [...draft.custom.services] : rng.sample(suggestedServices(draft.type), rng.int(3, 7));
  if (profile && rng.chance(0.3)) services.push(rng.pick(profile.extraServices));
  const keywords = draft.custom ? [...draft.custom.keywords] : rng.sample(profile!.keywords, rng.int(3, 6));
  const hours = draft.custom ? draft.custom.hours : rng.weighted(profile!.hours.map((h, i) => [h, i === 0 ? 6 : 1.5] as const));

  const street = `${rng.int(12, 4899)} ${rng.pick(place.streets)}${rng.chance(0.15) ? ` Ste ${rng.int(1, 4)}${rng.int(0, 2)}${rng.int(0, 9)}` : ''}`;
  const address = `${street}, ${place.city}, ${place.state} ${place.zip}`;
  const centroid = zipLookup(place.zip);
  // A small fixed offset keeps businesses sharing a ZIP from stacking on one map pin.
  const jitter = () => Math.round((rng.next() - 0.5) * 0.03 * 1e6) / 1e6;
  const latitude = centroid ? Math.round((centroid.latitude + jitter()) * 1e6) / 1e6 : null;
  const longitude = centroid ? Math.round((centroid.longitude + jitter()) * 1e6) / 1e6 : null;

  const base = domainBase(draft.name);
  const domain = `${base}.example`;
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const hasFounder = rng.chance(0.85);
  const social = socialRows(rng, base, place);
  const websiteStyle = rng.weighted([
    ['www', 6],
    ['https', 3],
    ['none', 1.5],
  ] as const);
  const email = rng.chance(0.8)
    ? `${rng.pick(['info', 'hello', 'contact', 'bookings', first.toLowerCase().replace(/[^a-z]/g, '')])}@${domain}`
    : `${base}@example.com`;

  const createdAt = createdDate(rng, draft.status);
  const approvedAt = draft.status === 'approved' ? dateBetween(rng, createdAt, 3) : null;
  const price = draft.custom ? draft.custom.price : rng.chance(0.85) ? rng.int(profile!.price[0], profile!.price[1]) : null;

  const row: ListingRow = {
    listingNumber,
    status: draft.status,
    businessName: draft.name,
    businessType: draft.type,
    description,
    address,
    formattedAddress: centroid ? `${street}, ${place.city}, ${place.state} ${place.zip}` : null,
    city: place.city,
    state: place.state,
    zipCode: place.zip,
    latitude,
    longitude,
    phoneNumber: `(${place.areaCode}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
    businessEmail: email,
    website: websiteStyle === 'www' ? `www.${domain}` : websiteStyle === 'https' ? `https://${domain}` : null,
    businessHours: hours,
    ein: rng.chance(0.5) ? `${rng.int(10, 99)}-${rng.int(1_000_000, 9_999_999)}` : null,
    socialMediaHandles: social.length ? social.map((s) => `${s.platform}: ${s.username}`).join(', ') : null,
    socialMediaPlatforms: social,
    servicesOffered: services.join(', '),
    keywords: keywords.join(', '),
    businessPhotos: photos(rng, draft.type),
    founderName: hasFounder ? `${first} ${last}` : null,
    founderBio: hasFounder
      ? founderBio(rng, first, place.city, rng.pick(profile?.founderPast ?? ['turned a long-held idea into a neighborhood business.']))
      : null,
    priceLevel: price,
    // The year its story names ('Open since 2014'), so the page's Founded agrees with the story.
    yearFounded: description.includes(year) ? Number(year) : null,
    userId: null,
    createdAt,
    updatedAt: approvedAt ?? createdAt,
    approvedAt,
  };
  return { row, reviewSubjects: profile?.reviewSubjects ?? GENERIC_SUBJECTS };
}

/** Every demo listing, in a fixed order; `zipLookup` gives a ZIP code's centroid. */
export function buildBusinesses(rng: Rng, zipLookup: ZipLookup): SeedBusiness[] {
  const list = drafts();
  const slots = rng.sample(placeSlots(), Number.MAX_SAFE_INTEGER);
  if (slots.length < list.length) throw new Error(`Only ${slots.length} places for ${list.length} demo businesses`);
  const numbers = listingNumbers(rng, list.length);
  const businesses = list.map((draft, i) => buildOne(rng, draft, slots[i]!, numbers[i]!, zipLookup));

  // A few listings whose address never geocoded (outside the two dense clusters).
  const approvedAway = businesses.filter((b) => b.row.status === 'approved' && b.row.state !== 'GA' && b.row.state !== 'NY');
  const pending = businesses.filter((b) => b.row.status === 'pending');
  for (const b of [...rng.sample(approvedAway, 4), ...rng.sample(pending, 1)]) {
    Object.assign(b.row, { latitude: null, longitude: null, formattedAddress: null });
  }
  // Owners who were signed in when they applied.
  for (const b of [
    ...rng.sample(
      businesses.filter((x) => x.row.status === 'approved'),
      5,
    ),
    ...rng.sample(pending, 2),
  ])
    b.row.userId = userId(rng);
  return businesses.sort((a, b) => (a.row.createdAt as Date).getTime() - (b.row.createdAt as Date).getTime());
}
