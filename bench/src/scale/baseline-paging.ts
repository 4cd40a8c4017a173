/**
 * Paging as the app answers it (decision 0033), written out bare: one extra row fetched to know whether
 * another page follows, the next page's cursor from the last row's key values, and a total counted only
 * on pages asked for by number, capped at 10,000.
 */

export const COUNT_CAP = 10_000;

/** The count of `where` over `from`, stopping at the cap plus one. */
export const cappedCountSql = (from: string, where: string) =>
  `(select count(*) from (select 1 from ${from} where ${where} limit ${COUNT_CAP + 1}) m)`;

export function cappedTotal(n: number): { total: number; total_capped: boolean } {
  return n > COUNT_CAP ? { total: COUNT_CAP, total_capped: true } : { total: n, total_capped: false };
}

/**
 * A staff list over a large table keeps to the 90 days up to its newest row, never after today (decision
 * 0034): the CTE `bounds` holds that newest day (`hi`) when the table holds more rows than a list counts.
 */
export const recentBounds = (table: string, date: string) => `bounds as (select case
    when (select count(*) from (select 1 from ${table} limit ${COUNT_CAP + 1}) s) > ${COUNT_CAP}
    then (select max(${date}) from ${table} where ${date} <= (now() at time zone 'utc')::date) end hi)`;

/** Rows of the recent period (`bounds` in the statement). */
export const inRecent = (date: string) => `${date} between (select hi - 89 from bounds) and (select hi from bounds)`;

/** The period's answer, from the statement's `period_to` (the newest day, as text). */
export function recentPeriodOf(periodTo: unknown): { default_period: { date_from: string; date_to: string } } | null {
  if (typeof periodTo !== 'string') return null;
  const from = new Date(`${periodTo}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 89);
  return { default_period: { date_from: from.toISOString().slice(0, 10), date_to: periodTo } };
}

/** The opaque cursor the app gives: the sort, its direction and the last row's keys as the database prints them. */
export function encodeCursor(sort: string, desc: boolean, values: (string | null)[]): string {
  return Buffer.from(JSON.stringify({ s: sort, d: desc, v: values }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): (string | null)[] {
  return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { v: (string | null)[] }).v;
}

/** `per_page` rows of `fetched` (per_page + 1 were asked for) and the cursor after the last, null on the last page. */
export function pageOfFetched<R>(
  fetched: R[],
  perPage: number,
  cursorOf: (last: R) => string,
): { rows: R[]; next_cursor: string | null } {
  const rows = fetched.slice(0, perPage);
  const last = rows.at(-1);
  return { rows, next_cursor: last && fetched.length > perPage ? cursorOf(last) : null };
}
