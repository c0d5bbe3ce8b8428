// Contact links and texts, one rule each for every page.
import { describe, expect, it } from 'vitest';
import { initials, mailtoHref, mapsSearchHref, telHref, websiteHref, websiteLabel } from './contact-links';

describe('telHref', () => {
  it('dials US numbers with +1 and keeps international ones', () => {
    expect(telHref('(404) 555-0123')).toBe('tel:+14045550123');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
  });

  it('makes no link of something that is not a number', () => {
    expect(telHref('n/a')).toBeNull();
    expect(telHref('555-01')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address, trimmed, and nothing else', () => {
    expect(mailtoHref(' hello@crown.com ')).toBe('mailto:hello@crown.com');
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref('  ')).toBeNull();
    expect(mailtoHref(null)).toBeNull();
  });
});

describe('websiteHref', () => {
  it('adds https:// when there is no scheme and keeps http(s) links as they are', () => {
    expect(websiteHref('crownglory.com')).toBe('https://crownglory.com');
    expect(websiteHref(' www.crownglory.com/book ')).toBe('https://www.crownglory.com/book');
    expect(websiteHref('http://old.example.com')).toBe('http://old.example.com');
    expect(websiteHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(websiteHref('example.com:8080/x')).toBe('https://example.com:8080/x');
  });

  it('gives nothing for an empty value or another scheme', () => {
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.com')).toBeNull();
  });
});

describe('websiteLabel, mapsSearchHref and initials', () => {
  it('reads a website without scheme, www and trailing slash', () => {
    expect(websiteLabel('https://www.crownglory.com/')).toBe('crownglory.com');
    expect(websiteLabel('shop.example.org/menu')).toBe('shop.example.org/menu');
  });

  it('searches the trimmed address on the map', () => {
    expect(mapsSearchHref(' 12 Peachtree St NE, Atlanta, GA 30303 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Peachtree%20St%20NE%2C%20Atlanta%2C%20GA%2030303',
    );
  });

  it('takes two initials, or the first two letters of one word', () => {
    expect(initials('Keisha Brown-Lee')).toBe('KB');
    expect(initials('amara')).toBe('AM');
    expect(initials('  ')).toBe('?');
  });
});
