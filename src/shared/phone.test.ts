// Phone numbers in one form: every format people type reads as the same stored number.
import { describe, expect, it } from 'vitest';
import { canonicalPhone, isPhoneNumber, normalizePhone, phoneKey, samePhone } from './phone';
import { splitExtension } from './phone-digits';
import { phoneField } from './schemas/text';

const FORMATS = ['404-555-0111', '(404) 555-0111', '404.555.0111', '+1 404 555 0111', '1-404-555-0111', '4045550111', ' (404)555-0111 ', '+1 (404) 555-0111'];

describe('phone numbers', () => {
  it.each(FORMATS)('keeps %j as (404) 555-0111', (typed) => {
    expect(canonicalPhone(typed)).toBe('(404) 555-0111');
    expect(isPhoneNumber(typed)).toBe(true);
  });

  it('keeps an extension after the number', () => {
    expect(canonicalPhone('404-555-0111 ext. 12')).toBe('(404) 555-0111 ext. 12');
    expect(canonicalPhone('404.555.0111 x12')).toBe('(404) 555-0111 ext. 12');
    expect(canonicalPhone('(404) 555-0111 ext. 12')).toBe('(404) 555-0111 ext. 12');
  });

  it("keeps another country's number in its international form", () => {
    expect(canonicalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(canonicalPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it.each(['', '   ', '123', '555-0111', '404-555-01119', '(999) 555-0111', '000-000-0000', '404-555-CAKE', 'call 404-555-0111', '404_555_0111'])(
    'refuses %j',
    (typed) => {
      expect(isPhoneNumber(typed)).toBe(false);
      expect(canonicalPhone(typed)).toBeNull();
      // Not a number: left as it is, for the rule to refuse with its message.
      expect(normalizePhone(typed)).toBe(typed);
    },
  );

  it('compares numbers, not formats', () => {
    expect(samePhone('404-555-0111', '(404) 555-0111')).toBe(true);
    expect(samePhone('+1 404 555 0111', '404.555.0111')).toBe(true);
    expect(samePhone('404-555-0111', '404-555-0112')).toBe(false);
    expect(samePhone('404-555-0111', '404-555-0111 ext. 12')).toBe(false);
    expect(samePhone('', null)).toBe(true);
    expect(samePhone('ask for Ann', ' ask for Ann ')).toBe(true);
    expect(samePhone('ask for Ann', 'ask for Bo')).toBe(false);
  });

  it('keys a number by its last ten digits, never its extension', () => {
    expect(phoneKey('+1 (404) 555-0199')).toBe('4045550199');
    expect(phoneKey('(404) 555-0199 ext. 12')).toBe('4045550199');
    expect(phoneKey('404.555.0199 x12')).toBe('4045550199');
    expect(phoneKey('555-01')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });
});

describe('phone digits without the library', () => {
  it('finds an extension however it is written', () => {
    expect(splitExtension('(404) 555-0111 ext. 12')).toEqual({ number: '(404) 555-0111', extension: '12' });
    for (const typed of ['404-555-0111 x12', '404-555-0111 #12', '404-555-0111;ext=12', '404-555-0111 Extension 12']) {
      expect(splitExtension(typed), typed).toEqual({ number: '404-555-0111', extension: '12' });
    }
    expect(splitExtension('(404) 555-0111')).toEqual({ number: '(404) 555-0111', extension: null });
  });
});

describe('the phone field of the forms', () => {
  it('stores what was typed in the one form', () => {
    expect(phoneField.parse('404.555.0111')).toBe('(404) 555-0111');
    expect(phoneField.parse(' 1-404-555-0111 x7 ')).toBe('(404) 555-0111 ext. 7');
  });

  it('keeps its messages', () => {
    const message = (value: string) => phoneField.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('Please enter a phone number');
    expect(message('123')).toBe('Please enter a valid phone number');
    expect(message('4'.repeat(31))).toBe('Please enter a valid phone number');
  });
});
