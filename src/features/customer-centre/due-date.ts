/**
 * Maintenance due dates in calendar days (UI-CONTRACT.md, "Customer centre"): dates are the API's
 * `YYYY-MM-DD`, counted as days of the calendar (a month's end, a leap day and a change of clocks
 * move nothing), and "today" is the date on the visitor's own calendar, in their time zone.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC arithmetic: no clock change in between). */
const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number) => fromDayNumber(dayNumber(date) + days);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The calendar date of `now` in `timeZone` (default: the visitor's), as `YYYY-MM-DD`. */
export function todayIn(now: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export interface Due {
  /** The date the next maintenance is due. */
  due: string;
  /** Days past `due` (0 when it is today or later). */
  overdueDays: number;
}

/** When a task done (or a unit installed) on `since` is due again, every `everyDays`, as of `today`. */
export function nextDue(since: string, everyDays: number, today: string): Due {
  const due = addDays(since, everyDays);
  return { due, overdueDays: Math.max(0, daysBetween(due, today)) };
}
