/**
 * PTO arithmetic: whole minutes, half-up. The ledger itself lives in the API; these are the
 * pure pieces it posts from.
 */
import Decimal from 'decimal.js';

/** Minutes earned for `minutesWorked` at `accrualRate` hours per hour worked, rounded half-up to a minute. */
export function accrualMinutesFor(minutesWorked: number, accrualRate: Decimal.Value): number {
  if (minutesWorked <= 0) return 0;
  const earned = new Decimal(minutesWorked).times(accrualRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return Math.max(0, earned.toNumber());
}

/**
 * What may be posted so the balance never exceeds the cap: the earned minutes, cut to the room left
 * under `capMinutes` (null = no cap). A balance already at or over the cap earns nothing.
 */
export function cappedAccrual(earnedMinutes: number, balanceMinutes: number, capMinutes: number | null): number {
  if (earnedMinutes <= 0) return 0;
  if (capMinutes === null) return earnedMinutes;
  return Math.max(0, Math.min(earnedMinutes, capMinutes - balanceMinutes));
}

/**
 * Year end: the minutes forfeited (a positive number, posted negative) when the balance is above the
 * carry-over cap (null = everything carries over).
 */
export function forfeitAtYearEnd(balanceMinutes: number, carryOverCapMinutes: number | null): number {
  if (carryOverCapMinutes === null) return 0;
  return Math.max(0, balanceMinutes - Math.max(0, carryOverCapMinutes));
}

/** The weekdays (Mon–Fri) from `start` to `end` inclusive, as YYYY-MM-DD (calendar dates, no time zone). */
export function weekdaysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (d.getTime() <= last.getTime()) {
    const dow = d.getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
