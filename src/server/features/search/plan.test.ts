// The plan of a search, from the query alone: its order, tiers and strategies, without a database.
import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@shared/schemas/listing';
import { cellQuery } from './cells';
import { planSearch } from './plan';

const atlanta = { latitude: 33.749, longitude: -84.388 };
const at = { lat: atlanta.latitude, lng: atlanta.longitude };
const plan = (query: Record<string, unknown>, tuning?: { cellCandidates: number }) => planSearch(searchQuerySchema.parse(query), tuning);
const names = (query: Record<string, unknown>) => plan(query).strategies.map((s) => s.name);

describe('planSearch', () => {
  it('lists newest first without a location, sorted in one statement', () => {
    expect(plan({})).toMatchObject({ kind: 'newest', location: null, ranking: { text: null, tiers: [{ kind: 'all' }] }, strategies: [{ name: 'sort' }] });
    expect(plan({ q: 'soul', type: 'Health Care', state: 'GA' }).kind).toBe('newest');
  });

  it('reads the page, every row before it and the row after it', () => {
    expect(plan({ limit: 7, offset: 14 })).toMatchObject({ offset: 14, limit: 7, want: 22 });
    expect(plan({}).want).toBe(21);
  });

  it('ranks text by name, then business type, then any other match; newest-first text is one tier', () => {
    expect(plan({ q: 'SOUL' }).ranking).toEqual({ text: 'soul', tiers: [{ kind: 'name' }, { kind: 'any' }] });
    expect(plan({ q: 'beauty' }).ranking).toEqual({
      text: 'beauty',
      tiers: [{ kind: 'name' }, { kind: 'type', types: ['Beauty & Personal Care'] }, { kind: 'any' }],
    });
    expect(plan({ q: 'beauty', sort: 'newest' }).ranking).toEqual({ text: 'beauty', tiers: [{ kind: 'any' }] });
    // A short term names the types one of whose words it starts.
    expect(plan({ q: 'be' }).ranking.tiers[1]).toEqual({ kind: 'type', types: ['Beauty & Personal Care'] });
    expect(plan({ q: '' }).ranking).toEqual({ text: null, tiers: [{ kind: 'all' }] });
  });

  it('keeps the location in either order, and orders by distance only with a radius or ranked text', () => {
    const anyDistance = { center: atlanta, radiusMiles: null };
    expect(plan(at)).toMatchObject({ kind: 'newest', location: anyDistance });
    expect(plan({ ...at, q: 'soul', sort: 'newest' })).toMatchObject({ kind: 'newest', location: anyDistance });
    expect(plan({ ...at, q: 'soul' })).toMatchObject({ kind: 'nearest', location: anyDistance });
    expect(plan({ ...at, radius: 25 })).toMatchObject({ kind: 'nearest', location: { center: atlanta, radiusMiles: 25 } });
    expect(plan({ ...at, radius: 25, sort: 'newest' }).kind).toBe('nearest');
  });

  it('walks nearest first before sorting, except for a state without a radius', () => {
    expect(names({ ...at, radius: 25 })).toEqual(['walk', 'sort']);
    expect(names({ ...at, radius: 25, state: 'GA' })).toEqual(['walk', 'sort']);
    expect(names({ ...at, q: 'soul' })).toEqual(['walk', 'sort']);
    expect(names({ ...at, q: 'soul', state: 'CA' })).toEqual(['sort']);
  });

  it('asks the cell-terms index first for text within a radius, when it can answer', () => {
    const p = plan({ ...at, q: 'Soul', radius: 10, sort: 'newest' }, { cellCandidates: 2 });
    expect(p.strategies).toEqual([{ name: 'cells', term: 'soul', tsquery: cellQuery('soul', atlanta, 10), candidates: 2 }, { name: 'walk' }, { name: 'sort' }]);
    expect(plan({ ...at, q: 'soul', radius: 50, state: 'GA' }).strategies[0]).toMatchObject({ name: 'cells', candidates: 1000 });
    // No three-letter run to ask for, or a radius touching too many cells: the tiers answer.
    expect(names({ ...at, q: 'crème', radius: 10 })).toEqual(['walk', 'sort']);
    expect(names({ lat: 80, lng: 0, q: 'soul', radius: 50 })).toEqual(['walk', 'sort']);
  });
});
