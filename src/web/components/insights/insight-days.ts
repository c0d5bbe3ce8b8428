// The insights' days ('YYYY-MM-DD', the listing's own calendar day) as people read them, without the
// browser's clock or time zone getting a say: 'Dec 6' on the chart's axis, 'Sun, Dec 6, 2026' elsewhere.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, date, weekday: WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]! };
}

export function shortDay(day: string): string {
  const { month, date } = parts(day);
  return `${month} ${date}`;
}

export function longDay(day: string): string {
  const { year, month, date, weekday } = parts(day);
  return `${weekday}, ${month} ${date}, ${year}`;
}
