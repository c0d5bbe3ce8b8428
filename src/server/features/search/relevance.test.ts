// Forgiving search against a real database: each kind of query (a typo, a plural, an accent, a city, a
// ZIP code, a glued word, a synonym) finds what was meant, exact matches first, and a search that finds
// nothing offers the listings' own spelling. The vocabulary follows listings as they change.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@shared/schemas/listing';
import { listings } from '@server/db/schema';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, type ListingInput } from '../../../test/factories';

const t = useTestApp();
const ids: Record<string, number> = {};

const beauty = 'Beauty & Personal Care';
const food = 'Restaurants & Food Services';
const atlanta = { city: 'Atlanta', state: 'GA', zipCode: '30303' };
/** Each a day newer than the one before. */
const LISTINGS: Record<string, ListingInput> = {
  magnolia: {
    businessName: 'Magnolia Table',
    businessType: food,
    servicesOffered: 'Soul Food, Catering',
    city: 'Houston',
    state: 'TX',
    zipCode: '77004',
    latitude: 29.73,
    longitude: -95.36,
  },
  crown: { businessName: 'Crown Hair Studio', businessType: beauty, servicesOffered: 'Hair Services, Braids', ...atlanta, latitude: 33.75, longitude: -84.39 },
  hairspray: { businessName: 'Hairspray Lounge', businessType: beauty, servicesOffered: 'Makeup', ...atlanta, latitude: 33.77, longitude: -84.38 },
  hairy: { businessName: 'Hairy Lemon Pub', businessType: food, servicesOffered: 'Dine-In', ...atlanta, latitude: 33.79, longitude: -84.4 },
  polished: {
    businessName: 'Polished Nail Bar',
    businessType: beauty,
    servicesOffered: 'Nail Services',
    city: 'Decatur',
    state: 'GA',
    zipCode: '30030',
    latitude: 33.77,
    longitude: -84.3,
  },
  fade: {
    businessName: 'Fade Theory',
    businessType: beauty,
    servicesOffered: 'Haircuts',
    keywords: 'barber, nails',
    ...atlanta,
    latitude: 33.76,
    longitude: -84.39,
  },
  cafe: {
    businessName: 'Café Crème',
    businessType: food,
    servicesOffered: 'Coffee Bar',
    city: 'New Orleans',
    state: 'LA',
    zipCode: '70117',
    latitude: 29.97,
    longitude: -90.05,
  },
  earl: {
    businessName: "Big Earl's Smokehouse",
    businessType: food,
    servicesOffered: 'Catering',
    city: 'Memphis',
    state: 'TN',
    zipCode: '38106',
    latitude: 35.1,
    longitude: -90.03,
  },
  hampton: {
    businessName: 'Hampton HR Solutions',
    businessType: 'Professional Services',
    servicesOffered: 'HR Services',
    city: 'Richmond',
    state: 'VA',
    zipCode: '23220',
    latitude: 37.55,
    longitude: -77.45,
  },
  harbor: {
    businessName: 'Harbor Books',
    businessType: 'Retail & Boutiques',
    servicesOffered: 'Books',
    city: 'Hampton',
    state: 'VA',
    zipCode: '23669',
    latitude: 37.03,
    longitude: -76.35,
  },
};

beforeAll(async () => {
  for (const [day, [name, listing]] of Object.entries(LISTINGS).entries()) {
    ids[name] = (await insertListing(t.database.db, { keywords: '', ...listing, createdAt: new Date(Date.UTC(2026, 5, day + 1)) })).id;
  }
});

async function search(q: string, more = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(q)}${more}` });
  expect(res.statusCode).toBe(200);
  const body = searchResponseSchema.parse(res.json());
  return { ...body, names: body.items.map((i) => i.businessName) };
}
const namesOf = async (q: string, more = '') => (await search(q, more)).names;
const named = (...keys: string[]) => keys.map((key) => LISTINGS[key]!.businessName);

describe(`forgiving search (${testEngine})`, () => {
  it('forgives one typo from four letters and two from eight, a swap as one', async () => {
    expect(await namesOf('barbr')).toEqual(named('fade'));
    expect(await namesOf('hiar')).toEqual(expect.arrayContaining(named('crown')));
    expect(await namesOf('resturant')).toEqual(expect.arrayContaining(named('magnolia', 'earl')));
    expect(await namesOf('smokhous')).toEqual(named('earl'));
    expect(await namesOf('smokehuose')).toEqual(named('earl'));
    // Three letters: a four-letter word with a letter dropped.
    expect(await namesOf('cfe')).toEqual(named('cafe'));
  });

  it('never forgives a typo on the first letter of a short word', async () => {
    expect(await namesOf('gair')).toEqual([]);
    expect(await namesOf('narbor')).toEqual([]);
  });

  it('ranks exact matches first, then other forms of the word, then typos', async () => {
    // 'hairs' is inside 'Hairspray'; 'hair' is its singular; 'hairy' is a typo away.
    expect(await namesOf('hairs')).toEqual(named('hairspray', 'crown', 'hairy'));
  });

  it('matches the other number of a word', async () => {
    // The keyword 'nails' first (exact), then the name's 'Nail' (same stem).
    expect(await namesOf('nails')).toEqual(named('fade', 'polished'));
    expect(await namesOf('restaurant')).toEqual(expect.arrayContaining(named('magnolia', 'hairy', 'cafe', 'earl')));
  });

  it('folds case and accents on both sides', async () => {
    for (const q of ['café', 'cafe', 'CRÈME', 'creme']) expect(await namesOf(q)).toContain('Café Crème');
  });

  it('reads a city in the text as a place: only its listings, nearest its center first', async () => {
    const { names, understood, items } = await search('hair atlanta');
    expect(understood).toEqual({ text: 'hair', place: { label: 'Atlanta, GA', city: 'Atlanta', state: 'GA', zip: null } });
    // Names with 'hair', nearest the city's center first; then the services' 'Haircuts'.
    expect(names).toEqual(named('hairspray', 'crown', 'hairy', 'fade'));
    expect(items.every((i) => i.city === 'Atlanta' && i.distance !== null)).toBe(true);
    const houston = await search('soul food in Houston, TX');
    expect(houston.understood).toEqual({ text: 'soul food', place: { label: 'Houston, TX', city: 'Houston', state: 'TX', zip: null } });
    expect(houston.names).toEqual(named('magnolia'));
    const city = await search('Atlanta');
    expect(city.understood?.text).toBe('');
    expect(city.names.sort()).toEqual(named('crown', 'hairspray', 'hairy', 'fade').sort());
  });

  it('reads a ZIP code as a place: its state, nearest the ZIP code first', async () => {
    const { names, understood, items } = await search('barber 30303');
    expect(understood?.place).toEqual({ label: '30303 (Atlanta, GA)', city: 'Atlanta', state: 'GA', zip: '30303' });
    expect(names).toEqual(named('fade'));
    const zip = await search('30303');
    expect(zip.items.every((i) => i.state === 'GA')).toBe(true);
    expect(zip.items.map((i) => i.distance)).toEqual([...zip.items.map((i) => i.distance)].sort((a, b) => a! - b!));
    expect(items[0]!.distance).toBeLessThan(1);
  });

  it("reads a state's name as a place, and a city's words as text when the place finds nothing", async () => {
    expect((await search('nails georgia')).names).toEqual(named('fade', 'polished'));
    expect((await search('nails georgia')).understood?.place?.label).toBe('Georgia');
    // Hampton is a city of the listings and a word of a name.
    expect((await search('hampton hr solutions')).names).toEqual(named('hampton'));
    expect((await search('hampton hr solutions')).understood).toEqual({ text: 'hampton hr solutions', place: null });
    expect((await search('books hampton')).names).toEqual(named('harbor'));
  });

  it('splits a glued word and glues split ones', async () => {
    expect(await namesOf('soulfood')).toEqual(named('magnolia'));
    expect(await namesOf('crownhair')).toEqual(named('crown'));
    expect(await namesOf('smoke house')).toEqual(named('earl'));
  });

  it('finds synonyms from the reference list, after everything else', async () => {
    expect(await namesOf('bbq')).toEqual(named('earl'));
    expect(await namesOf('espresso')).toEqual(named('cafe'));
    expect(await namesOf('barbershop')).toEqual(named('fade'));
  });

  it('offers the listings’ own spelling when nothing matches, and only then', async () => {
    const none = await search('restaraunt');
    expect(none.items).toEqual([]);
    expect(none.didYouMean).toBe('restaurants');
    expect((await search('Smokehuose in Memphis', '&state=GA')).didYouMean).toBe('Smokehouse in Memphis'.replace('Smokehouse', 'smokehouse'));
    expect((await search('restaraunt', '&offset=20')).didYouMean).toBeNull();
    expect((await search('hiar')).didYouMean).toBeNull();
    expect((await search('qz')).didYouMean).toBeNull();
    // Without text there is nothing to understand.
    const plain = await search('');
    expect(plain.understood).toBeNull();
    expect(plain.didYouMean).toBeNull();
  });

  it('keeps the vocabulary and the places in step with listings as they change', async () => {
    const words = async (word: string) =>
      (await t.database.db.execute<{ listings: number }>(sql`select listings from search_words where word = ${word}`)).rows[0]?.listings ?? 0;
    expect(await namesOf('zanzibr')).toEqual([]);
    await t.database.db.update(listings).set({ keywords: 'zanzibar' }).where(eq(listings.id, ids.harbor!));
    expect(await words('zanzibar')).toBe(1);
    expect(await namesOf('zanzibr')).toEqual(named('harbor'));
    await t.database.db.update(listings).set({ status: 'declined' }).where(eq(listings.id, ids.harbor!));
    expect(await words('zanzibar')).toBe(0);
    expect((await search('books hampton')).understood?.place).toBeNull();
    await t.database.db.update(listings).set({ status: 'approved', keywords: '' }).where(eq(listings.id, ids.harbor!));
    expect((await search('books hampton')).names).toEqual(named('harbor'));
  });
});
