// Whether a place written as text (a post's location such as 'Atlanta, Georgia', or its address such as
// '230 Auburn Ave NE, Atlanta, GA 30303') lies in a state: its last part names the state, by name or code,
// maybe followed by a ZIP code and the country. One pattern, read by this check and by the database
// (PostgreSQL's case-insensitive ~* takes the same syntax), so both agree.
import { stateName, type StateCode } from './reference/states';

/** The pattern, as text, of a place in this state. */
export function statePlacePattern(code: StateCode): string {
  const name = (stateName(code) ?? code).replace(/ /g, '\\s+');
  return `(^|,)\\s*(${name}|${code})(\\s+\\d{5}(-\\d{4})?)?\\s*(,\\s*(usa?|united\\s+states))?\\s*$`;
}

export interface TextPlace {
  location?: string | null;
  address?: string | null;
}

export function isPlaceInState(place: TextPlace, code: StateCode): boolean {
  const pattern = new RegExp(statePlacePattern(code), 'i');
  return [place.location, place.address].some((text) => typeof text === 'string' && pattern.test(text));
}
