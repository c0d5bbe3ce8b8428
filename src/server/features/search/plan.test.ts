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
    const p = plan({});
    expect(p).toMatchObject({ kind: 'newest', from: null, within: null, tiers: [{ kind: 'all' }], strategies: [{ name: 'sort' }] });
    expect(plan({ q: 'soul', type: 'Health Care', state: 'GA' }).kind).toBe('newest');
  });

  it('reads the page, every row before it and the row after it', () => {
    expect(plan({ limit: 7, offset: 14 })).toMatchObject({ offset: 14, limit: 7, want: 22 });
    expect(plan({}).want).toBe(21);
  });

  it('ranks text by name, then business type, then the rest; newest-first text is one tier', () => {
    expect(plan({ q: 'SOUL' }).tiers).toEqual([{ kind: 'name', term: 'soul' }, { kind: 'text', term: 'soul' }]);
    const beauty = plan({ q: 'beauty' }).tiers;
    expect(beauty.map((t) => t.kind)).toEqual(['name', 'type', 'text']);
    expect(beauty[1]).toEqual({ kind: 'type', types: ['Beauty & Personal Care'] });
    expect(plan({ q: 'beauty', sort: 'newest' }).tiers).toEqual([{ kind: 'text', term: 'beauty' }]);
    // A short term names the types one of whose words it starts.
    expect(plan({ q: 'be' }).tiers[1]).toEqual({ kind: 'type', types: ['Beauty & Personal Care'] });
    expect(plan({ q: '' }).tiers).toEqual([{ kind: 'all' }]);
  });

  it('measures distances from a location in either order, and orders by them only with a radius or ranked text', () => {
    const located = plan(at);
    expect(located).toMatchObject({ kind: 'newest', from: atlanta, within: null });
    expect(plan({ ...at, q: 'soul', sort: 'newest' })).toMatchObject({ kind: 'newest', from: atlanta });
    expect(plan({ ...at, q: 'soul' })).toMatchObject({ kind: 'nearest', center: atlanta, from: atlanta, within: null });
    expect(plan({ ...at, radius: 25 })).toMatchObject({ kind: 'nearest', center: atlanta, within: { center: atlanta, miles: 25 } });
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
    expect(p.strategies).toEqual([
      { name: 'cells', term: 'soul', tsquery: cellQuery('soul', atlanta, 10), candidates: 2 },
      { name: 'walk' },
      { name: 'sort' },
    ]);
    expect(plan({ ...at, q: 'soul', radius: 50, state: 'GA' }).strategies[0]).toMatchObject({ name: 'cells', candidates: 1000 });
    // No three-letter run to ask for, or a radius touching too many cells: the tiers answer.
    expect(names({ ...at, q: 'crème', radius: 10 })).toEqual(['walk', 'sort']);
    expect(names({ lat: 80, lng: 0, q: 'soul', radius: 50 })).toEqual(['walk', 'sort']);
  });
});
