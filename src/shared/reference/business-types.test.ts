// The A-to-Z list of services is in the order a reader expects (the locale's), without a locale call.
import { describe, expect, it } from 'vitest';
import { ALL_SERVICES, BUSINESS_TYPES } from './business-types';

describe('ALL_SERVICES', () => {
  it('holds every suggested service once, in the locale-aware alphabetical order', () => {
    const all = new Set(BUSINESS_TYPES.flatMap((t) => t.services as readonly string[]));
    expect(ALL_SERVICES).toHaveLength(all.size);
    expect(ALL_SERVICES).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});
