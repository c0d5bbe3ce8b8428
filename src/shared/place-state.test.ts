// A place's state read from its text: name or code at the end, with a ZIP and the country allowed.
import { describe, expect, it } from 'vitest';
import { isPlaceInState } from './place-state';

describe('isPlaceInState', () => {
  it("reads the state from a location's last part, by name or code, in any case", () => {
    expect(isPlaceInState({ location: 'Atlanta, Georgia' }, 'GA')).toBe(true);
    expect(isPlaceInState({ location: 'Decatur, ga' }, 'GA')).toBe(true);
    expect(isPlaceInState({ location: 'Georgia' }, 'GA')).toBe(true);
    expect(isPlaceInState({ location: 'Brooklyn, New York' }, 'NY')).toBe(true);
    expect(isPlaceInState({ location: 'Atlanta, Georgia' }, 'TX')).toBe(false);
  });

  it('reads it from an address before the ZIP code and the country', () => {
    expect(isPlaceInState({ location: null, address: '2100 Cecil B Moore Ave, Philadelphia, PA 19121' }, 'PA')).toBe(true);
    expect(isPlaceInState({ address: '1 Main St, Houston, TX 77004-1234, USA' }, 'TX')).toBe(true);
    expect(isPlaceInState({ address: '1 Main St, Houston, TX 77004' }, 'PA')).toBe(false);
  });

  it('does not take one state for another whose name ends like it, nor a code inside a word', () => {
    expect(isPlaceInState({ location: 'Charleston, West Virginia' }, 'VA')).toBe(false);
    expect(isPlaceInState({ location: 'Charleston, West Virginia' }, 'WV')).toBe(true);
    expect(isPlaceInState({ location: 'Little Rock, Arkansas' }, 'KS')).toBe(false);
    expect(isPlaceInState({ location: 'Gainesville' }, 'IN')).toBe(false);
    expect(isPlaceInState({ location: null, address: null }, 'GA')).toBe(false);
  });
});
