// Listing display helpers: comma lists, address, 'New Business', founded month, links; and the hours card summary.
import { describe, expect, it } from 'vitest';
import { summarizeHours } from '@web/lib/hours-summary';
import { format } from 'date-fns';
import { splitList } from '@shared/reference/listings';
import { firstAddressPart, FOUNDED_PATTERN, isNewBusiness, listedSince } from './listing-text';

describe('listing text', () => {
  it('splits comma lists, trimming and dropping blanks and repeats', () => {
    expect(splitList(' Hair, Nails ,, hair ,Makeup ')).toEqual(['Hair', 'Nails', 'Makeup']);
    expect(splitList(null)).toEqual([]);
  });

  it('takes the first part of the address', () => {
    expect(firstAddressPart('12 Auburn Ave NE, Atlanta, GA 30303')).toBe('12 Auburn Ave NE');
    expect(firstAddressPart('')).toBe('');
  });

  it("counts listings approved within 90 days as a 'New Business'", () => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(isNewBusiness({ approvedAt: '2026-04-01T12:00:00Z', createdAt: '2020-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isNewBusiness({ approvedAt: '2026-03-31T11:00:00Z', createdAt: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isNewBusiness({ approvedAt: null, createdAt: '2026-06-01T00:00:00Z' }, now)).toBe(true);
  });

  it('shows the month and year of approval', () => {
    expect(format(listedSince({ approvedAt: '2026-03-15T12:00:00Z', createdAt: '2025-01-01T00:00:00Z' }), FOUNDED_PATTERN)).toBe('March 2026');
  });
});

describe('summarizeHours', () => {
  // Saturday 21 November 2026, 15:00 in Atlanta (20:00 UTC).
  const saturdayAfternoon = new Date('2026-11-21T20:00:00Z');

  it('is open on a Saturday afternoon in the business time zone, with Saturday as today', () => {
    const s = summarizeHours('Mon-Fri 09:00-18:00, Sat 10:00-16:00, Sun Closed', 'GA', saturdayAfternoon);
    expect(s.status).toBe('open');
    expect(s.today).toBe(5);
    expect(s.schedule?.[6]).toEqual({ day: 'Sunday', text: 'Closed' });
  });

  it('is closed after hours, and unknown for appointments or unreadable text', () => {
    expect(summarizeHours('Sat 10:00-14:00', 'GA', saturdayAfternoon).status).toBe('closed');
    expect(summarizeHours('By appointment only', 'GA', saturdayAfternoon)).toMatchObject({ status: 'unknown', note: 'By appointment only' });
    expect(summarizeHours('whenever', 'GA', saturdayAfternoon)).toMatchObject({ status: 'unknown', note: 'Hours not available', schedule: null });
  });
});
