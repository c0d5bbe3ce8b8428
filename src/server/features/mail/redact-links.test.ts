// The outbox's staff view: the secret of a link is taken out, whatever the link, and nothing else changes.
import { describe, expect, it } from 'vitest';
import { redactLinkSecrets } from './redact-links';

describe('redactLinkSecrets', () => {
  it("replaces a sign-in link's token and keeps the rest of the link", () => {
    expect(redactLinkSecrets('Sign in: https://engine.example/account/sign-in?token=Ab-9_zQ%2Bx&next=%2Faccount\n\nThanks')).toBe(
      'Sign in: https://engine.example/account/sign-in?token=[redacted]&next=%2Faccount\n\nThanks',
    );
  });

  it('redacts a token anywhere in the query, in relative links, fragments and HTML', () => {
    expect(redactLinkSecrets('/account/sign-in?next=%2Fx&token=abc123')).toBe('/account/sign-in?next=%2Fx&token=[redacted]');
    expect(redactLinkSecrets('/events/4?TOKEN=abc#top')).toBe('/events/4?TOKEN=[redacted]#top');
    expect(redactLinkSecrets('https://x.example/#token=abc')).toBe('https://x.example/#token=[redacted]');
    expect(redactLinkSecrets('https://x.example/r?resetToken=abc')).toBe('https://x.example/r?resetToken=[redacted]');
    expect(redactLinkSecrets('<a href="https://x.example/s?a=1&amp;token=abc">sign in</a>')).toBe(
      '<a href="https://x.example/s?a=1&amp;token=[redacted]">sign in</a>',
    );
  });

  it('redacts every link of a message', () => {
    const text = 'One: https://a.example/?token=first Two: (https://b.example/p?token=second).';
    const redacted = redactLinkSecrets(text);
    expect(redacted).not.toMatch(/first|second/);
    expect(redacted.match(/token=\[redacted\]/g)).toHaveLength(2);
  });

  it('leaves text without a token parameter as it is', () => {
    for (const text of [
      'Your listing BL-12345678 was approved: https://engine.example/business/12?ref=mail',
      'Tokens are not mentioned here; nor is token=abc outside a link.',
      'https://engine.example/account/sign-in?token=',
      '',
    ]) {
      expect(redactLinkSecrets(text)).toBe(text);
    }
  });

  it('reads a megabyte of hostile text at once', () => {
    const hostile = `?${'a'.repeat(500_000)}&${'token'.repeat(100_000)}`;
    const start = performance.now();
    redactLinkSecrets(hostile);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
