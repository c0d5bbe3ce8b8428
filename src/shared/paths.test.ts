// absoluteUrl: one slash between the site and the path, whatever either side brings; a URL that is
// already absolute is left alone.
import { describe, expect, it } from 'vitest';
import { absoluteUrl, paths, siteRoot } from './paths';

describe('absoluteUrl', () => {
  it('joins a path with or without its leading slash', () => {
    expect(absoluteUrl('https://engine.example', '/business/7')).toBe('https://engine.example/business/7');
    expect(absoluteUrl('https://engine.example', 'business/7')).toBe('https://engine.example/business/7');
    expect(absoluteUrl('https://engine.example', '//uploads/a.webp')).toBe('https://engine.example/uploads/a.webp');
  });

  it('drops the trailing slashes of the site', () => {
    expect(absoluteUrl('https://engine.example/', '/news')).toBe('https://engine.example/news');
    expect(absoluteUrl('https://engine.example//', 'news')).toBe('https://engine.example/news');
    expect(absoluteUrl('https://engine.example/', paths.home)).toBe('https://engine.example/');
  });

  it('keeps a path under the site, and the query of either', () => {
    expect(absoluteUrl('https://example.org/directory/', paths.eventDetail(3))).toBe('https://example.org/directory/events/3');
    expect(absoluteUrl('https://engine.example', paths.searchFor('soul food'))).toBe('https://engine.example/search-results?q=soul%20food');
  });

  it('returns an http or https URL as it is', () => {
    expect(absoluteUrl('https://engine.example', 'https://photos.example/a.webp')).toBe('https://photos.example/a.webp');
    expect(absoluteUrl('https://engine.example', 'HTTP://photos.example/a.webp')).toBe('HTTP://photos.example/a.webp');
  });
});

describe('siteRoot', () => {
  it('is the address without trailing slashes or spaces', () => {
    expect(['https://engine.example', 'https://engine.example/', ' https://engine.example// '].map(siteRoot)).toEqual(Array(3).fill('https://engine.example'));
  });
});

describe('paths.accountSignInWith', () => {
  it('encodes the token and the page to go to next, which it leaves out when there is none', () => {
    expect(paths.accountSignInWith('a+b/c=')).toBe('/account/sign-in?token=a%2Bb%2Fc%3D');
    expect(paths.accountSignInWith('t', '/business/7?x=1&y')).toBe('/account/sign-in?token=t&next=%2Fbusiness%2F7%3Fx%3D1%26y');
    expect(paths.accountSignInWith('t', '')).toBe('/account/sign-in?token=t');
  });
});
