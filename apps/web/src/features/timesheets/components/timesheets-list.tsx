import { Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { TIMESHEET_STATUSES, type TimesheetView, seesSeveralPartners } from '@app/domain';
import { useCallback, useMemo, useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import type { ListQuery } from '../../../components/data-list/use-list-query';
import type { Session } from '../../../lib/auth/use-session';
import { DateRangeFilter } from '../../../components/data-list/date-range-filter';
import { picksClient } from '../../../components/reference/reference-access';
import { ClientFilter } from '../../../components/reference/reference-filters';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useTimesheetsList } from '../api/get-timesheets';
import { ACTION_LABELS, actionsFor, BULK_ACTIONS, DESTRUCTIVE } from '../lib/actions';
import { DecideAllMatching } from './decide-all-matching';
import { keepsOwnTime } from './timesheet-access';
import { entryLabel, timesheetColumns } from './timesheet-columns';
import { statusLabel } from '../../../components/timesheet-status';
import { useDecisions } from './use-decisions';
import { WeekFilter } from './week-filter';

const BULK_PAST: Record<(typeof BULK_ACTIONS)[number], string> = {
  approve: 'approved',
  reject: 'rejected',
  no_bill: 'marked no bill',
};

const STATUS_OPTIONS = TIMESHEET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

function ContractorFilter({ list }: { list: ListQuery<TimesheetView> }) {
  const options = useContractorOptions();
  // Users who may not list contractors (time sheet only) search by name instead.
  if (options.isError) return <TextFilter list={list} name="search" label="Contractor" placeholder="Name" search />;
  return <SelectFilter list={list} name="contractor_id" label="Contractor" data={options.data ?? []} />;
}

/**
 * /timesheets as a list: filters (week, client, contractor, status), CSV, per-row buttons from the
 * transition table, and bulk approve / reject / no bill on the chosen rows (one transaction).
 */
export function TimesheetsList({ session }: { session: Session }) {
  const list = useTimesheetsList();
  const { subject, user } = session;
  const [selection, setSelection] = useState<{ key: string; rows: TimesheetView[] }>({ key: '', rows: [] });
  // Decided rows change status: a selection kept across the decision would offer the wrong buttons.
  const clearSelection = useCallback(() => setSelection({ key: '', rows: [] }), []);
  const decisions = useDecisions({ onDone: clearSelection });
  const { start } = decisions;
  // A selection belongs to the page it was made on: another page, filter or sort starts empty.
  const listKey = JSON.stringify(list.params);
  const selected = selection.key === listKey ? selection.rows : [];
  const actionsOf = useMemo(() => (row: TimesheetView) => actionsFor(subject, user, row), [subject, user]);
  const showPartner = seesSeveralPartners(subject);
  const showClient = picksClient(subject);
  const columns = useMemo(
    () =>
      timesheetColumns({ showPartner, showClient, actionsOf, onAction: (a, r) => start(a, [r]), busy: decisions.busy }),
    [showPartner, showClient, actionsOf, start, decisions.busy],
  );
  const bulkOffered = BULK_ACTIONS.filter((a) => list.rows.some((r) => actionsOf(r).includes(a)));

  return (
    <>
      <DecideAllMatching list={list} subject={subject} />
      {selected.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label="Bulk actions">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {selected.length} selected
            </Text>
            <Group gap="xs">
              {bulkOffered.map((action) => {
                const allMay = selected.every((r) => actionsOf(r).includes(action));
                const button = (
                  <Button
                    size="xs"
                    variant={DESTRUCTIVE.has(action) ? 'light' : 'filled'}
                    color={DESTRUCTIVE.has(action) ? 'red' : undefined}
                    disabled={!allMay}
                    onClick={() => decisions.start(action, selected)}
                  >
                    {ACTION_LABELS[action]} selected
                  </Button>
                );
                return allMay ? (
                  <span key={action}>{button}</span>
                ) : (
                  <Tooltip key={action} label={`Not every selected entry can be ${BULK_PAST[action]}`}>
                    <span>{button}</span>
                  </Tooltip>
                );
              })}
              <Button size="xs" variant="default" onClick={() => setSelection({ key: listKey, rows: [] })}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <DataList
        list={list}
        columns={columns}
        tableName="timesheets"
        noun="timesheets"
        selection={
          bulkOffered.length > 0 || selected.length > 0
            ? {
                selected,
                onChange: (rows) => setSelection({ key: listKey, rows }),
                isSelectable: (row) => BULK_ACTIONS.some((a) => actionsOf(row).includes(a)),
                rowLabel: (row) => `Select ${entryLabel(row)}`,
              }
            : undefined
        }
        filters={
          <>
            <WeekFilter list={list} />
            <DateRangeFilter list={list} label="Dates" />
            {showClient && <ClientFilter list={list} />}
            {!keepsOwnTime(subject) && <ContractorFilter list={list} />}
            <SelectFilter list={list} name="status" label="Status" data={STATUS_OPTIONS} />
          </>
        }
      />
      {decisions.dialog}
    </>
  );
}
