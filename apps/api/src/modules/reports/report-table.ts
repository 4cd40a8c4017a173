/**
 * What every report source shares: the table it answers, the context it runs in, reading a list a page at
 * a time by cursor, and money totals per currency laid out like the data rows.
 */
import Decimal from 'decimal.js';
import type { ReportParams } from '@app/domain';
import { money } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import type { Cell } from './xlsx-writer.js';

export interface ReportTable {
  header: string[];
  rows: Cell[][];
  /** Total rows (one per currency for money), after the data rows. */
  totals: Cell[][];
}

export interface SourceContext {
  deps: AppDeps;
  principal: Principal;
  params: ReportParams;
  /** The partner the report is kept to (a partner user's own; the one staff named). */
  partnerId: string | undefined;
  progress(percent: number): Promise<void>;
}

const PAGE = 2_000;

/** Every row of a list, a page at a time by cursor (as the CSV export continues a big list). */
export async function everyRow<V>(
  ctx: SourceContext,
  sort: ListRequest['sort'],
  read: (page: ListRequest) => Promise<{ rows: V[]; nextCursor?: string | null }>,
): Promise<V[]> {
  const all: V[] = [];
  let cursor: string | undefined;
  for (let pages = 1; ; pages++) {
    const page = await read({ sort, limit: PAGE, offset: 0, count: false, ...(cursor && { cursor }) });
    all.push(...page.rows);
    if (!page.nextCursor) return all;
    cursor = page.nextCursor;
    // Unknown length: creep towards 80% (the last fifth is writing the files).
    await ctx.progress(Math.min(80, 10 + pages * 5));
  }
}

/** Sums of money columns per currency, as total rows laid out like the data rows. */
export function totalsByCurrency<V>(
  rows: V[],
  currencyOf: (r: V) => string,
  width: number,
  columns: { index: number; value: (r: V) => string | number }[],
  currencyIndex: number,
): Cell[][] {
  const byCurrency = new Map<string, Decimal[]>();
  for (const r of rows) {
    const sums = byCurrency.get(currencyOf(r)) ?? columns.map(() => new Decimal(0));
    columns.forEach((c, i) => (sums[i] = sums[i]!.plus(c.value(r))));
    byCurrency.set(currencyOf(r), sums);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => {
      const row: Cell[] = Array.from({ length: width }, () => null);
      row[0] = 'Total';
      row[currencyIndex] = currency;
      columns.forEach((c, i) => (row[c.index] = money(sums[i]!)));
      return row;
    });
}
