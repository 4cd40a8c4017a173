/**
 * The banking calendar payroll counts in (decision 0059): Monday to Friday, less the Federal Reserve
 * Banks' holidays — the days no ACH file settles. The rules are the Federal Reserve's own holiday
 * schedule (richmondfed.org/about_us/holiday_schedule): New Year's Day, Birthday of Martin Luther King,
 * Jr. (third Monday of January), Washington's Birthday (third Monday of February), Memorial Day (last
 * Monday of May), Juneteenth (June 19), Independence Day (July 4), Labor Day (first Monday of September),
 * Columbus Day (second Monday of October), Veterans Day (November 11), Thanksgiving Day (fourth Thursday
 * of November) and Christmas Day (December 25). A holiday on a Sunday closes the banks the Monday after; one
 * on a Saturday closes nothing (the banks open the Friday before).
 */

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The `n`th `weekday` (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = (weekday - weekdayOf(y, m, 1) + 7) % 7;
    return iso(y, m, 1 + first + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const back = (weekdayOf(y, m, lastDay) - weekday + 7) % 7;
  return iso(y, m, lastDay - back);
}

/** A fixed-date holiday as the banks observe it: Sunday → the Monday after; Saturday → not at all. */
function observed(y: number, m: number, d: number): string | null {
  const w = weekdayOf(y, m, d);
  if (w === 6) return null;
  return w === 0 ? iso(y, m, d + 1) : iso(y, m, d);
}

const byYear = new Map<number, ReadonlySet<string>>();

/** The days the Federal Reserve Banks are closed in a year (weekends aside), as ISO dates. */
export function federalReserveHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      [
        observed(year, 1, 1),
        nthWeekday(year, 1, 1, 3),
        nthWeekday(year, 2, 1, 3),
        nthWeekday(year, 5, 1, -1),
        observed(year, 6, 19),
        observed(year, 7, 4),
        nthWeekday(year, 9, 1, 1),
        nthWeekday(year, 10, 1, 2),
        observed(year, 11, 11),
        nthWeekday(year, 11, 4, 4),
        observed(year, 12, 25),
      ].filter((d): d is string => d !== null),
    );
    byYear.set(year, days);
  }
  return days;
}

/** Whether ACH settles on a date: a weekday that is not a Federal Reserve holiday. */
export function isBankingDay(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const w = weekdayOf(y, m, d);
  return w !== 0 && w !== 6 && !federalReserveHolidays(y).has(date);
}

const shiftDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** `n` banking days after a date, or before it for a negative `n`. */
export function bankingDaysFrom(date: string, n: number): string {
  let d = date;
  for (let left = Math.abs(n); left > 0;) {
    d = shiftDays(d, Math.sign(n));
    if (isBankingDay(d)) left -= 1;
  }
  return d;
}

/** The date itself when it is a banking day, else the banking day before it (a pay day on a holiday pays early). */
export const bankingDayOnOrBefore = (date: string) => (isBankingDay(date) ? date : bankingDaysFrom(date, -1));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Why a check date is refused as not a banking day (a weekend or a Federal Reserve holiday: no ACH settles,
 * decision 0059), naming the banking days either side that are not past; null for a banking day. An
 * off-cycle run's check date is the employer's choice: refused, not moved as a calendar pay day is.
 */
export function notABankingDay(date: string, today: string): string | null {
  if (isBankingDay(date)) return null;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const what = day === 0 || day === 6 ? `a ${WEEKDAYS[day]}` : 'a bank holiday';
  const before = bankingDaysFrom(date, -1);
  const after = bankingDaysFrom(date, 1);
  const choose = before >= today ? `${before} or ${after}` : after;
  return `${date} is ${what}, not a banking day: a check is dated on a banking day — choose ${choose}`;
}
