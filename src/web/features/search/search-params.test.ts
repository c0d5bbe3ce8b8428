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
  it('reads the text, every filter and the order', () => {
    const s = parse(
      'q=+soul+food+&type=Beauty+%26+Personal+Care&state=ga&services=Hair%20Services,%20Nail%20Services&price=3,1&near=+Atlanta,++GA+&radius=10&open=now&sort=rating&view=map',
    );
    expect(s).toEqual({
      q: 'soul food',
      filters: {
        type: 'Beauty & Personal Care',
        state: 'GA',
        services: ['Hair Services', 'Nail Services'],
        price: [1, 3],
        attributes: [],
        near: 'Atlanta, GA',
        radius: 10,
        open: 'now',
      },
      sort: 'rating',
      view: 'map',
    });
  });

  it('drops values that make no sense instead of failing', () => {
    const s = parse('state=ZZ&radius=7&price=0,5,2,2,x&services=,,Braids,Braids&near=+,+&open=yes&sort=name&view=grid');
    expect(s.filters).toEqual({
      type: undefined,
      state: undefined,
      services: ['Braids'],
      price: [2],
      attributes: [],
      radius: undefined,
      near: undefined,
      open: undefined,
    });
    expect(s.sort).toBe('relevance');
    expect(s.view).toBe('list');
    expect(parse('').q).toBe('');
  });

  it('reads every order, best match when none or another is asked for', () => {
    expect(parse('sort=relevance').sort).toBe('relevance');
    expect(parse('sort=nearest').sort).toBe('nearest');
    expect(parse('sort=rating').sort).toBe('rating');
    for (const bad of ['', 'newest', 'RATING', 'distance']) expect(parse(`sort=${bad}`).sort, bad).toBe('relevance');
  });

  it('takes a place of up to 100 characters with a letter or digit, and drops a longer one rather than cutting it', () => {
    expect(parse('near=30303').filters.near).toBe('30303');
    expect(parse(`near=${'a'.repeat(100)}`).filters.near).toBe('a'.repeat(100));
    expect(parse(`near=${'a'.repeat(101)}`).filters.near).toBeUndefined();
    expect(parse('near=Saint%20Paul%2C%0A%20MN').filters.near).toBe('Saint Paul, MN');
    expect(parse('near=%20%20').filters.near).toBeUndefined();
    expect(parse('near=--').filters.near).toBeUndefined();
    expect(parse('open=NOW').filters.open).toBeUndefined();
  });

  it('accepts DC and every proximity radius', () => {
    expect(parse('state=DC').filters.state).toBe('DC');
    for (const r of [5, 10, 25, 50]) expect(parse(`radius=${r}`).filters.radius).toBe(r);
  });
});

describe('SEARCH_PARAM_NAMES', () => {
  it('names every parameter the search reads: the search is the same with those alone, and differs without any one', () => {
    const full =
      'q=hair&type=Beauty+%26+Personal+Care&state=GA&services=Braids&price=2&attributes=black_owned&near=30303&radius=10&open=now&sort=nearest&view=map';
    const declared = new URLSearchParams(full);
    const withOthers = new URLSearchParams(`utm_source=x&${full}&page=2&order=name`);
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
    const filters: SearchFilters = {
      type: 'Health Care',
      state: 'NY',
      services: ['Pharmacy', 'Telehealth'],
      price: [4, 2],
      attributes: [],
      near: 'Brooklyn, NY',
      radius: 25,
      open: 'now',
    };
    const params = toSearchParams({ q: ' clinic ', filters, sort: 'rating', view: 'list' });
    expect(params.toString()).toBe(
      'q=clinic&type=Health+Care&state=NY&services=Pharmacy%2CTelehealth&price=2%2C4&near=Brooklyn%2C+NY&radius=25&open=now&sort=rating',
    );
    expect(parseSearchParams(params)).toEqual({ q: 'clinic', filters: { ...filters, price: [2, 4], attributes: [] }, sort: 'rating', view: 'list' });
  });

  it('round-trips every order and both views', () => {
    for (const sort of ['relevance', 'nearest', 'rating'] as const) {
      for (const view of ['list', 'map'] as const) {
        const search = { q: 'hair', filters: { services: [], price: [], attributes: [] }, sort, view };
        expect(parseSearchParams(toSearchParams(search))).toEqual(search);
      }
    }
  });

  it('leaves out everything that is not set, best match included (the default order)', () => {
    expect(toSearchParams({ q: '   ', filters: { services: [], price: [], attributes: [] } }).toString()).toBe('');
    expect(toSearchParams({ filters: { services: [], price: [], attributes: [] }, view: 'map' }).toString()).toBe('view=map');
    expect(toSearchParams({ filters: { services: [], price: [], attributes: [] }, sort: 'relevance' }).toString()).toBe('');
    expect(toSearchParams({ filters: { services: [], price: [], attributes: [], near: '  ' } }).toString()).toBe('');
  });
});

describe('filter chips and count', () => {
  const filters: SearchFilters = { type: 'Retail & Boutiques', state: 'GA', services: ['Clothing', 'Shoes'], price: [1, 4], attributes: [], radius: 5 };

  it('has one removable chip per value with readable labels', () => {
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual(['Within 5 miles', 'Retail & Boutiques', 'Georgia', 'Clothing', 'Shoes', '$ Budget-friendly', '$$$$ Luxury']);
    expect(countActiveFilters(filters)).toBe(7);
    expect(countActiveFilters({ services: [], price: [], attributes: [] })).toBe(0);
  });

  it('a place and Open now are filters with chips of their own; the order is not', () => {
    const where: SearchFilters = { services: [], price: [], attributes: [], near: 'Atlanta, GA', radius: 10, open: 'now' };
    const chips = filterChips(where);
    expect(chips.map((c) => c.label)).toEqual(['Near Atlanta, GA', 'Within 10 miles', 'Open now']);
    expect(countActiveFilters(where)).toBe(3);
    expect(chips.find((c) => c.key === 'near')!.without(where)).toEqual({ ...where, near: undefined });
    expect(chips.find((c) => c.key === 'open')!.without(where)).toEqual({ ...where, open: undefined });
    // Sorting is not a filter: parsing a sorted URL adds no chip.
    expect(filterChips(parse('sort=rating').filters)).toEqual([]);
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
    expect(sameFilters({ services: ['A'], price: [2, 1], attributes: [] }, { services: ['A'], price: [1, 2], attributes: [] })).toBe(true);
    expect(sameFilters({ services: ['A'], price: [], attributes: [] }, { services: ['B'], price: [], attributes: [] })).toBe(false);
  });
});

describe('toApiQuery', () => {
  const filters: SearchFilters = { state: 'GA', services: ['Hair Services', 'Braids'], price: [1, 2], attributes: [], radius: 10 };

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

  it('a place is the center instead of the location: near and the radius, no lat/lng', () => {
    const atlanta = { latitude: 33.749, longitude: -84.388 };
    const query = toApiQuery('', { ...filters, near: ' Decatur,  GA ', open: 'now' }, atlanta, 'nearest');
    expect(query).toMatchObject({ near: 'Decatur, GA', radius: 10, open: 'now', sort: 'nearest', lat: undefined, lng: undefined });
  });

  it('sends the order unless it is best match, and nearest only with a center', () => {
    const none: SearchFilters = { services: [], price: [], attributes: [] };
    const here = { latitude: 40.7, longitude: -74 };
    expect(toApiQuery('', none, null).sort).toBeUndefined();
    expect(toApiQuery('', none, here, 'relevance').sort).toBeUndefined();
    expect(toApiQuery('', none, null, 'rating').sort).toBe('rating');
    expect(toApiQuery('', none, null, 'nearest').sort).toBeUndefined();
    expect(toApiQuery('', none, here, 'nearest').sort).toBe('nearest');
    expect(toApiQuery('', { ...none, near: '10001' }, null, 'nearest').sort).toBe('nearest');
    expect(toApiQuery('', none, null).open).toBeUndefined();
  });
});

describe('searchHref', () => {
  it('goes to /search-results with the trimmed text, keeping the filters and the order, only when there is text', () => {
    expect(searchHref('  soul & food ', { services: [], price: [], attributes: [] })).toBe('/search-results?q=soul+%26+food');
    expect(searchHref('hair', { state: 'GA', services: [], price: [2], attributes: [] }, 'map')).toBe('/search-results?q=hair&state=GA&price=2&view=map');
    expect(searchHref('hair', { services: [], price: [], attributes: [], near: 'Atlanta, GA', open: 'now' }, 'list', 'rating')).toBe(
      '/search-results?q=hair&near=Atlanta%2C+GA&open=now&sort=rating',
    );
    expect(searchHref('   ', { services: [], price: [], attributes: [] })).toBeNull();
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
