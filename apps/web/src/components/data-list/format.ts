/**
 * Dates and numbers in the reader's own locale (the browser's), not a fixed one: a back office
 * used across countries reads timestamps the way its users expect.
 */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const number = new Intl.NumberFormat(undefined);

function format(formatter: Intl.DateTimeFormat, iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  // Show what the server sent rather than "Invalid Date".
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

export const formatDateTime = (iso: string | null | undefined) => format(dateTime, iso);
/** Log lines are told apart by the second. */
export const formatTimestamp = (iso: string | null | undefined) => format(dateTimeSeconds, iso);
export const formatNumber = (n: number) => number.format(n);
