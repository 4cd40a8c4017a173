import { sumMoney } from '../../lib/decimal';
import type { ColumnTotal, DataListColumn } from './columns';
import { formatHours, formatMoney } from './format';

export const PAGE_TOTAL_LABEL = 'Page total';

/** One line of a column's footer: the sum, and the group it sums when the column is split (`by`). */
export interface TotalLine {
  group: string | null;
  text: string;
}

function grouped<Row, V>(rows: readonly Row[], value: (row: Row) => V | null | undefined, by?: (row: Row) => string) {
  const groups = new Map<string | null, V[]>();
  for (const row of rows) {
    const v = value(row);
    if (v === null || v === undefined) continue;
    const key = by ? by(row) : null;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  // A column with nothing to add still shows its zero (unsplit), so the footer never looks cut off.
  if (groups.size === 0 && !by) groups.set(null, []);
  return groups;
}

/**
 * The sum of one column over the rows shown (this page only): money added exactly in cents, minutes
 * added as integers, each formatted as the column's cells are.
 */
export function columnTotal<Row>(total: ColumnTotal<Row>, rows: readonly Row[]): TotalLine[] {
  if ('moneyLines' in total) {
    const groups = new Map<string, string[]>();
    for (const row of rows)
      for (const l of total.moneyLines(row) ?? []) groups.set(l.group, [...(groups.get(l.group) ?? []), l.amount]);
    return [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, values]) => ({ group, text: formatMoney(sumMoney(values)) }));
  }
  if ('money' in total) {
    return [...grouped(rows, total.money, total.by)].map(([group, values]) => ({
      group,
      text: formatMoney(sumMoney(values)),
    }));
  }
  const format = total.format ?? formatHours;
  return [...grouped(rows, total.minutes, total.by)].map(([group, values]) => ({
    group,
    text: format(values.reduce((a, b) => a + b, 0)),
  }));
}

/** The footer lines of every column that declares a total, by accessor. */
export function pageTotals<Row>(
  columns: readonly DataListColumn<Row>[],
  rows: readonly Row[],
): Map<string, TotalLine[]> {
  const totals = new Map<string, TotalLine[]>();
  for (const c of columns) if (c.total) totals.set(String(c.accessor), columnTotal(c.total, rows));
  return totals;
}
