import { describe, expect, it } from 'vitest';
import { attributesOfCells, listItemsOf, numberOf, photosOf, socialOf, storedList, tagsOf, textOf, timestampOf } from './values';
import { LISTING_CELL_MAX, mapListing } from './map-listing';
import { editDataOf, mapReview } from './map-records';

describe('cell values', () => {
  it('reads Business Photos in its four shapes', () => {
    expect(photosOf('')).toEqual([]);
    expect(photosOf(null)).toEqual([]);
    expect(photosOf('https://a.example/1.jpg')).toEqual(['https://a.example/1.jpg']);
    expect(photosOf('["https://a.example/1.jpg", "https://a.example/2.jpg"]')).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
    expect(photosOf(['https://a.example/1.jpg', ''])).toEqual(['https://a.example/1.jpg']);
    expect(photosOf('https://a.example/1.jpg, https://a.example/2.jpg,')).toEqual(['https://a.example/1.jpg', 'https://a.example/2.jpg']);
  });

  it('reads social profiles as JSON or a JSON string, dropping incomplete pairs', () => {
    const list = [
      { platform: 'instagram', username: '@a' },
      { platform: 'Facebook', username: '' },
      { platform: 'Mastodon', username: '@b@x.social' },
    ];
    const expected = [
      { platform: 'Instagram', username: '@a' },
      { platform: 'Mastodon', username: '@b@x.social' },
    ];
    expect(socialOf(list)).toEqual(expected);
    expect(socialOf(JSON.stringify(list))).toEqual(expected);
    expect(socialOf('')).toEqual([]);
    expect(socialOf('@a on instagram')).toBeUndefined();
  });

  it('splits comma lists the way the listing form stores them', () => {
    expect(storedList(listItemsOf(' Braids,Locs , ,braids, Silk Press'))).toBe('Braids, Locs, Silk Press');
    expect(storedList(listItemsOf('["Dine-in", "Takeout"]'))).toBe('Dine-in, Takeout');
    expect(tagsOf('{music,"food trucks"}')).toEqual(['music', 'food trucks']);
  });

  it('reads timestamps as PostgreSQL and its REST answer write them', () => {
    expect(timestampOf('2024-03-05 14:22:10.123456+00')?.toISOString()).toBe('2024-03-05T14:22:10.123Z');
    expect(timestampOf('2024-03-05T14:22:10-05:00')?.toISOString()).toBe('2024-03-05T19:22:10.000Z');
    expect(timestampOf('2024-03-05')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(timestampOf('')).toBeNull();
    expect(timestampOf('last Tuesday')).toBeUndefined();
  });

  it('reads text and numbers', () => {
    expect(textOf('  a\0b  ')).toBe('ab');
    expect(textOf('   ')).toBeNull();
    expect(numberOf('33.75')).toBe(33.75);
    expect(numberOf('n/a')).toBeNull();
    // A long run of digits failing at its end is refused by length, before the pattern could take quadratic time.
    expect(numberOf(`${'1'.repeat(100_000)}x`)).toBeNull();
    expect(timestampOf(`2024-03-05${' '.repeat(100_000)}x`)).toBeUndefined();
  });
});

describe('attribute cells', () => {
  it('reads labels and keys separated by semicolons or commas, in the reference order, each once', () => {
    expect(attributesOfCells(['Black-owned; Wheelchair accessible; Spanish', 'woman_owned, black-owned', ''])).toEqual({
      attributes: ['black_owned', 'woman_owned', 'wheelchair_accessible', 'speaks_spanish'],
      notes: [],
    });
    expect(attributesOfCells([['Accepts EBT', 'Free Wi-Fi'], null]).attributes).toEqual(['accepts_ebt', 'free_wifi']);
  });

  it('leaves out unknown ones with a note each, a few named and the rest counted', () => {
    expect(attributesOfCells(['Latinx-owned; Delivery']).notes).toEqual(["attribute 'Latinx-owned' is not in our list: left out"]);
    const many = attributesOfCells([Array.from({ length: 9 }, (_, i) => `Thing ${i}`).join(';')]);
    expect(many.attributes).toEqual([]);
    expect(many.notes).toHaveLength(6);
    expect(many.notes.at(-1)).toBe('4 more attributes not in our list: left out');
  });
});

describe('row mapping', () => {
  it('names every reason a listing row is refused, not only the first', () => {
    const result = mapListing('approved', { 'Business Name': '', 'Business Type': 't'.repeat(101), Description: 'd'.repeat(2001) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reasons).toEqual([
      'no Business Name',
      'neither an id nor a business_listing_number: it could not be recognised again',
      'Business Type is 101 characters, over our limit of 100',
      'Description is 2001 characters, over our limit of 2000',
    ]);
  });

  it("reads the old app's joined address as one address, its parts filling the empty columns", () => {
    const joined = mapListing('approved', { id: '1', 'Business Name': 'Nia', Address: '88 Peachtree St NW, Atlanta, GA 30303', formatted_address: '' });
    expect(joined).toMatchObject({
      ok: true,
      value: { address: '88 Peachtree St NW, Atlanta, GA 30303', formattedAddress: null, city: 'Atlanta', state: 'GA', zipCode: '30303' },
    });
    // The row's own columns win over the address's parts; a street alone fills nothing.
    const own = mapListing('approved', { id: '2', 'Business Name': 'Nia', Address: '88 Peachtree St NW, Atlanta, GA 30303', city: 'Decatur' });
    expect(own).toMatchObject({ ok: true, value: { city: 'Decatur', state: 'GA' } });
    expect(mapListing('approved', { id: '3', 'Business Name': 'Nia', Address: '88 Peachtree St NW' })).toMatchObject({
      ok: true,
      value: { city: null, state: null, zipCode: null },
    });
  });

  it('refuses a listing only for what would break the site', () => {
    expect(mapListing('approved', { id: '1', 'Business Name': ' ' })).toEqual({ ok: false, reason: 'no Business Name', reasons: ['no Business Name'] });
    expect(mapListing('approved', { id: '1', 'Business Name': 'x'.repeat(121) })).toMatchObject({
      ok: false,
      reason: 'Business Name is 121 characters, over our limit of 120',
    });
    // Refused before the list is split: a megabyte of commas is a million empty photo addresses.
    expect(mapListing('approved', { id: '1', 'Business Name': 'Nia', 'Business Photos': ','.repeat(LISTING_CELL_MAX + 1) })).toEqual({
      ok: false,
      reason: `Business Photos is ${LISTING_CELL_MAX + 1} characters, over our limit of ${LISTING_CELL_MAX} for a cell`,
      reasons: [`Business Photos is ${LISTING_CELL_MAX + 1} characters, over our limit of ${LISTING_CELL_MAX} for a cell`],
    });
    const longest = Array.from({ length: 50 }, (_, i) => `https://example.com/${String(i).padStart(2, '0')}/`.padEnd(1996, 'p') + '.jpg');
    expect(longest.every((url) => url.length === 2000)).toBe(true);
    for (const cell of [longest.join(','), JSON.stringify(longest)]) {
      const kept = mapListing('approved', { id: '1', 'Business Name': 'Nia', 'Business Photos': cell });
      expect(kept).toMatchObject({ ok: true, value: { businessPhotos: longest } });
    }
    const kept = mapListing('pending', { id: '1', 'Business Name': 'Nia', business_listing_number: ' bl-2021/7 ', created_at: 'soon', state: 'new york' });
    expect(kept).toMatchObject({
      ok: true,
      value: { listingNumber: 'BL-2021/7', legacyId: 'pending:1', state: 'NY', status: 'pending', createdAt: undefined },
    });
  });

  it('refuses a review with a rating outside 1-5 or text over our limits', () => {
    const review = { id: '9', business_id: '3', username: 'Jo', content: 'Fine.' };
    expect(mapReview({ ...review, rating: '0' })).toMatchObject({ ok: false });
    expect(mapReview({ ...review, rating: 4.5 })).toMatchObject({ ok: false });
    expect(mapReview({ ...review, rating: '5', content: 'x'.repeat(1001) })).toMatchObject({ ok: false });
    expect(mapReview({ ...review, rating: '5' })).toMatchObject({ ok: true, value: { listingLegacyId: 'approved:3', rating: 5, content: 'Fine.' } });
  });

  it("renames the old columns in edit requests' data to our listing fields", () => {
    expect(editDataOf('{"Wesbite": "a.example", "Keywords": ["x", "y"], "latitude": 3}')).toEqual({ website: 'a.example', keywords: 'x, y', latitude: 3 });
    expect(editDataOf('[1]')).toBeUndefined();
  });
});
