/**
 * Billing periods: which invoice a day's work belongs on. A client is invoiced weekly, biweekly or
 * monthly; weeks follow the employer's workweek (its pay calendar's start day), biweekly pairs of weeks
 * count from the calendar's anchor date, and a monthly period is the calendar month.
 */
import { addDays, daysBetween, weekdayOf } from '../overtime/zoned.js';

/** The client's invoice frequency (@app/domain's INVOICE_FREQUENCIES). */
export type InvoiceFrequency = 'weekly' | 'biweekly' | 'monthly';

export interface BillingCalendar {
  /** 0 = Sunday … 6 = Saturday: the employer's workweek start. */
  weekStartDay: number;
  /** A day in the first week of some biweekly period (the pay calendar's anchor). */
  anchorDate: string;
}

export interface BillingPeriod {
  start: string;
  /** Inclusive. */
  end: string;
}

function weekStartOf(day: string, startDay: number): string {
  return addDays(day, -((weekdayOf(day) - startDay + 7) % 7));
}

function lastDayOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The billing period a work date falls in. */
export function billingPeriodOf(workDate: string, frequency: InvoiceFrequency, cal: BillingCalendar): BillingPeriod {
  if (frequency === 'monthly') return { start: `${workDate.slice(0, 7)}-01`, end: lastDayOfMonth(workDate) };
  const week = weekStartOf(workDate, cal.weekStartDay);
  if (frequency === 'weekly') return { start: week, end: addDays(week, 6) };
  // Biweekly: whole weeks counted from the anchor's week; an odd count is the second week of a pair.
  const anchorWeek = weekStartOf(cal.anchorDate, cal.weekStartDay);
  const weeks = Math.round(daysBetween(anchorWeek, week) / 7);
  const start = ((weeks % 2) + 2) % 2 === 0 ? week : addDays(week, -7);
  return { start, end: addDays(start, 13) };
}
