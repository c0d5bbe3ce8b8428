// The plan of a search, from the query and its reading alone: its order, filters, tiers and strategies,
// without a database.
import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from '@shared/schemas/listing';
import { cellQuery } from './cells';
import type { Place } from './places';
import { NO_TEXT, planSearch, typesContaining, wordStartQuery } from './plan';
import type { QueryReading } from './read-query';

const atlanta = { latitude: 33.749, longitude: -84.388 };
const at = { lat: atlanta.latitude, lng: atlanta.longitude };
const TYPES = ['Beauty & Personal Care', 'Restaurants & Food Services', 'Laundromat & Café'];
/** The reading of a text of one exact word, with the word tiers given. */
const textOf = (q: string, parts: Partial<QueryReading> = {}): QueryReading => ({ ...NO_TEXT, text: q, exact: q.toLowerCase(), types: TYPES, ...parts });
const plan = (query: Record<string, unknown>, reading?: QueryReading, tuning?: { cellCandidates: number }) =>
  planSearch(searchQuerySchema.parse(query), reading ?? (typeof query.q === 'string' ? textOf(query.q) : undefined), tuning);
const names = (query: Record<string, unknown>, reading?: QueryReading) => plan(query, reading).strategies.map((s) => s.name);
const contains = (field: 'name' | 'text', text: string) => ({ kind: 'contains', field, text });
const words = (field: 'name' | 'text', query: string) => ({ kind: 'words', field, query });
const houston: Place = { label: 'Houston, TX', city: 'Houston', state: 'TX', zip: null, cityKey: 'houston', center: { latitude: 29.76, longitude: -95.37 } };

describe('planSearch', () => {
  it('lists newest first without a location, sorted in one statement', () => {
    expect(plan({})).toMatchObject({ kind: 'newest', location: null, ranking: { tiers: [{ match: null }], text: null }, strategies: [{ name: 'sort' }] });
    expect(plan({ q: 'soul', type: 'Health Care', state: 'GA' }).kind).toBe('newest');
  });

  it('reads the page, every row before it and the row after it', () => {
    expect(plan({ limit: 7, offset: 14 })).toMatchObject({ offset: 14, limit: 7, want: 22 });
    expect(plan({}).want).toBe(21);
  });

  it('ranks the exact text by name, then business type, then any other match, each without the earlier ones', () => {
    expect(plan({ q: 'soul' }).ranking.tiers).toEqual([
      { match: contains('name', 'soul'), excluded: [] },
      { match: contains('text', 'soul'), excluded: [contains('name', 'soul')] },
    ]);
    const type = { kind: 'type', types: ['Beauty & Personal Care'] };
    expect(plan({ q: 'beauty' }).ranking.tiers).toEqual([
      { match: contains('name', 'beauty'), excluded: [] },
      { match: type, excluded: [contains('name', 'beauty')] },
      { match: contains('text', 'beauty'), excluded: [contains('name', 'beauty'), type] },
    ]);
    // A short text matches the start of words, and names the types one of whose words it starts.
    expect(plan({ q: 'be' }).ranking.tiers[0]).toEqual({ match: words('name', "'be'"), excluded: [] });
    expect(plan({ q: 'be' }).ranking.tiers[1]?.match).toEqual(type);
  });

  it('ranks each word tier after the exact text, in the same order inside it', () => {
    const reading = textOf('nails', { wordTiers: [{ level: 'forms', match: { any: [{ word: 'nails' }, { word: 'nail' }] }, query: "('nails' | 'nail')" }] });
    const tiers = plan({ q: 'nails' }, reading).ranking.tiers;
    expect(tiers.map((t) => t.match)).toEqual([
      contains('name', 'nails'),
      contains('text', 'nails'),
      words('name', "('nails' | 'nail')"),
      words('text', "('nails' | 'nail')"),
    ]);
    // A word tier's listings are none of the exact text's.
    expect(tiers[2]!.excluded).toEqual([contains('text', 'nails')]);
    expect(tiers[3]!.excluded).toEqual([contains('text', 'nails'), words('name', "('nails' | 'nail')")]);
  });

  it('finds the business types of a word tier by their words', () => {
    const reading = textOf('cafe', {
      wordTiers: [{ level: 'synonyms', match: { any: [{ word: 'cafe' }, { word: 'coffee' }] }, query: "('cafe' | 'coffee')" }],
    });
    expect(plan({ q: 'cafe' }, reading).ranking.tiers.map((t) => t.match)).toContainEqual({ kind: 'type', types: ['Laundromat & Café'] });
    expect(typesContaining(TYPES, 'cafe')).toEqual(['Laundromat & Café']);
  });

  it('puts newest-first text in one tier of any match', () => {
    const reading = textOf('nails', { wordTiers: [{ level: 'forms', match: { word: 'nail' }, query: "'nail'" }] });
    const either = { kind: 'either', conditions: [contains('text', 'nails'), words('text', "'nail'")] };
    expect(plan({ q: 'nails', sort: 'newest' }, reading).ranking).toEqual({
      tiers: [{ match: either, excluded: [] }],
      text: { exact: 'nails', words: { word: 'nail' }, any: either },
    });
    expect(plan({ q: 'soul', sort: 'newest' }).ranking.tiers).toEqual([{ match: contains('text', 'soul'), excluded: [] }]);
  });

  it('keeps the location in either order, and orders by distance only with a radius or ranked text', () => {
    const anyDistance = { center: atlanta, radiusMiles: null, fromPlace: false };
    expect(plan(at)).toMatchObject({ kind: 'newest', location: anyDistance });
    expect(plan({ ...at, q: 'soul', sort: 'newest' })).toMatchObject({ kind: 'newest', location: anyDistance });
    expect(plan({ ...at, q: 'soul' })).toMatchObject({ kind: 'nearest', location: anyDistance });
    expect(plan({ ...at, radius: 25 })).toMatchObject({ kind: 'nearest', location: { center: atlanta, radiusMiles: 25 } });
    expect(plan({ ...at, radius: 25, sort: 'newest' }).kind).toBe('nearest');
  });

  it("narrows to a place's city and state and measures from its center, in place of the visitor's", () => {
    const placed = plan({ ...at, q: 'soul food in Houston' }, textOf('soul food', { place: houston }));
    expect(placed).toMatchObject({ kind: 'nearest', filters: { state: 'TX', city: 'houston' }, location: { center: houston.center, fromPlace: true } });
    // A place alone is ordered by distance too, walked from its center though it narrows to a state.
    expect(plan({ q: 'Houston' }, { ...NO_TEXT, text: '', place: houston })).toMatchObject({
      kind: 'nearest',
      strategies: [{ name: 'walk' }, { name: 'sort' }],
    });
    // The query's own state filter stays.
    expect(plan({ q: 'x', state: 'GA' }, textOf('x', { place: houston })).filters.state).toBe('GA');
  });

  it('walks nearest first before sorting, except for a state without a radius', () => {
    expect(names({ ...at, radius: 25 })).toEqual(['walk', 'sort']);
    expect(names({ ...at, radius: 25, state: 'GA' })).toEqual(['walk', 'sort']);
    expect(names({ ...at, q: 'soul' })).toEqual(['walk', 'sort']);
    expect(names({ ...at, q: 'soul', state: 'CA' })).toEqual(['sort']);
  });

  it('asks the cell-terms index first for text within a radius, when it can answer', () => {
    const p = plan({ ...at, q: 'Soul', radius: 10, sort: 'newest' }, undefined, { cellCandidates: 2 });
    expect(p.strategies).toEqual([{ name: 'cells', tsquery: cellQuery('soul', atlanta, 10), candidates: 2 }, { name: 'walk' }, { name: 'sort' }]);
    expect(plan({ ...at, q: 'soul', radius: 50, state: 'GA' }).strategies[0]).toMatchObject({ name: 'cells', candidates: 1000 });
    // The word tiers' listings too: those holding the last one's words.
    const sour = { word: 'sour' };
    const reading = textOf('soul', { wordTiers: [{ level: 'spelling', match: sour, query: "'sour'" }] });
    expect(plan({ ...at, q: 'soul', radius: 10 }, reading).strategies[0]).toEqual({
      name: 'cells',
      tsquery: cellQuery('soul', atlanta, 10, sour),
      candidates: 1000,
    });
    // No three-letter run to ask for, or a radius touching too many cells: the tiers answer.
    expect(names({ ...at, q: 'a b c', radius: 10 })).toEqual(['walk', 'sort']);
    expect(names({ lat: 80, lng: 0, q: 'soul', radius: 50 })).toEqual(['walk', 'sort']);
  });

  it('writes the word-start query of a short text', () => {
    expect(wordStartQuery('a.')).toBe("'a'");
    expect(wordStartQuery('5a')).toBe("'5a'");
    expect(wordStartQuery('é-')).toBe("'e'");
    expect(wordStartQuery('%&')).toBeNull();
    expect(() => wordStartQuery('soul')).toThrow();
  });
});
