// What an hours line says at a moment: open status, today's weekday and the week, in the business's own
// time zone (the one the server stored from its coordinates, else its state's). Pure, so it is unit tested.
import { HOURS_NOT_AVAILABLE, parseHours, weeklySchedule } from '@shared/hours';
import { businessTimeZone, isOpenAt, localDayAndMinutes, type OpenStatus } from '@shared/open-now';

export interface HoursSummary {
  status: OpenStatus;
  today: number;
  schedule: { day: string; text: string }[] | null;
  note: string | null;
}

/** What the card shows for an hours text at `now`, for a business in `state` whose own zone is `timeZone`. */
export function summarizeHours(text: string | null | undefined, state: string | null | undefined, now: Date, timeZone?: string | null): HoursSummary {
  const hours = parseHours(text);
  const { day, minutes } = localDayAndMinutes(now, businessTimeZone({ timeZone, state }));
  const status: OpenStatus = hours.kind === 'always' || hours.kind === 'weekly' ? isOpenAt(hours, day, minutes) : 'unknown';
  const note = hours.kind === 'appointment' ? 'By appointment only' : hours.kind === 'unknown' ? HOURS_NOT_AVAILABLE : null;
  return { status, today: day, schedule: weeklySchedule(hours), note };
}
