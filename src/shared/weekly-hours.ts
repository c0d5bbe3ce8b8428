// The weekly hours editor's model: seven days of open/closed with one time range each, and the
// hours text it produces ('Mon 09:00-17:00, ..., Sat Closed, Sun Closed'), which parseHours reads back.
import { parseHours, WEEKDAY_SHORT } from './hours';

export interface DayHours {
  open: boolean;
  /** 'HH:MM', 24-hour clock. */
  from: string;
  to: string;
}

/** Weekdays 09:00-17:00, the weekend closed. */
export const DEFAULT_WEEKDAY_HOURS = { from: '09:00', to: '17:00' } as const;
/** The hours a weekend day gets when it is switched open. */
export const DEFAULT_WEEKEND_HOURS = { from: '10:00', to: '16:00' } as const;

export function defaultWeeklyHours(): DayHours[] {
  return WEEKDAY_SHORT.map((_, i) => (i < 5 ? { open: true, ...DEFAULT_WEEKDAY_HOURS } : { open: false, ...DEFAULT_WEEKEND_HOURS }));
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** The hours text of a week: 'Mon 09:00-17:00, Tue 09:00-17:00, ..., Sat Closed, Sun Closed'. */
export function formatWeeklyHours(days: readonly DayHours[]): string {
  return WEEKDAY_SHORT.map((name, i) => {
    const day = days[i];
    return day?.open ? `${name} ${day.from}-${day.to}` : `${name} Closed`;
  }).join(', ');
}

/** Problems of a week as the editor shows them, by day index; empty when every open day is sane. */
export function weeklyHoursProblems(days: readonly DayHours[]): Record<number, string> {
  const problems: Record<number, string> = {};
  days.forEach((day, i) => {
    if (!day.open) return;
    if (!isTime(day.from) || !isTime(day.to)) problems[i] = 'Please enter opening and closing times';
    else if (day.from === day.to) problems[i] = 'Opening and closing times must differ';
  });
  return problems;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/**
 * The editor's week for stored hours text, when the text is a plain week of at most one range a day
 * (what the editor itself writes); null for anything the editor cannot show faithfully.
 */
export function weeklyHoursFromText(text: string | null | undefined): DayHours[] | null {
  const parsed = parseHours(text);
  if (parsed.kind !== 'weekly') return null;
  const defaults = defaultWeeklyHours();
  const days: DayHours[] = [];
  for (let i = 0; i < 7; i++) {
    const ranges = parsed.days[i] ?? [];
    if (ranges.length > 1) return null;
    const range = ranges[0];
    days.push(range ? { open: true, from: toTime(range.open), to: toTime(range.close) } : { ...defaults[i]!, open: false });
  }
  return days;
}
