import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { seesAdminColumns, type AccessSubject } from '@app/domain';
import { formatSort, parseSort } from './list-params';

/**
 * How a column adds up in the list's "Page total" footer: money (decimal strings, summed exactly)
 * or minutes (shown as hours). `by` splits the sum into labelled lines ("Pay", "Bill") where adding
 * the rows together would mean nothing; a row whose value is null or undefined counts nothing.
 */
export type ColumnTotal<Row> =
  | { money: (row: Row) => string | null | undefined; by?: (row: Row) => string }
  /** Money in several groups per row (one amount per currency): summed per group. */
  | { moneyLines: (row: Row) => readonly { group: string; amount: string }[] | null | undefined }
  | {
      minutes: (row: Row) => number | null | undefined;
      by?: (row: Row) => string;
      /** As the column's cells show hours (default `formatHours`: "8.50"). */
      format?: (minutes: number) => string;
    };

/**
 * A list column: a mantine-datatable column with a plain-text title (it also labels the
 * show/hide checkbox), `adminOnly` for the extra columns only admins see (spec section 6), and
 * `total` for a money or hours column summed in the "Page total" footer.
 */
export type DataListColumn<Row> = DataTableColumn<Row> & {
  title: string;
  adminOnly?: boolean;
  total?: ColumnTotal<Row>;
};

/** Column preferences are kept per platform user and table (spec section 9). */
export const columnsStoreKey = (userId: string | undefined, tableName: string): string | undefined =>
  userId ? `${userId}-${tableName}` : undefined;

/**
 * Whether a column shows before the user chooses: the 36-character record id is hidden by default
 * (it pushes amounts and actions off the screen; the Columns menu brings it back), so a list leads
 * with what identifies a row.
 */
const shownByDefault = <Row>(column: DataTableColumn<Row>): boolean =>
  column.defaultToggle ?? String(column.accessor) !== 'id';

/** The columns this subject may see, as mantine-datatable columns (toggleable unless said otherwise). */
export function visibleColumns<Row>(columns: readonly DataListColumn<Row>[], subject: AccessSubject | null) {
  const admin = subject !== null && seesAdminColumns(subject);
  return columns
    .filter((c) => admin || !c.adminOnly)
    .map(({ adminOnly: _adminOnly, total: _total, ...column }): DataTableColumn<Row> => ({
      ...column,
      toggleable: column.toggleable ?? true,
      defaultToggle: shownByDefault(column),
    }));
}

/** The accessors hidden until the user shows them: what "Reset" goes back to. */
export const hiddenByDefault = <Row>(columns: readonly DataTableColumn<Row>[]): string[] =>
  columns.filter((c) => (c.toggleable ?? true) && !shownByDefault(c)).map((c) => String(c.accessor));

const sortKeyOf = <Row>(column: DataTableColumn<Row>) => column.sortKey ?? String(column.accessor);

/** The `sort` parameter as mantine-datatable's sort status (the column whose sort key it names). */
export function toSortStatus<Row>(
  sort: string | null,
  columns: readonly DataTableColumn<Row>[],
): DataTableSortStatus<Row> | undefined {
  const parsed = parseSort(sort);
  if (!parsed) return undefined;
  const column = columns.find((c) => c.sortable && sortKeyOf(c) === parsed.key);
  if (!column) return undefined;
  return { columnAccessor: column.accessor, sortKey: column.sortKey, direction: parsed.direction };
}

export function fromSortStatus<Row>(status: DataTableSortStatus<Row>): string {
  return formatSort({ key: status.sortKey ?? String(status.columnAccessor), direction: status.direction });
}
