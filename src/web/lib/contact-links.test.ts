// Contact links and texts, one rule each for every page.
import { describe, expect, it } from 'vitest';
import { initials, mailtoHref, mapsSearchHref, telHref, websiteHref, websiteLabel } from './contact-links';

/** Checks `rule` on each input of `table` against the output written beside it, naming the input that fails. */
function expectOutputs(rule: (input: string) => string | null, table: Record<string, string | null>) {
  for (const [input, output] of Object.entries(table)) expect(rule(input), input).toBe(output);
}

describe('telHref', () => {
  it('dials US numbers with +1 and keeps international ones', () => {
    expectOutputs(telHref, { '(404) 555-0123': 'tel:+14045550123', '+44 20 7946 0958': 'tel:+442079460958', '1-800-555-0199': 'tel:18005550199' });
  });

  it('dials an extension after the number', () => {
    expectOutputs(telHref, { '(404) 555-0111 ext. 12': 'tel:+14045550111;ext=12', '404-555-0111 x7': 'tel:+14045550111;ext=7' });
  });

  it('makes no link of something that is not a number', () => {
    expectOutputs(telHref, { 'n/a': null, '555-01': null });
    expect(telHref(null)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address, trimmed, and nothing else', () => {
    expectOutputs(mailtoHref, { ' hello@crown.com ': 'mailto:hello@crown.com', 'not an email': null, '  ': null });
    expect(mailtoHref(null)).toBeNull();
  });
});

describe('websiteHref', () => {
  it('adds https:// when there is no scheme and keeps http(s) links as they are', () => {
    expectOutputs(websiteHref, {
      'crownglory.com': 'https://crownglory.com',
      ' www.crownglory.com/book ': 'https://www.crownglory.com/book',
      'http://old.example.com': 'http://old.example.com',
      'HTTPS://Example.com': 'HTTPS://Example.com',
      'example.com:8080/x': 'https://example.com:8080/x',
    });
  });

  it('gives nothing for an empty value or another scheme', () => {
    expectOutputs(websiteHref, { '': null, 'javascript:alert(1)': null, 'mailto:a@b.com': null });
    expect(websiteHref(null)).toBeNull();
  });
});

describe('websiteLabel, mapsSearchHref and initials', () => {
  it('reads a website without scheme, www and trailing slash', () => {
    expectOutputs(websiteLabel, { 'https://www.crownglory.com/': 'crownglory.com', 'shop.example.org/menu': 'shop.example.org/menu' });
  });

  it('searches the trimmed address on the map', () => {
    expect(mapsSearchHref(' 12 Peachtree St NE, Atlanta, GA 30303 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Peachtree%20St%20NE%2C%20Atlanta%2C%20GA%2030303',
    );
  });

  it('takes two initials, or the first two letters of one word', () => {
    expectOutputs(initials, { 'Keisha Brown-Lee': 'KB', amara: 'AM', '  ': '?' });
  });
});
