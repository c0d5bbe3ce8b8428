// The business card's links and small formatting rules.
import { describe, expect, it } from 'vitest';
import { mailtoHref, mapsSearchHref, servicesPreview, websiteHref, websiteLabel } from './card-links';

describe('websiteHref', () => {
  it('adds https:// when there is no scheme and keeps http(s) links as they are', () => {
    expect(websiteHref('crownglory.com')).toBe('https://crownglory.com');
    expect(websiteHref(' www.crownglory.com/book ')).toBe('https://www.crownglory.com/book');
    expect(websiteHref('http://old.example.com')).toBe('http://old.example.com');
    expect(websiteHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(websiteHref('example.com:8080/x')).toBe('https://example.com:8080/x');
  });

  it('gives nothing for a blank or non-web value', () => {
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.com')).toBeNull();
  });

  it('reads as a short host', () => {
    expect(websiteLabel('https://www.crownglory.com/')).toBe('crownglory.com');
    expect(websiteLabel('shop.example.org/menu')).toBe('shop.example.org/menu');
  });
});

describe('mapsSearchHref', () => {
  it('searches the address on a map', () => {
    expect(mapsSearchHref(' 12 Peachtree St NE, Atlanta, GA 30303 ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Peachtree%20St%20NE%2C%20Atlanta%2C%20GA%2030303',
    );
  });
});

describe('servicesPreview', () => {
  it('shows the first three and counts the rest', () => {
    expect(servicesPreview('Hair, Nails , Skincare,Makeup,, Massage')).toEqual({ shown: ['Hair', 'Nails', 'Skincare'], more: 2 });
    expect(servicesPreview('Catering')).toEqual({ shown: ['Catering'], more: 0 });
    expect(servicesPreview('')).toEqual({ shown: [], more: 0 });
  });
});

describe('contacts', () => {
  it('builds mailto links only for an address', () => {
    expect(mailtoHref(' hello@crown.com ')).toBe('mailto:hello@crown.com');
    expect(mailtoHref('  ')).toBeNull();
  });
});
