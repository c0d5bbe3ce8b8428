// The directory's URL <-> filters mapping, the chips and count, and the API query it sends.
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  filterChips,
  foundText,
  parseSearchParams,
  sameFilters,
  SEARCH_PARAM_NAMES,
  searchHref,
  toApiQuery,
  toSearchParams,
  type SearchFilters,
} from './search-params';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('reads the text and every filter', () => {
    const s = parse('q=+soul+food+&type=Beauty+%26+Personal+Care&state=ga&services=Hair%20Services,%20Nail%20Services&price=3,1&radius=10&view=map');
    expect(s).toEqual({
      q: 'soul food',
      filters: { type: 'Beauty & Personal Care', state: 'GA', services: ['Hair Services', 'Nail Services'], price: [1, 3], radius: 10 },
      view: 'map',
    });
  });

  it('drops values that make no sense instead of failing', () => {
    const s = parse('state=ZZ&radius=7&price=0,5,2,2,x&services=,,Braids,Braids&view=grid');
    expect(s.filters).toEqual({ type: undefined, state: undefined, services: ['Braids'], price: [2], radius: undefined });
    expect(s.view).toBe('list');
    expect(parse('').q).toBe('');
  });

  it('accepts DC and every proximity radius', () => {
    expect(parse('state=DC').filters.state).toBe('DC');
    for (const r of [5, 10, 25, 50]) expect(parse(`radius=${r}`).filters.radius).toBe(r);
  });
});

describe('SEARCH_PARAM_NAMES', () => {
  it('names every parameter the search reads: the search is the same with those alone, and differs without any one', () => {
    const full = 'q=hair&type=Beauty+%26+Personal+Care&state=GA&services=Braids&price=2&radius=10&view=map';
    const declared = new URLSearchParams(full);
    const withOthers = new URLSearchParams(`utm_source=x&${full}&page=2&sort=name`);
    expect(parseSearchParams(withOthers)).toEqual(parseSearchParams(declared));
    expect([...declared.keys()]).toEqual([...SEARCH_PARAM_NAMES]);
    for (const name of SEARCH_PARAM_NAMES) {
      const without = new URLSearchParams(declared);
      without.delete(name);
      expect(parseSearchParams(without), name).not.toEqual(parseSearchParams(declared));
    }
  });
});

describe('toSearchParams', () => {
  it('round-trips through the URL', () => {
    const filters: SearchFilters = { type: 'Health Care', state: 'NY', services: ['Pharmacy', 'Telehealth'], price: [4, 2], radius: 25 };
    const params = toSearchParams({ q: ' clinic ', filters, view: 'list' });
    expect(params.toString()).toBe('q=clinic&type=Health+Care&state=NY&services=Pharmacy%2CTelehealth&price=2%2C4&radius=25');
    expect(parseSearchParams(params)).toEqual({ q: 'clinic', filters: { ...filters, price: [2, 4] }, view: 'list' });
  });

  it('leaves out everything that is not set', () => {
    expect(toSearchParams({ q: '   ', filters: { services: [], price: [] } }).toString()).toBe('');
    expect(toSearchParams({ filters: { services: [], price: [] }, view: 'map' }).toString()).toBe('view=map');
  });
});

describe('filter chips and count', () => {
  const filters: SearchFilters = { type: 'Retail & Boutiques', state: 'GA', services: ['Clothing', 'Shoes'], price: [1, 4], radius: 5 };

  it('has one removable chip per value with readable labels', () => {
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual(['Within 5 miles', 'Retail & Boutiques', 'Georgia', 'Clothing', 'Shoes', '$ Budget-friendly', '$$$$ Luxury']);
    expect(countActiveFilters(filters)).toBe(7);
    expect(countActiveFilters({ services: [], price: [] })).toBe(0);
  });

  it('removes exactly the chip clicked', () => {
    const chips = filterChips(filters);
    const byLabel = (label: string) => chips.find((c) => c.label === label)!;
    expect(byLabel('Shoes').without(filters).services).toEqual(['Clothing']);
    expect(byLabel('$ Budget-friendly').without(filters).price).toEqual([4]);
    expect(byLabel('Georgia').without(filters).state).toBeUndefined();
    expect(byLabel('Within 5 miles').without(filters)).toEqual({ ...filters, radius: undefined });
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
  });

  it('compares filters by what they select', () => {
    expect(sameFilters({ services: ['A'], price: [2, 1] }, { services: ['A'], price: [1, 2] })).toBe(true);
    expect(sameFilters({ services: ['A'], price: [] }, { services: ['B'], price: [] })).toBe(false);
  });
});

describe('toApiQuery', () => {
  const filters: SearchFilters = { state: 'GA', services: ['Hair Services', 'Braids'], price: [1, 2], radius: 10 };

  it('sends the radius only with a location, and rounds the location', () => {
    expect(toApiQuery(' hair ', filters, null)).toEqual({
      q: 'hair',
      type: undefined,
      state: 'GA',
      services: 'Hair Services,Braids',
      price: '1,2',
      lat: undefined,
      lng: undefined,
      radius: undefined,
    });
    const withLocation = toApiQuery('', filters, { latitude: 33.7490123, longitude: -84.3879876 });
    expect(withLocation).toMatchObject({ q: undefined, lat: 33.749, lng: -84.388, radius: 10 });
  });
});

describe('searchHref', () => {
  it('goes to /search-results with the trimmed text, keeping the filters, only when there is text', () => {
    expect(searchHref('  soul & food ', { services: [], price: [] })).toBe('/search-results?q=soul+%26+food');
    expect(searchHref('hair', { state: 'GA', services: [], price: [2] }, 'map')).toBe('/search-results?q=hair&state=GA&price=2&view=map');
    expect(searchHref('   ', { services: [], price: [] })).toBeNull();
  });
});

describe('foundText', () => {
  it("adds '+' while more pages exist", () => {
    expect(foundText(20, true)).toBe('Found 20+ businesses');
    expect(foundText(7, false)).toBe('Found 7 businesses');
    expect(foundText(1, false)).toBe('Found 1 business');
    expect(foundText(0, false)).toBe('Found 0 businesses');
  });
});
