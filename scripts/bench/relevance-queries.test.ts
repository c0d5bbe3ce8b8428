// The relevance benchmark's queries: their truth comes from the listings' fields, as each kind says.
import { describe, expect, it } from 'vitest';
import { createRng } from '@server/seed/random';
import { addAccent, buildRelevanceQueries, otherForm, typo, type RelevanceKind, type RelevanceListing } from './relevance-queries';
import { recallAt } from './relevance';

let nextId = 1;
function listing(fields: Partial<RelevanceListing>): RelevanceListing {
  return {
    id: nextId++,
    businessName: 'Plain Name',
    businessType: 'Other',
    servicesOffered: '',
    keywords: '',
    description: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    ...fields,
  };
}

const soulFood = listing({
  businessName: 'Soul Food Kitchen',
  businessType: 'Restaurants & Food Services',
  servicesOffered: 'Catering, Soul Food',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
});
const kitchenAndFood = listing({
  businessName: 'Kitchen & Food Soul',
  businessType: 'Restaurants & Food Services',
  servicesOffered: 'Catering',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30310',
});
const nails = listing({
  businessName: 'Glamour Nails',
  businessType: 'Beauty & Personal Care',
  servicesOffered: 'Manicures, Hair Braiding',
  city: 'Houston',
  state: 'TX',
  zipCode: '77004',
});
const nail = listing({
  businessName: 'Nail Bar Studio',
  businessType: 'Beauty & Personal Care',
  servicesOffered: 'Pedicures',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
});
const cafe = listing({
  businessName: 'Corner Cafe',
  businessType: 'Laundromat & Cafe',
  servicesOffered: 'Coffee, Laundry',
  city: 'New Orleans',
  state: 'LA',
  zipCode: '70117',
});
const hair = listing({
  businessName: 'Crown Hair Studio',
  businessType: 'Beauty & Personal Care',
  servicesOffered: 'Hair Braiding, Locs',
  description: 'Soul food nearby.',
});
const LISTINGS = [soulFood, kitchenAndFood, nails, nail, cafe, hair];

const queries = buildRelevanceQueries(LISTINGS, 100);
const ofKind = (kind: RelevanceKind) => queries.filter((q) => q.kind === kind);
const ids = (...listings: RelevanceListing[]) => listings.map((l) => l.id).sort((a, b) => a - b);

describe('one typo', () => {
  it('changes, drops, doubles or swaps one letter, never the first', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i++) {
      const word = rng.pick(['kitchen', 'nails', 'braiding', 'cafe', 'studio']);
      const mistyped = typo(word, rng);
      expect(mistyped).not.toBe(word);
      expect(mistyped[0]).toBe(word[0]);
      expect(Math.abs(mistyped.length - word.length)).toBeLessThanOrEqual(1);
    }
  });

  it('is judged on every listing having the word in its name, type or services', () => {
    const typos = ofKind('one typo');
    expect(typos.length).toBeGreaterThan(5);
    for (const query of typos) {
      expect(query.from.length).toBeGreaterThanOrEqual(4);
      expect(query.q[0]).toBe(query.from[0]);
      expect(query.q).not.toBe(query.from);
    }
    expect(typos.find((q) => q.from === 'kitchen')?.truth).toEqual(ids(soulFood, kitchenAndFood));
    expect(typos.find((q) => q.from === 'braiding')?.truth).toEqual(ids(nails, hair));
    // Words of the description never count: 'nearby' is only there.
    expect(typos.map((q) => q.from)).not.toContain('nearby');
  });
});

describe('singular/plural', () => {
  it('turns a word into its other form', () => {
    expect(otherForm('nails')).toBe('nail');
    expect(otherForm('restaurant')).toBe('restaurants');
    expect(otherForm('services')).toBe('service');
    expect(otherForm('boxes')).toBe('box');
    expect(otherForm('bakery')).toBe('bakeries');
    expect(otherForm('business')).toBeNull();
  });

  it('counts listings with either form as the truth', () => {
    const query = ofKind('singular/plural').find((q) => q.q === 'nail' || q.q === 'nails');
    expect(query?.truth).toEqual(ids(nails, nail));
  });
});

describe('accents', () => {
  it('puts an accent on a vowel and judges on the plain word', () => {
    expect(addAccent('xyz', createRng(1))).toBeNull();
    const query = ofKind('accents').find((q) => q.q.normalize('NFD').replace(/\p{M}/gu, '') === 'cafe');
    expect(query?.q).not.toBe('cafe');
    expect(query?.truth).toEqual(ids(cafe));
  });
});

describe('places', () => {
  it('judges a city on the listings there', () => {
    expect(ofKind('city').find((q) => q.q === 'Atlanta')?.truth).toEqual(ids(soulFood, kitchenAndFood, nail));
  });

  it('judges a word and a city on the listings there with the word', () => {
    expect(ofKind('word + city').find((q) => q.q === 'studio atlanta')?.truth).toEqual(ids(nail));
    expect(ofKind('word + city').find((q) => q.q === 'catering atlanta')?.truth).toEqual(ids(soulFood, kitchenAndFood));
  });

  it('judges a ZIP code on the listings with it', () => {
    expect(ofKind('ZIP code').find((q) => q.q === '30303')?.truth).toEqual(ids(soulFood, nail));
  });
});

describe('glued words', () => {
  it('joins only words next to each other in one phrase', () => {
    const glued = ofKind('glued words');
    expect(glued.find((q) => q.q === 'soulfood')?.truth).toEqual(ids(soulFood));
    // 'Kitchen & Food' are two things, not two words of one; the description does not count.
    expect(glued.map((q) => q.q)).not.toContain('kitchenfood');
    expect(glued.map((q) => q.q)).not.toContain('nailsmanicures');
    expect(glued.find((q) => q.q === 'foodsoul')?.truth).toEqual(ids(kitchenAndFood));
  });
});

describe('a business name with a typo', () => {
  it('looks for that one business in the first five', () => {
    const query = ofKind('name with a typo').find((q) => q.q.startsWith('crown hair'));
    expect(query).toMatchObject({ truth: ids(hair), depth: 5 });
    expect(query?.q).not.toBe('crown hair studio');
  });
});

describe('the query set', () => {
  it('is the same for the same listings, whatever their order', () => {
    expect(buildRelevanceQueries([...LISTINGS].reverse(), 100)).toEqual(queries);
  });

  it('scores recall out of the first 20, or of the truth when smaller', () => {
    const big = { truth: Array.from({ length: 40 }, (_, i) => i), depth: 20 };
    expect(
      recallAt(
        big,
        Array.from({ length: 20 }, (_, i) => (i % 2 ? i : 100 + i)),
      ),
    ).toBe(0.5);
    expect(recallAt({ ...big, truth: [3, 5] }, [9, 5, 1])).toBe(0.5);
  });
});
