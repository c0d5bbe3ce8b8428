import { describe, expect, it } from 'vitest';
import { addressParts, eventAddressLine, eventLocationText, eventPlaceShort } from './event-place';

const inPerson = { attendanceMode: 'in_person' as const, eventAddress: '250 Joseph E. Lowery Blvd, Atlanta, GA 30314', eventState: 'GA', onlineUrl: null };
const online = { attendanceMode: 'online' as const, eventAddress: null, eventState: null, onlineUrl: 'https://meet.example/westside' };

describe('event places', () => {
  it('reads the city and state from an address that ends in them', () => {
    expect(eventPlaceShort(inPerson)).toBe('Atlanta, GA');
    expect(eventPlaceShort({ ...inPerson, eventAddress: '12 Main St, Suite 4, Selma, AL' })).toBe('Selma, AL');
  });

  it("falls back to the state's name when the address has no city and state at its end", () => {
    expect(eventPlaceShort({ ...inPerson, eventAddress: 'The old mill by the river' })).toBe('Georgia');
  });

  it('says Online for an online event, and gives its link as its calendar location', () => {
    expect(eventPlaceShort(online)).toBe('Online');
    expect(eventAddressLine(online)).toBeNull();
    expect(eventLocationText(online)).toBe('https://meet.example/westside');
  });

  it('adds the state to an address that does not name it', () => {
    expect(eventAddressLine(inPerson)).toBe(inPerson.eventAddress);
    expect(eventAddressLine({ ...inPerson, eventAddress: 'Washington Park pavilion' })).toBe('Washington Park pavilion, Georgia');
    expect(eventLocationText({ ...inPerson, eventAddress: '  ' })).toBe('Georgia');
  });
});

describe('addressParts', () => {
  it('splits an address ending in city, state and ZIP', () => {
    expect(addressParts('250 Joseph E. Lowery Blvd, Suite 2, Atlanta, GA 30314')).toEqual({
      streetAddress: '250 Joseph E. Lowery Blvd, Suite 2',
      addressLocality: 'Atlanta',
      addressRegion: 'GA',
      postalCode: '30314',
    });
    expect(addressParts('12 Main St, Selma, AL')).toEqual({ streetAddress: '12 Main St', addressLocality: 'Selma', addressRegion: 'AL' });
  });

  it('keeps any other text whole, with the state given', () => {
    expect(addressParts('Washington Park pavilion', 'GA')).toEqual({ streetAddress: 'Washington Park pavilion', addressRegion: 'GA' });
  });
});
