/**
 * Dates and numbers in the reader's own locale (the browser's), not a fixed one: a back office
 * used across countries reads timestamps the way its users expect. Timestamps show in the time
 * zone chosen on /settings, else the browser's.
 */
import { displayTimeZone } from '../../lib/device-preferences';

const number = new Intl.NumberFormat(undefined);
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeStyle: 'short' | 'medium'): Intl.DateTimeFormat {
  const timeZone = displayTimeZone();
  const key = `${timeStyle}|${timeZone ?? ''}`;
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

function format(timeStyle: 'short' | 'medium', iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  // Show what the server sent rather than "Invalid Date".
  return Number.isNaN(date.getTime()) ? iso : formatterFor(timeStyle).format(date);
}

export const formatDateTime = (iso: string | null | undefined) => format('short', iso);
/** Log lines are told apart by the second. */
export const formatTimestamp = (iso: string | null | undefined) => format('medium', iso);
export const formatNumber = (n: number) => number.format(n);
