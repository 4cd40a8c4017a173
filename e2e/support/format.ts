/**
 * The text the web shows for a date or a moment (decision 0031), derived here rather than hard-coded
 * so a test that builds its dates from "today" still knows what to look for. The options are those of
 * apps/web/src/components/data-list/format.ts, restated (the tests never import web code): a change
 * there that these miss shows up as a failing journey, which is the point.
 */

const LOCALE = 'en-US';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Newer ICU puts a narrow no-break space before AM/PM; the web shows an ordinary space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

function dayInstant(day: string): Date {
  const m = DAY.exec(day);
  if (!m) throw new Error(`Not a yyyy-mm-dd date: '${day}'`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const calendarDate = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date as shown: '2026-03-02' → 'Mar 2, 2026'. */
export const shownDate = (day: string): string => calendarDate.format(dayInstant(day));

/**
 * A moment (an ISO timestamp) as shown in `timeZone`, naming the zone:
 * 'Mar 2, 2026, 3:30 PM EST'; with `seconds`, 'Mar 2, 2026, 3:30:05 PM EST'. Pass the zone the page
 * shows (the one saved on /settings, else the browser's): this runs in Node, not in the browser.
 */
export function shownMoment(iso: string, { timeZone, seconds = false }: { timeZone: string; seconds?: boolean }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: '${iso}'`);
  return plainSpaces(
    new Intl.DateTimeFormat(LOCALE, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' as const } : {}),
      timeZoneName: 'short',
      timeZone,
    }).format(date),
  );
}
