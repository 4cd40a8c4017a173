/**
 * The weekly grid's arithmetic, as the server counts it (the domain's clock helpers): times are
 * minutes after local midnight, an end at or before the start rolls to the next day (spec
 * section 5), the unpaid break is taken out, and totals are whole minutes (hours are only a
 * display form).
 */
import { parseClock, shiftSpanMinutes } from '@app/domain';

export interface ShiftLength {
  /** Worked minutes: the span less the break (never below zero). */
  minutes: number;
  /** The end is on the next calendar day ("+1 day"). */
  overnight: boolean;
  /** The span before the break. */
  span: number;
}

const breakOf = (value: number | string): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** A shift's length; null while a time is missing or not a time. */
export function shiftLength(start: string, end: string, breakMinutes: number | string): ShiftLength | null {
  const from = parseClock(start);
  const to = parseClock(end);
  if (from === null || to === null || from >= 1440) return null;
  const span = shiftSpanMinutes(from, to);
  return { minutes: Math.max(0, span - breakOf(breakMinutes)), overnight: to <= from, span };
}

export interface ShiftFields {
  date: string;
  start: string;
  end: string;
  breakMinutes: number | string;
}

export type ShiftProblems = Partial<Record<'date' | 'start' | 'end' | 'breakMinutes', string>>;

/** Why a shift cannot be saved as it stands, per field (the API's own rules, said before sending). */
export function shiftProblems(row: ShiftFields, weekDays: readonly string[]): ShiftProblems {
  const problems: ShiftProblems = {};
  if (!weekDays.includes(row.date)) problems.date = 'Choose a day of this week';
  const start = parseClock(row.start);
  if (start === null || start >= 1440) problems.start = 'Enter a start time';
  if (parseClock(row.end) === null) problems.end = 'Enter an end time';
  const raw = String(row.breakMinutes).trim();
  const brk = Number(raw);
  if (raw !== '' && (!Number.isInteger(brk) || brk < 0)) problems.breakMinutes = 'Whole minutes, 0 or more';
  const length = shiftLength(row.start, row.end, row.breakMinutes);
  if (length && !problems.breakMinutes && breakOf(row.breakMinutes) >= length.span)
    problems.breakMinutes = 'The break must be shorter than the shift';
  return problems;
}

/** Worked minutes per work date (a shift counts on the day it starts), for the given days. */
export function minutesByDay(rows: readonly ShiftFields[], days: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(days.map((d) => [d, 0]));
  for (const row of rows) {
    const length = shiftLength(row.start, row.end, row.breakMinutes);
    if (length && row.date in totals) totals[row.date] = (totals[row.date] ?? 0) + length.minutes;
  }
  return totals;
}

export const sumMinutes = (totals: Record<string, number>): number => Object.values(totals).reduce((a, b) => a + b, 0);
