/**
 * Which workweeks a shift or a bonus period touches, and a bonus's share of each: pure functions over the
 * employer's workweek start (day and local hour) so the ledger and its tests agree.
 */
import Decimal from 'decimal.js';
import { addDays, daysBetween, localParts, workweekStartDate } from '@app/paybill';

export interface Workweek {
  startDay: number;
  startHour: number;
}

/** The first local day of the workweek an instant falls in, read in the work location's time zone. */
function weekOfInstant(instant: Date, tz: string, w: Workweek): string {
  const local = localParts(instant, tz);
  return workweekStartDate(local.date, local.minutes, w.startDay, w.startHour);
}

/**
 * The workweeks a shift touches: the one it starts in and the one its last minute falls in (a shift is far
 * shorter than a week, so at most two). A shift across the week boundary touches both.
 */
export function weeksOfShift(startAt: Date, endAt: Date, tz: string, w: Workweek): string[] {
  const first = weekOfInstant(startAt, tz, w);
  if (endAt.getTime() <= startAt.getTime()) return [first];
  const last = weekOfInstant(new Date(endAt.getTime() - 60_000), tz, w);
  return first === last ? [first] : [first, last];
}

/**
 * The workweeks a bonus or commission period covers (by calendar day: a day belongs to the week its
 * start-hour falls in). No period: the week of the expense date.
 */
export function weeksOfPeriod(from: string, to: string, w: Workweek): string[] {
  const first = workweekStartDate(from, w.startHour * 60, w.startDay, w.startHour);
  const last = workweekStartDate(to < from ? from : to, w.startHour * 60, w.startDay, w.startHour);
  const weeks: string[] = [];
  for (let d = first; daysBetween(d, last) >= 0; d = addDays(d, 7)) weeks.push(d);
  return weeks;
}

/**
 * A bonus's share of one of the weeks it covers: the amount spread evenly to the cent (rounded down), the
 * remainder on the last week, so the shares always add up to the amount. Null when the week is not covered.
 */
export function bonusShareFor(amount: string, weeks: readonly string[], weekStart: string): string | null {
  const i = weeks.indexOf(weekStart);
  if (i === -1) return null;
  const total = new Decimal(amount);
  const each = total.dividedBy(weeks.length).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (i < weeks.length - 1) return each.toFixed(2);
  return total.minus(each.times(weeks.length - 1)).toFixed(2);
}
