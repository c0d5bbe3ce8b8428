// The hours editor's text: the exact format of the spec, and parseHours reads every week it writes back.
import { describe, expect, it } from 'vitest';
import { parseHours } from './hours';
import { defaultWeeklyHours, formatWeeklyHours, weeklyHoursFromText, weeklyHoursProblems } from './weekly-hours';

const DEFAULT_TEXT = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed';

describe('weekly hours', () => {
  it('starts from Monday to Friday 09:00-17:00 with the weekend closed, in the exact text format', () => {
    expect(formatWeeklyHours(defaultWeeklyHours())).toBe(DEFAULT_TEXT);
  });

  it('gives a weekend day switched open 10:00-16:00', () => {
    const week = defaultWeeklyHours();
    week[5] = { ...week[5]!, open: true };
    expect(formatWeeklyHours(week)).toContain('Sat 10:00-16:00, Sun Closed');
  });

  it('is read back by parseHours, day by day', () => {
    const parsed = parseHours(DEFAULT_TEXT);
    expect(parsed.kind).toBe('weekly');
    if (parsed.kind !== 'weekly') return;
    expect(parsed.days[0]).toEqual([{ open: 9 * 60, close: 17 * 60 }]);
    expect(parsed.days[5]).toEqual([]);
    expect(parsed.days[6]).toEqual([]);
  });

  it('round-trips a week with changed days and an overnight range', () => {
    const week = defaultWeeklyHours();
    week[0] = { open: false, from: '09:00', to: '17:00' };
    week[4] = { open: true, from: '18:00', to: '02:00' };
    week[6] = { open: true, from: '12:30', to: '16:45' };
    const text = formatWeeklyHours(week);
    expect(text).toBe('Mon Closed, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 18:00-02:00, Sat Closed, Sun 12:30-16:45');
    expect(weeklyHoursFromText(text)).toEqual(week.map((d, i) => (i === 5 ? { open: false, from: '10:00', to: '16:00' } : d)));
  });

  it('cannot show free text or split days in the editor', () => {
    expect(weeklyHoursFromText('By appointment only')).toBeNull();
    expect(weeklyHoursFromText('Mon 09:00-12:00, Mon 13:00-17:00')).toBeNull();
    expect(weeklyHoursFromText(null)).toBeNull();
  });

  it('flags open days without sane times', () => {
    const week = defaultWeeklyHours();
    week[1] = { open: true, from: '10:00', to: '10:00' };
    week[2] = { open: true, from: '', to: '17:00' };
    week[5] = { open: false, from: '', to: '' };
    expect(weeklyHoursProblems(week)).toEqual({ 1: 'Opening and closing times must differ', 2: 'Please enter opening and closing times' });
  });
});
