// Listing display helpers: comma lists, address, directions, 'New Business', founded month, links; the hours
// card summary and the top of the page's today line.
import { describe, expect, it } from 'vitest';
import { summarizeHours } from '@web/lib/hours-summary';
import { format } from 'date-fns';
import { splitList } from '@shared/reference/listings';
import { todayText } from '../components/today-hours';
import { directionsQuery, firstAddressPart, FOUNDED_PATTERN, isNewBusiness, listedSince } from './listing-text';

describe('listing text', () => {
  it('splits comma lists, trimming and dropping blanks and repeats', () => {
    expect(splitList(' Hair, Nails ,, hair ,Makeup ')).toEqual(['Hair', 'Nails', 'Makeup']);
    expect(splitList(null)).toEqual([]);
  });

  it('takes the first part of the address', () => {
    expect(firstAddressPart('12 Auburn Ave NE, Atlanta, GA 30303')).toBe('12 Auburn Ave NE');
    expect(firstAddressPart('')).toBe('');
  });

  it('sends directions to the address, else to the map position, else nowhere', () => {
    const place = { formattedAddress: null, address: '12 Auburn Ave NE, Atlanta, GA 30303', latitude: 33.75, longitude: -84.38 };
    expect(directionsQuery(place)).toBe('12 Auburn Ave NE, Atlanta, GA 30303');
    expect(directionsQuery({ ...place, formattedAddress: ' 12 Auburn Avenue Northeast, Atlanta ' })).toBe('12 Auburn Avenue Northeast, Atlanta');
    expect(directionsQuery({ ...place, address: ' ' })).toBe('33.75,-84.38');
    expect(directionsQuery({ ...place, address: '', latitude: null })).toBe('');
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

  it("says today's hours in a line: the hours, 'Closed today', or what the hours say instead", () => {
    expect(todayText(summarizeHours('Mon-Fri 09:00-18:00, Sat 10:00-16:00, Sun Closed', 'GA', saturdayAfternoon))).toBe('Today 10:00 AM – 4:00 PM');
    expect(todayText(summarizeHours('Mon-Fri 09:00-18:00, Sat Closed, Sun Closed', 'GA', saturdayAfternoon))).toBe('Closed today');
    expect(todayText(summarizeHours('By appointment only', 'GA', saturdayAfternoon))).toBe('By appointment only');
  });

  it('is closed after hours, and unknown for appointments or unreadable text', () => {
    expect(summarizeHours('Sat 10:00-14:00', 'GA', saturdayAfternoon).status).toBe('closed');
    expect(summarizeHours('By appointment only', 'GA', saturdayAfternoon)).toMatchObject({ status: 'unknown', note: 'By appointment only' });
    expect(summarizeHours('whenever', 'GA', saturdayAfternoon)).toMatchObject({ status: 'unknown', note: 'Hours not available', schedule: null });
  });
});
