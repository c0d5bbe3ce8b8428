// When an uploaded row is taken for a stored listing: phone digits, website host, street line and name.
import { describe, expect, it } from 'vitest';
import { phoneKey } from '@shared/phone-digits';
import { duplicateReasons, nameSimilarity, streetKey, websiteHost, type MatchFields } from './match-keys';

const listing = (over: Partial<MatchFields>): MatchFields => ({
  businessName: 'Sankofa Books',
  address: '12 Edgewood Ave NE',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  phoneNumber: '',
  website: null,
  ...over,
});

describe('match keys', () => {
  it('compare phones by their last ten digits', () => {
    expect(phoneKey('+1 (404) 555-0199')).toBe('4045550199');
    expect(phoneKey('404.555.0199')).toBe('4045550199');
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('compare websites by host, leaving out hosts many businesses share', () => {
    expect(websiteHost('https://www.SweetAuburn.com/menu?x=1')).toBe('sweetauburn.com');
    expect(websiteHost('sweetauburn.com.')).toBe('sweetauburn.com');
    expect(websiteHost('http://shop.sweetauburn.com:8080')).toBe('shop.sweetauburn.com');
    expect(websiteHost('https://facebook.com/sweetauburn')).toBeNull();
    expect(websiteHost('https://linktr.ee/sweetauburn')).toBeNull();
    expect(websiteHost('not a site')).toBeNull();
  });

  it('read street lines with their common words abbreviated', () => {
    expect(streetKey('12 Edgewood Avenue Northeast, Atlanta, GA')).toBe('12 edgewood ave ne');
    expect(streetKey('12 Edgewood Ave. NE')).toBe('12 edgewood ave ne');
    expect(streetKey('Edgewood Ave')).toBeNull();
  });

  it('score names alike despite case, punctuation, "and" and company words', () => {
    expect(nameSimilarity('Sankofa Books & Coffee', 'SANKOFA BOOKS AND COFFEE, LLC')).toBe(1);
    expect(nameSimilarity('Sankofa Books', 'Sankofa Book')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Sankofa Books', 'Harlem Hair')).toBeLessThan(0.3);
    expect(nameSimilarity('The LLC', 'Sankofa')).toBe(0);
  });

  it('name every reason a row repeats a stored listing, and none for a neighbour', () => {
    const stored = listing({ phoneNumber: '404-555-0199', website: 'sankofa.com' });
    expect(duplicateReasons(listing({ businessName: 'Sankofa Books Inc', phoneNumber: '(404) 555 0199', website: 'https://www.sankofa.com' }), stored)).toEqual(
      ['same phone', 'same website host', 'close name at the same address'],
    );
    expect(duplicateReasons(listing({ businessName: 'Harlem Hair' }), stored)).toEqual([]);
    expect(duplicateReasons(listing({ zipCode: '30312' }), stored)).toEqual([]);
    expect(duplicateReasons(listing({ zipCode: null, city: null }), stored)).toEqual(['close name at the same address']);
  });
});
