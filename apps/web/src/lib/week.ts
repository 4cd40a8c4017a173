/**
 * Calendar days as `yyyy-mm-dd` strings. Arithmetic runs on UTC noon-free dates (Date.UTC), so no
 * browser time zone or DST change can move a day: a work date is a label, not an instant.
 */
const DAY_MS = 86_400_000;

const toUtc = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday, as the pay calendar stores the workweek start. */
const weekdayOf = (day: string): number => new Date(toUtc(day)).getUTCDay();

/** The first day of the workweek (starting on `startDay`) that holds `day`. */
export function weekStartOf(day: string, startDay: number): string {
  const back = (weekdayOf(day) - startDay + 7) % 7;
  return addDays(day, -back);
}

/** The seven days of the workweek starting on `weekStart`. */
export const weekDays = (weekStart: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
