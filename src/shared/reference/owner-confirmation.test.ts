// 'Confirmed by the owner, November 2026': month and year in words, read in UTC on both sides.
import { describe, expect, it } from 'vitest';
import { confirmedMonth, ownerConfirmedLabel } from './owner-confirmation';

describe('ownerConfirmedLabel', () => {
  it('names the month and year of the confirmation in UTC', () => {
    expect(ownerConfirmedLabel('2026-11-03T15:04:05.000Z')).toBe('Confirmed by the owner, November 2026');
    // Late on New Year's Eve in New York is already January in UTC: every page says the same.
    expect(confirmedMonth('2027-01-01T02:00:00.000Z')).toBe('January 2027');
    expect(confirmedMonth('2026-12-31T23:59:59.999Z')).toBe('December 2026');
  });

  it('says nothing without a readable date', () => {
    expect(ownerConfirmedLabel(null)).toBeNull();
    expect(ownerConfirmedLabel(undefined)).toBeNull();
    expect(ownerConfirmedLabel('not a date')).toBeNull();
  });
});
