// Business hours text for the demo listings, in the shapes the listing form and owners produce.

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
type Day = (typeof DAYS)[number];

/**
 * The listing form's shape: every day named, 'Closed' or 'HH:MM-HH:MM'.
 * `weekdays` applies Monday to Friday; `other` overrides single days.
 */
export function formHours(weekdays: string, sat = 'Closed', sun = 'Closed', other: Partial<Record<Day, string>> = {}): string {
  const base: Record<Day, string> = { Mon: weekdays, Tue: weekdays, Wed: weekdays, Thu: weekdays, Fri: weekdays, Sat: sat, Sun: sun };
  return DAYS.map((d) => `${d} ${other[d] ?? base[d]}`).join(', ');
}

export const STANDARD_HOURS = formHours('09:00-17:00');

/** Owner-typed variants the hours parser understands. */
export const SHORT_HOURS = {
  weekdaysPlusSaturday: 'Mon-Fri 08:00-18:00, Sat 10:00-16:00, Sun Closed',
  daily: 'Daily 11:00-22:00',
  always: '24/7',
  appointment: 'By appointment only',
} as const;

/** Late kitchens and lounges: ranges that run past midnight. */
export const LATE_NIGHT_HOURS = formHours('17:00-23:00', '18:00-02:00', '12:00-20:00', { Mon: 'Closed', Fri: '18:00-02:00' });
export const LOUNGE_HOURS = 'Mon Closed, Tue Closed, Wed 19:00-00:00, Thu 19:00-01:00, Fri 18:00-02:00, Sat 18:00-02:00, Sun 16:00-22:00';
