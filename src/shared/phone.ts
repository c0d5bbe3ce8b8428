// Phone numbers in one form. What people type ('404-555-0111', '404.555.0111', '+1 404 555 0111',
// '(404) 555-0111 x12') is read by libphonenumber-js, US by default, and kept as the US national format
// '(404) 555-0111', with ' ext. 12' for an extension (a number of another country: its international
// format). Forms, the API and imports store that form, and comparisons read both sides the same way, so a
// change of format is never a change. Only form and server code loads this: pages that only show numbers
// read their digits with phone-digits.ts.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

export { phoneKey } from './phone-digits';

/** The number the whole text is (no words around it), when it is a valid one. */
function parsed(text: string): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(text.trim(), { defaultCountry: 'US', extract: false });
  return phone?.isValid() ? phone : undefined;
}

/** The stored form of a valid number: '(404) 555-0111', '(404) 555-0111 ext. 12', '+44 20 7946 0958'; null otherwise. */
export function canonicalPhone(text: string): string | null {
  const phone = parsed(text);
  if (!phone) return null;
  // The whole North American plan (calling code 1) reads alike: '(NXX) NXX-XXXX'.
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}

/** A valid phone number, in any format people type. */
export const isPhoneNumber = (text: string): boolean => parsed(text) !== undefined;

/** The stored form of a valid number; anything else (blank, not a number) as it is. */
export const normalizePhone = (text: string): string => canonicalPhone(text) ?? text;

/**
 * Whether two stored or typed values are the same number: their stored forms agree (old values may still be
 * in old formats); a value that is no valid number is compared as its trimmed text.
 */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const form = (v: string | null | undefined) => normalizePhone((v ?? '').trim());
  return form(a) === form(b);
}
