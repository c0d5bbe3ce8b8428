// The place in a search's text, read without a database: cities and ZIP codes given.
import { describe, expect, it } from 'vitest';
import { type CityRow, findPlace, placeKeys, type ZipEntry } from './places';
import { tokensOf } from './query-text';

const city = (name: string, state: string, listings = 10, wordListings = 0): CityRow => ({
  key: name.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' '),
  name,
  state,
  label: `${name}, ${state}`,
  listings,
  center: { latitude: 33, longitude: -84 },
  wordListings,
});
const CITIES = [
  city('Atlanta', 'GA'),
  city('Houston', 'TX'),
  city('New York', 'NY'),
  city('St. Louis', 'MO'),
  city('Greenville', 'SC', 2),
  city('Greenville', 'MS', 1),
  city('Mobile', 'AL', 1, 5),
];
const ZIPS: Record<string, ZipEntry> = { '30303': { zip: '30303', city: 'Atlanta', state: 'GA', center: { latitude: 33.75, longitude: -84.39 } } };
const zipOf = (zip: string) => ZIPS[zip];

function read(q: string) {
  const tokens = tokensOf(q);
  const found = findPlace(tokens, CITIES, zipOf);
  if (!found) return null;
  const rest = tokens.filter((_, i) => i < found.first || i > found.last).map((t) => t.folded);
  return { label: found.place.label, state: found.place.state, city: found.place.cityKey, rest };
}

describe('findPlace', () => {
  it('reads a city anywhere, with its state after it or not, and what introduces it', () => {
    expect(read('hair atlanta')).toEqual({ label: 'Atlanta, GA', state: 'GA', city: 'atlanta', rest: ['hair'] });
    expect(read('Atlanta hair')).toMatchObject({ label: 'Atlanta, GA', rest: ['hair'] });
    expect(read('soul food in Houston, TX')).toEqual({ label: 'Houston, TX', state: 'TX', city: 'houston', rest: ['soul', 'food'] });
    expect(read('bbq in new york')).toMatchObject({ label: 'New York, NY', rest: ['bbq'] });
    expect(read('barber St. Louis')).toMatchObject({ label: 'St. Louis, MO', rest: ['barber'] });
  });

  it('takes the state named after a city of several states, or all of them', () => {
    expect(read('harvest greenville ms')).toMatchObject({ label: 'Greenville, MS', state: 'MS', rest: ['harvest'] });
    expect(read('harvest greenville')).toMatchObject({ label: 'Greenville', state: null, city: 'greenville' });
  });

  it('reads a one-word city more listings use as a word as that word', () => {
    expect(read('mobile detailing')).toBeNull();
    expect(read('detailing in mobile')).toMatchObject({ label: 'Mobile, AL', rest: ['detailing'] });
  });

  it('reads a ZIP code of the ZIP table first', () => {
    expect(read('barber 30303')).toMatchObject({ label: '30303 (Atlanta, GA)', state: 'GA', city: null, rest: ['barber'] });
    expect(read('barber 99999')).toBeNull();
  });

  it("reads a state's name, and its code only where it cannot be a word", () => {
    expect(read('bbq texas')).toMatchObject({ label: 'Texas', state: 'TX', rest: ['bbq'] });
    expect(read('bbq TX')).toMatchObject({ label: 'Texas', rest: ['bbq'] });
    expect(read('nails in ga')).toMatchObject({ label: 'Georgia', rest: ['nails'] });
    expect(read('la')).toBeNull();
    expect(read('hair la')).toBeNull();
    expect(read('LA')).toBeNull();
  });

  it('lists the runs of up to three words to look up as cities', () => {
    expect(placeKeys(tokensOf('a b c d'))).toEqual(['a', 'a b', 'a b c', 'b', 'b c', 'b c d', 'c', 'c d', 'd']);
  });
});
