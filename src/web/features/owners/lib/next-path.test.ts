import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/account/listings/12')).toBe('/account/listings/12');
    expect(safeNextPath('/business/3?tab=reviews')).toBe('/business/3?tab=reviews');
  });

  it('refuses other sites, empty values and the sign-in page itself', () => {
    for (const next of [null, undefined, '', 'account', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '/account/sign-in?next=/x', '/\tx']) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/account')).toBe('/account/sign-in?next=%2Faccount');
  });
});
