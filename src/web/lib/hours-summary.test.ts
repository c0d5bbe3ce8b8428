// The card's hours line: status and today's row in the business's own time zone.
import { describe, expect, it } from 'vitest';
import { summarizeHours } from '@web/lib/hours-summary';

const WEEKDAYS_9_TO_5 = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed';
// Monday 15 June 2026, 14:00 UTC: 10:00 in Atlanta, 07:00 in Los Angeles.
const mondayMorning = new Date('2026-06-15T14:00:00Z');

describe('summarizeHours', () => {
  it('is open or closed by the local time of the business state', () => {
    expect(summarizeHours(WEEKDAYS_9_TO_5, 'GA', mondayMorning).status).toBe('open');
    expect(summarizeHours(WEEKDAYS_9_TO_5, 'CA', mondayMorning).status).toBe('closed');
  });

  it('highlights the local weekday, which can differ from the UTC one', () => {
    // Tuesday 02:00 UTC is still Monday evening in New York.
    const s = summarizeHours(WEEKDAYS_9_TO_5, 'NY', new Date('2026-06-16T02:00:00Z'));
    expect(s.today).toBe(0);
    expect(s.status).toBe('closed');
    expect(s.schedule?.[0]).toEqual({ day: 'Monday', text: '9:00 AM – 5:00 PM' });
    expect(s.schedule?.[5]).toEqual({ day: 'Saturday', text: 'Closed' });
    expect(s.note).toBeNull();
  });

  it('keeps overnight hours open after midnight', () => {
    // Saturday 01:30 in Atlanta, inside Friday's 18:00-02:00.
    expect(summarizeHours('Fri 18:00-02:00', 'GA', new Date('2026-06-20T05:30:00Z')).status).toBe('open');
  });

  it('says Hours with a note when the hours are unknown or by appointment', () => {
    expect(summarizeHours('whenever', 'GA', mondayMorning)).toMatchObject({ status: 'unknown', schedule: null, note: 'Hours not available' });
    expect(summarizeHours('By appointment', 'GA', mondayMorning)).toMatchObject({ status: 'unknown', note: 'By appointment only' });
    expect(summarizeHours('24/7', 'GA', mondayMorning)).toMatchObject({ status: 'open', note: null });
  });
});
