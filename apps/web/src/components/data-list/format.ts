/**
 * The one way the web shows dates, moments, money, rates, hours and numbers (decision 0031): every
 * screen formats through these, never through toLocaleString or a hand-built string.
 *
 * - A calendar date (a work date, a due date, a birthday: `yyyy-mm-dd`) is a label, not an instant:
 *   "Mar 2, 2026", read as UTC so no time zone or DST change can move it a day.
 * - A moment (a timestamp) is shown in the zone chosen on /settings, else the browser's, and names
 *   that zone: "Mar 2, 2026, 3:30 PM EST".
 * - Money: the spec's currency display (section 9, from @app/domain): "$1,234.50", exact digits.
 *
 * The locale is fixed to en-US, as the money format already is, so every reader sees one format.
 */
import { formatCurrency } from '@app/domain';
import { displayTimeZone } from '../../lib/device-preferences';
import { addDays } from '../../lib/week';
import { toCents } from '../../lib/decimal';

const LOCALE = 'en-US';
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Newer ICU puts a narrow no-break space before AM/PM; an ordinary space reads (and copies) the same. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/*
 * Calendar dates and workdays are built from these names rather than an Intl.DateTimeFormat: the
 * locale is fixed, so the names are too, and creating the first Intl formatter (loading the
 * locale's data) cost ~30 ms of a phone's main thread while the first page waited for this module.
 * format.test.ts checks every day of two centuries against Intl's answer.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `yyyy-mm-dd` (or the date part of a longer ISO string) as a UTC instant, null when it is no real day. */
function dayInstant(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

function formatDay(format: (date: Date) => string, day: string | null | undefined): string {
  if (!day) return '';
  const date = dayInstant(day);
  // Show what the server sent rather than "Invalid Date".
  return date ? format(date) : day;
}

const monthDay = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
const calendarDate = (date: Date) => `${monthDay(date)}, ${date.getUTCFullYear()}`;
const workday = (date: Date) => `${WEEKDAYS[date.getUTCDay()]}, ${monthDay(date)}`;

/** A calendar date, never shifted by a time zone: '2026-03-02' → "Mar 2, 2026"; '' when there is none. */
export const formatCalendarDate = (day: string | null | undefined): string => formatDay(calendarDate, day);

/** A day inside a week already named (a grid's column, a week's rows): '2026-03-02' → "Mon, Mar 2". */
export const formatWorkday = (day: string | null | undefined): string => formatDay(workday, day);

/** Two calendar dates: "Mar 2, 2026 – Mar 8, 2026", one date when both are the same day. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  if (!end || start === end) return formatCalendarDate(start);
  if (!start) return formatCalendarDate(end);
  return `${formatCalendarDate(start)} – ${formatCalendarDate(end)}`;
}

/** The workweek starting on `weekStart`: "Mar 2, 2026 – Mar 8, 2026". */
export const formatWeek = (weekStart: string): string => formatDateRange(weekStart, addDays(weekStart, 6));

const momentFormatters = new Map<string, Intl.DateTimeFormat>();

function momentFormatter(seconds: boolean): Intl.DateTimeFormat {
  const timeZone = displayTimeZone();
  const key = `${seconds ? 's' : 'm'}|${timeZone ?? ''}`;
  let f = momentFormatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      timeZoneName: 'short',
    };
    try {
      f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    } catch {
      // A zone this browser does not know: fall back to its own.
      f = new Intl.DateTimeFormat(LOCALE, options);
    }
    momentFormatters.set(key, f);
  }
  return f;
}

/**
 * A moment (a timestamp) in the reader's zone, naming the zone: "Mar 2, 2026, 3:30 PM EST";
 * with `seconds` (log lines are told apart by the second) "Mar 2, 2026, 3:30:05 PM EST".
 */
export function formatMoment(iso: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : plainSpaces(momentFormatter(seconds).format(date));
}

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

/**
 * Money with two decimals and the currency symbol (spec section 9): '1234.5' → "$1,234.50",
 * '-90' → "-$90.00", '—' when there is none. Formatted from the decimal's digits, half-up to cents.
 */
export const formatMoney = (amount: string | number | null | undefined, symbol = '$'): string =>
  amount === null || amount === undefined || amount === '' ? '—' : formatCurrency(amount, symbol);

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A rate (stored to four places): '27.0000' → "$27.00"; a rate with real third or fourth decimals
 * keeps them ("$33.3333"), so a rate is never shown rounded away from what is charged.
 */
export function formatRate(value: string | null | undefined, symbol = '$'): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.trim().startsWith('-');
  const [whole = '0', frac = ''] = value.trim().replace(/^[+-]/, '').split('.');
  const trimmed = frac.replace(/0+$/, '');
  const decimals = trimmed.length <= 2 ? frac.padEnd(2, '0').slice(0, 2) : trimmed;
  return `${negative ? '-' : ''}${symbol}${group(String(BigInt(whole || '0')))}.${decimals}`;
}

let number: Intl.NumberFormat | undefined;

/**
 * A count: 12345 → "12,345". Whole numbers (every count) are grouped here; anything else goes to
 * Intl's formatter, built the first time one is shown.
 */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return `${n < 0 ? '-' : ''}${group(String(Math.abs(n)))}`;
  number ??= new Intl.NumberFormat(LOCALE);
  return number.format(n);
}

/** A decimal string as a percentage to two places, half-up ('23.6950' → "23.70%"), '—' when there is none. */
export function formatPercent(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const hundredths = toCents(value);
  if (hundredths === null) return value;
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${hundredths < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}%`;
}

/**
 * Minutes as hours to two places, the one way every time screen shows hours: 510 → "8.50", a
 * reversal's −90 → "-1.50". Whole-number arithmetic, so no binary float can tip a rounding.
 */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  return `${sign}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
