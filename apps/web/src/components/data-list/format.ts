/**
 * Dates and numbers in the reader's own locale (the browser's), not a fixed one: a back office
 * used across countries reads timestamps the way its users expect. Timestamps show in the time
 * zone chosen on /settings, else the browser's.
 */
import { displayTimeZone } from '../../lib/device-preferences';

const number = new Intl.NumberFormat(undefined);
const formatters = new Map<string, Intl.DateTimeFormat>();

/** `undefined` time style: the date alone ("Mar 2, 2026"). */
function formatterFor(timeStyle: 'short' | 'medium' | undefined): Intl.DateTimeFormat {
  const timeZone = displayTimeZone();
  const key = `${timeStyle ?? 'date'}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle, timeZone });
    } catch {
      // A zone this browser does not know: fall back to its own.
      f = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle });
    }
    formatters.set(key, f);
  }
  return f;
}

function format(timeStyle: 'short' | 'medium' | undefined, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  // Show what the server sent rather than "Invalid Date".
  return Number.isNaN(date.getTime()) ? iso : formatterFor(timeStyle).format(date);
}

export const formatDateTime = (iso: string | null | undefined) => format('short', iso);
/** Log lines are told apart by the second. */
export const formatTimestamp = (iso: string | null | undefined) => format('medium', iso);
/** The day a timestamp falls on where the reader is (a record's "Created", a decision's date). */
export const formatDate = (iso: string | null | undefined) => format(undefined, iso);

/** Today as `yyyy-mm-dd` in the reader's zone (a date input's default): not UTC's, which runs ahead in the Americas' evenings. */
export function todayIso(now: Date = new Date()): string {
  const zone = displayTimeZone();
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: zone,
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
export const formatNumber = (n: number) => number.format(n);

/** A decimal string as a percentage to two places ('23.6900' → '23.69%'), '—' when there is none. */
export const formatPercent = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : `${Number(value).toFixed(2)}%`;

/**
 * Minutes as hours to two places, the one way every time screen shows hours: 510 → "8.50", a
 * reversal's −90 → "-1.50". Whole-number arithmetic, so no binary float can tip a rounding.
 */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
