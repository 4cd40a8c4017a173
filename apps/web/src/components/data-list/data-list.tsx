import 'mantine-datatable/styles.css';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { canExport } from '@app/domain';
import { DataTable, useDataTableColumns, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, type Key, type ReactNode } from 'react';
import { useSession } from '../../lib/auth/use-session';
import {
  columnsStoreKey,
  fromSortStatus,
  hiddenByDefault,
  toSortStatus,
  visibleColumns,
  type DataListColumn,
} from './columns';
import { ColumnsMenu } from './columns-menu';
import { DataListCards } from './data-list-cards';
import { ExportButton } from './export-button';
import { formatDateRange, formatNumber } from './format';
import { PAGE_TOTAL_LABEL, pageTotals, type TotalLine } from './page-totals';
import { ALL_DATES, PAGE_SIZES } from './list-params';
import { ListEmptyState, ListErrorState } from './list-states';
import { SavedViewsMenu } from './saved-views-menu';
import { useServerColumnToggles } from './use-server-column-toggles';
import type { ListQuery } from './use-list-query';

export interface DataListProps<Row> {
  list: ListQuery<Row>;
  columns: DataListColumn<Row>[];
  /** Names the table in the column preferences key (with the platform user id), here and on the server. */
  tableName: string;
  /** Plural, lower case: "users" in "No users yet". */
  noun: string;
  /** The filter bar: inputs bound to the list (see filter-inputs.tsx). */
  filters?: ReactNode;
  idAccessor?: (row: Row) => Key;
  /** Row checkboxes for bulk actions: the rows chosen on this page, and who may be chosen. */
  selection?: DataListSelection<Row>;
  /** Given (on a phone), the rows render as these cards instead of the table (data-list-cards.tsx). */
  card?: ((row: Row) => ReactNode) | undefined;
}

export interface DataListSelection<Row> {
  selected: Row[];
  onChange: (rows: Row[]) => void;
  isSelectable?: (row: Row) => boolean;
  /** Names a row's checkbox for screen readers ("Select Casey, Mon Mar 2"). */
  rowLabel: (row: Row) => string;
}

/** The days of a period, both ends included (the API names the period; its length is not repeated here). */
const daysIn = (p: { date_from: string; date_to: string }) =>
  Math.round((Date.parse(`${p.date_to}T00:00:00Z`) - Date.parse(`${p.date_from}T00:00:00Z`)) / 86_400_000) + 1;

function TotalCell({ lines }: { lines: TotalLine[] }) {
  return (
    <Stack gap={0} align="flex-end">
      {lines.map((l) => (
        <Text key={l.group ?? ''} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {l.group !== null && `${l.group} `}
          {l.text}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Every server-side list: filters, column choice and CSV export above a mantine-datatable with
 * sortable columns and pagination, plus loading, empty and error states. Columns that declare a
 * `total` (money, hours) are summed over the rows shown in a "Page total" footer. The datatable and
 * its CSS load with the (lazy) page that uses this, never with the first paint.
 */
export function DataList<Row>({
  list,
  columns,
  tableName,
  noun,
  filters,
  idAccessor,
  selection,
  card,
}: DataListProps<Row>) {
  const session = useSession();
  const subject = session?.subject ?? null;
  // The platform user: the real admin while acting as someone (spec section 9).
  const platformUserId = session ? (session.user.actual_user?.id ?? session.user.id) : undefined;
  const storeKey = columnsStoreKey(platformUserId, tableName);
  const shown = useMemo(() => visibleColumns(columns, subject), [columns, subject]);
  const titles = useMemo(() => Object.fromEntries(columns.map((c) => [String(c.accessor), c.title])), [columns]);
  const prefs = useDataTableColumns<Row>({ key: storeKey, columns: shown });
  const defaultHidden = useMemo(() => hiddenByDefault(shown), [shown]);
  const serverPrefs = useServerColumnToggles({
    tableName,
    platformUserId,
    toggles: prefs.columnsToggle,
    defaultHidden,
    setToggles: prefs.setColumnsToggle,
    resetToggles: prefs.resetColumnsToggle,
  });
  const hiddenNow = useMemo(
    () => prefs.columnsToggle.filter((t) => t.toggleable && !t.toggled).map((t) => t.accessor),
    [prefs.columnsToggle],
  );
  const applyHidden = (hidden: readonly string[]) => {
    const set = new Set(hidden);
    serverPrefs.onChange(prefs.columnsToggle.map((t) => (t.toggleable ? { ...t, toggled: !set.has(t.accessor) } : t)));
  };
  const { query, rows, total, state } = list;
  const totals = useMemo(() => pageTotals(columns, rows), [columns, rows]);
  // Column visibility is changed from the labelled 'Columns' menu; the datatable's own header toggles
  // are unnamed buttons nested in the sortable header buttons (axe: button-name, nested-interactive).
  const tableColumns = useMemo(() => {
    const plain = prefs.effectiveColumns.map((c) => ({ ...c, toggleable: false }));
    const hasTotal = (c: (typeof plain)[number]) => totals.has(String(c.accessor));
    if (rows.length === 0 || !plain.some((c) => !c.hidden && hasTotal(c))) return plain;
    // The label sits in the first shown column that is not summed (it names the footer row).
    const labelled = plain.find((c) => !c.hidden && !hasTotal(c));
    return plain.map((c) => {
      const lines = totals.get(String(c.accessor));
      if (lines) return { ...c, footer: <TotalCell lines={lines} /> };
      if (c === labelled)
        return {
          ...c,
          footer: (
            <Text size="sm" fw={600}>
              {PAGE_TOTAL_LABEL}
            </Text>
          ),
        };
      return c;
    });
  }, [prefs.effectiveColumns, totals, rows.length]);

  const sortStatus = toSortStatus(state.sort, shown);
  const onSortStatusChange = (status: DataTableSortStatus<Row>) => list.setSort(fromSortStatus(status));
  const loadedEmpty = query.isSuccess && !query.isPlaceholderData && rows.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {filters ? (
          <Group align="flex-end" gap="sm" role="search" aria-label={`Filter ${noun}`}>
            {filters}
          </Group>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {platformUserId && (
            <SavedViewsMenu
              tableName={tableName}
              platformUserId={platformUserId}
              hiddenColumns={hiddenNow}
              onApplyHidden={applyHidden}
            />
          )}
          <ColumnsMenu
            titles={titles}
            toggles={prefs.columnsToggle}
            onChange={serverPrefs.onChange}
            onReset={serverPrefs.onReset}
          />
          {subject && canExport(subject) && <ExportButton path={list.path} params={list.params} />}
        </Group>
      </Group>
      {list.defaultPeriod && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Showing the most recent {daysIn(list.defaultPeriod)} days with {noun} (
            {formatDateRange(list.defaultPeriod.date_from, list.defaultPeriod.date_to)}).
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => list.setFilter(ALL_DATES, 'true')}>
            Show all dates
          </Button>
        </Group>
      )}
      {query.isError ? (
        <ListErrorState noun={noun} error={query.error} onRetry={() => void query.refetch()} />
      ) : loadedEmpty ? (
        <ListEmptyState
          noun={noun}
          hasFilters={list.hasFilters}
          pastLastPage={total > 0 && state.page > 1}
          onClearFilters={list.clearFilters}
          onFirstPage={() => list.setPage(1)}
        />
      ) : card ? (
        <DataListCards
          rows={rows}
          card={card}
          rowKey={(row) => (idAccessor ? idAccessor(row) : String((row as { id?: unknown }).id))}
          totals={columns.flatMap((c) => {
            const lines = totals.get(String(c.accessor));
            return lines ? [{ title: c.title, lines }] : [];
          })}
          page={state.page}
          perPage={state.perPage}
          total={total}
          onPageChange={list.setPage}
          busy={query.isFetching}
        />
      ) : (
        <Box aria-busy={query.isFetching}>
          <DataTable<Row>
            withTableBorder
            borderRadius="sm"
            striped
            highlightOnHover
            minHeight={rows.length === 0 ? 200 : undefined}
            columns={tableColumns}
            records={rows}
            idAccessor={idAccessor ?? 'id'}
            fetching={query.isFetching}
            loadingText="Loading…"
            noRecordsText=""
            // No column sorted yet: a status naming no column shows every sortable header unsorted.
            sortStatus={sortStatus ?? { columnAccessor: '', direction: 'asc' }}
            onSortStatusChange={onSortStatusChange}
            page={state.page}
            onPageChange={list.setPage}
            totalRecords={total}
            recordsPerPage={state.perPage}
            recordsPerPageOptions={[...PAGE_SIZES]}
            onRecordsPerPageChange={list.setPerPage}
            {...(selection
              ? {
                  selectedRecords: selection.selected,
                  onSelectedRecordsChange: selection.onChange,
                  isRecordSelectable: selection.isSelectable,
                  getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': selection.rowLabel(row) }),
                  allRecordsSelectionCheckboxProps: { 'aria-label': `Select all ${noun} on this page` },
                }
              : {})}
            recordsPerPageLabel="Rows per page"
            paginationText={({ from, to, totalRecords }) =>
              `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(totalRecords)}${list.totalCapped ? '+' : ''}`
            }
          />
        </Box>
      )}
    </Stack>
  );
}
