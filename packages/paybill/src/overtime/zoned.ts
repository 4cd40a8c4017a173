/**
 * Wall time ↔ instant in an IANA time zone, workweeks and pay periods. Intl only, no dependency.
 * Dates are local calendar dates `yyyy-mm-dd`; times of day are integer minutes after local midnight.
 */
import type { OvertimeRule } from '@app/domain';

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
const DAY_MS = DAY_MINUTES * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The local wall time of an instant, as milliseconds of a UTC clock showing the same fields. */
function wallMs(instantMs: number, tz: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

const QUARTER_HOUR_MS = 15 * MINUTE;
const OFFSET_CACHE_LIMIT = 50_000;
const offsets = new Map<string, number>();

/**
 * The zone's UTC offset at an instant, in ms (local = utc + offset). Offsets change only at transitions,
 * and every transition in the current tz database falls on a quarter hour of UTC, so the offset is
 * cached per zone × quarter hour: formatToParts is the engine's main cost (bench/src/overtime.ts).
 */
function offsetMs(instantMs: number, tz: string): number {
  const key = `${tz}|${Math.floor(instantMs / QUARTER_HOUR_MS)}`;
  const hit = offsets.get(key);
  if (hit !== undefined) return hit;
  const floored = Math.floor(instantMs / 1000) * 1000;
  const offset = wallMs(floored, tz) - floored;
  if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

function dateMs(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date n days after (n < 0: before) a date. */
export function addDays(date: string, n: number): string {
  return isoDate(dateMs(date) + n * DAY_MS);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dateMs(b) - dateMs(a)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(dateMs(date)).getUTCDay();
}

/**
 * The instant of a local wall time: `minutes` after local midnight of `date` (≥ 1440 runs into later days).
 * A wall time the zone skips (spring forward) moves forward by the gap (02:30 → 03:30); a wall time that
 * occurs twice (fall back) takes the first occurrence.
 */
export function zonedInstant(date: string, minutes: number, tz: string): Date {
  const wall = dateMs(date) + minutes * MINUTE;
  // The offset in effect somewhere within a day either side covers every transition near this wall time.
  const offsets = new Set([offsetMs(wall - DAY_MS, tz), offsetMs(wall, tz), offsetMs(wall + DAY_MS, tz)]);
  const candidates: number[] = [];
  for (const o of offsets) {
    const t = wall - o;
    if (t + offsetMs(t, tz) === wall) candidates.push(t);
  }
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped wall time: read it with the offset before the transition, which lands after the gap.
  return new Date(wall - offsetMs(wall - DAY_MS, tz));
}

/** The local date, minutes after local midnight and weekday (0 = Sunday) of an instant. */
export function localParts(instant: Date, tz: string): { date: string; minutes: number; weekday: number } {
  const ms = instant.getTime();
  const wall = ms + offsetMs(ms, tz);
  const day = Math.floor(wall / DAY_MS) * DAY_MS;
  return {
    date: isoDate(day),
    minutes: Math.floor((wall - day) / MINUTE),
    weekday: new Date(day).getUTCDay(),
  };
}

/**
 * A shift's instants from its local work date and start/end minutes. An end at or before the start rolls to
 * the next day (an overnight shift). The span is real elapsed minutes: across a DST change a night shift is
 * 60 minutes shorter (spring) or longer (fall) than its wall-clock length.
 */
export function shiftInstants(
  date: string,
  timeStart: number,
  timeEnd: number,
  tz: string,
): { startAt: Date; endAt: Date; spanMinutes: number } {
  const end = timeEnd <= timeStart ? timeEnd + DAY_MINUTES : timeEnd;
  const startAt = zonedInstant(date, timeStart, tz);
  const endAt = zonedInstant(date, end, tz);
  return { startAt, endAt, spanMinutes: Math.round((endAt.getTime() - startAt.getTime()) / MINUTE) };
}

/**
 * The local first day of the workweek that contains a local wall time (`minutes` after midnight of `date`,
 * ≥ 1440 runs into later days). The workweek starts on `startDay` (0 = Sunday) at `startHour` local time.
 */
export function workweekStartDate(date: string, minutes: number, startDay: number, startHour: number): string {
  const day = addDays(date, Math.floor(minutes / DAY_MINUTES));
  const minuteOfDay = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  let back = (weekdayOf(day) - startDay + 7) % 7;
  if (back === 0 && minuteOfDay < startHour * 60) back = 7;
  return addDays(day, -back);
}

/**
 * The overtime law for a work location. US: California → california, any other state → FLSA. Canada:
 * ON, BC, AB have their own rules; other provinces and territories (and Quebec, out of scope) get the
 * Canada Labour Code's 8/40 rule as a default. No country → FLSA (decision 0017).
 */
export function overtimeRuleFor(country: 'US' | 'CA' | null, region: string | null): OvertimeRule {
  const r = (region ?? '').trim().toUpperCase();
  if (country === 'CA') {
    if (r === 'ON') return 'ontario';
    if (r === 'BC') return 'british_columbia';
    if (r === 'AB') return 'alberta';
    return 'canada_federal';
  }
  if (country === 'US' && r === 'CA') return 'california';
  return 'flsa';
}

export interface PayCalendarSettings {
  frequency: 'weekly' | 'biweekly' | 'monthly';
  /** The first day of some pay period (monthly: its day of month starts every period). */
  anchorDate: string;
  /** Pay day = period end + this many days. */
  payDayOffsetDays: number;
}

export interface WorkPeriod {
  period_start_date: string;
  period_end_date: string;
  pay_date: string;
  label: 'next' | 'current' | 'last' | null;
}

function monthStart(anchor: string, k: number): string {
  const [y, m, d] = anchor.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + k;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDate(Date.UTC(year, month, Math.min(d, last)));
}

function periodAt(cal: PayCalendarSettings, k: number): { start: string; end: string } {
  if (cal.frequency === 'monthly') {
    return { start: monthStart(cal.anchorDate, k), end: addDays(monthStart(cal.anchorDate, k + 1), -1) };
  }
  const len = cal.frequency === 'weekly' ? 7 : 14;
  const start = addDays(cal.anchorDate, k * len);
  return { start, end: addDays(start, len - 1) };
}

function periodIndexOf(cal: PayCalendarSettings, day: string): number {
  if (cal.frequency === 'monthly') {
    const [ay, am] = cal.anchorDate.split('-').map(Number) as [number, number];
    const [dy, dm] = day.split('-').map(Number) as [number, number];
    let k = (dy - ay) * 12 + (dm - am);
    while (monthStart(cal.anchorDate, k) > day) k -= 1;
    while (monthStart(cal.anchorDate, k + 1) <= day) k += 1;
    return k;
  }
  const len = cal.frequency === 'weekly' ? 7 : 14;
  return Math.floor(daysBetween(cal.anchorDate, day) / len);
}

/**
 * The pay period containing `today` and the `count − 1` before it, newest first, preceded by the `ahead`
 * periods after it (latest first). The one containing today is labelled 'current', the one before it
 * 'last' and the one after it 'next'.
 */
export function workPeriods(cal: PayCalendarSettings, today: string, count: number, ahead = 0): WorkPeriod[] {
  const current = periodIndexOf(cal, today);
  const out: WorkPeriod[] = [];
  for (let i = -ahead; i < count; i += 1) {
    const { start, end } = periodAt(cal, current - i);
    out.push({
      period_start_date: start,
      period_end_date: end,
      pay_date: addDays(end, cal.payDayOffsetDays),
      label: i === -1 ? 'next' : i === 0 ? 'current' : i === 1 ? 'last' : null,
    });
  }
  return out;
}
