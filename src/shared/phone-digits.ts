// A phone number's digits read without the phone library (phone.ts), for code that must stay small (the
// tel: links of every page) or fast (comparing thousands of uploaded rows): the number apart from its
// extension, and the last ten digits that duplicate checks compare.

/** An extension after the number: '(404) 555-0111 ext. 12', '404-555-0111 x12', '#12', ';ext=12'. */
const EXTENSION = /\s*(?:;\s*ext=|extension|ext\.?|x|#)\s*(\d+)\s*$/i;

/** The number and its extension's digits (null without one). */
export function splitExtension(phone: string): { number: string; extension: string | null } {
  const found = EXTENSION.exec(phone);
  return found ? { number: phone.slice(0, found.index), extension: found[1]! } : { number: phone, extension: null };
}

/**
 * The comparable part of a phone number in any format: the last ten digits of the number without its
 * extension ('4045550111' for '+1 404 555 0111 x12'; a leading country code 1 drops out); null for fewer
 * than seven digits. The import's look-up of stored listings (stored-matches.repo.ts) reads them alike in SQL.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = splitExtension(phone ?? '').number.replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}
