// GET /api/suggest: businesses, business types, services and places whose words start with the text,
// each marked, at most eight, from the second character, against a real database.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suggestResponseSchema, type Suggestion } from '@shared/schemas/search-suggest';
import { listings } from '@server/db/schema';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { toSuggestions } from './suggest';

const t = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  ids.harbor = (
    await insertListing(db, {
      businessName: 'Harbor Books',
      businessType: 'Retail & Boutiques',
      servicesOffered: 'Books, Gifts',
      city: 'Hampton',
      state: 'VA',
      zipCode: '23669',
    })
  ).id;
  ids.hair = (
    await insertListing(db, { businessName: 'Crown Hair Studio', businessType: 'Beauty & Personal Care', servicesOffered: 'Hair Services, Braids' })
  ).id;
  ids.cafe = (await insertListing(db, { businessName: 'Café Crème', businessType: 'Restaurants & Food Services', servicesOffered: 'Coffee Bar' })).id;
  for (let i = 0; i < 3; i++) await insertListing(db, { businessName: `Hale House ${i}`, businessType: 'Health Care', servicesOffered: 'Primary Care' });
  await insertListing(db, { businessName: 'Hidden Salon', status: 'pending' });
});

async function suggest(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/suggest?q=${encodeURIComponent(q)}` });
  return { status: res.statusCode, body: res.json() };
}
async function items(q: string): Promise<Suggestion[]> {
  const { status, body } = await suggest(q);
  expect(status).toBe(200);
  return suggestResponseSchema.parse(body).items;
}
const labels = async (q: string) => (await items(q)).map((i) => `${i.kind}:${i.label}`);

describe(`GET /api/suggest (${testEngine})`, () => {
  it('answers from the second character, with types, services and places before businesses', async () => {
    expect((await suggest('h')).status).toBe(400);
    const found = await items('ha');
    expect(found.length).toBe(8);
    // Those starting with the text first, then the most used; half the room is kept for businesses.
    expect(found.map((i) => `${i.kind}:${i.label}`).slice(0, 4)).toEqual(['service:Hair Services', 'place:Hampton, VA', 'place:Hawaii', 'place:New Hampshire']);
    expect(found.slice(4).map((i) => i.label)).toEqual(['Hale House 0', 'Hale House 1', 'Hale House 2', 'Harbor Books']);
    expect(found.find((i) => i.label === 'Harbor Books')).toEqual({
      kind: 'business',
      label: 'Harbor Books',
      id: ids.harbor,
      detail: 'Retail & Boutiques · Hampton, VA',
      query: 'Harbor Books',
    });
  });

  it('matches the start of any word, accents folded, and names what each suggestion searches for', async () => {
    expect(await labels('creme')).toEqual(['business:Café Crème']);
    expect(await labels('CAFÉ')).toEqual(['business:Café Crème']);
    expect(await labels('per')).toEqual(['type:Beauty & Personal Care']);
    expect(await items('coffee')).toEqual([{ kind: 'service', label: 'Coffee Bar', query: 'Coffee Bar' }]);
    expect(await items('2366')).toEqual([{ kind: 'place', label: '23669 (Hampton, VA)', query: '23669' }]);
    expect(await items('virgin')).toEqual([
      { kind: 'place', label: 'Virginia', query: 'Virginia' },
      { kind: 'place', label: 'West Virginia', query: 'West Virginia' },
    ]);
    expect(await labels('hidden')).toEqual([]);
    expect(await labels('%_')).toEqual([]);
  });

  it('follows listings as they change', async () => {
    await t.database.db.update(listings).set({ businessName: 'Harborview Books' }).where(eq(listings.id, ids.harbor!));
    expect(await labels('harborv')).toEqual(['business:Harborview Books']);
    await t.database.db.delete(listings).where(eq(listings.id, ids.harbor!));
    expect(await labels('harbor')).toEqual([]);
    expect(await labels('hampton')).toEqual([]);
  });
});

describe('toSuggestions', () => {
  it('keeps room for businesses, and a business found twice once', () => {
    const row = (kind: 'business' | 'service', n: number) => ({
      kind,
      key: `k${n}`,
      label: `${kind} ${n}`,
      state: '',
      listingId: kind === 'business' ? n : null,
      detail: null,
    });
    const rows = [...Array.from({ length: 8 }, (_, n) => row('service', n)), ...[1, 2, 2, 3, 4, 5].map((n) => row('business', n))];
    expect(toSuggestions(rows).map((s) => s.label)).toEqual([
      'service 0',
      'service 1',
      'service 2',
      'service 3',
      'business 1',
      'business 2',
      'business 3',
      'business 4',
    ]);
    expect(toSuggestions(rows.slice(0, 9)).map((s) => s.label)).toEqual([...Array.from({ length: 7 }, (_, n) => `service ${n}`), 'business 1']);
  });

  it('forgives a typo where nothing starts with the text, closest first', async () => {
    const found = await items('crown hiar studio');
    expect(found[0]).toMatchObject({ kind: 'business', id: ids.hair, label: 'Crown Hair Studio' });
    expect(await items('cafe cremme')).toContainEqual(expect.objectContaining({ kind: 'business', id: ids.cafe }));
    // A prefix being typed is never second-guessed: 'crown h' starts a name, so only starts answer.
    expect((await items('crown h')).map((s) => s.label)).toContain('Crown Hair Studio');
    // Nothing like it at all: nothing.
    expect(await items('zzqxv')).toEqual([]);
  });
});
