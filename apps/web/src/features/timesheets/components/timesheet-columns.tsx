import { labelOf } from '@app/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TimesheetAction, TimesheetView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { TimesheetActionButtons } from './timesheet-action-buttons';
import { PaySplit, TimesheetStatusBadge } from '../../../components/timesheet-status';
import { formatHours, formatWorkday } from '../../../components/data-list/format';

interface Options {
  showPartner: boolean;
  showClient: boolean;
  actionsOf: (row: TimesheetView) => TimesheetAction[];
  onAction: (action: TimesheetAction, row: TimesheetView) => void;
  busy: string | null;
}

export const entryLabel = (t: TimesheetView) => `${t.contractor.name}, ${formatWorkday(t.date)} ${t.time_start_string}`;

/**
 * The list's columns. ID, break, task and approver start hidden (the Columns menu shows them): the
 * table must leave room for hours, status and the buttons.
 */
export function timesheetColumns({ showPartner, showClient, actionsOf, onAction, busy }: Options) {
  const columns: (DataListColumn<TimesheetView> | false)[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true, defaultToggle: false },
    {
      accessor: 'date',
      title: 'Date',
      sortable: true,
      noWrap: true,
      render: (t) => formatWorkday(t.date),
    },
    {
      accessor: 'contractor.name',
      title: 'Contractor',
      sortable: true,
      sortKey: 'contractor',
      render: (t) => t.contractor.name,
    },
    showClient && {
      accessor: 'client.name',
      title: 'Client',
      sortable: true,
      sortKey: 'client',
      render: (t) => t.client.name,
    },
    showPartner && { accessor: 'partner.name', title: 'Partner', render: (t) => t.partner.name },
    {
      accessor: 'time_start_string',
      title: 'Shift',
      noWrap: true,
      render: (t) => (
        <Group gap={4} wrap="nowrap">
          {t.time_start_string}–{t.time_end_string}
          {t.overnight && (
            <Badge size="xs" variant="light" color="grape" tt="none">
              +1 day
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'break_time_minutes', title: 'Break (min)', textAlign: 'right', defaultToggle: false },
    {
      accessor: 'hours_worked',
      title: 'Hours',
      sortable: true,
      textAlign: 'right',
      render: (t) => formatHours(t.minutes_worked),
      total: { minutes: (t) => t.minutes_worked },
    },
    { accessor: 'type', title: 'Type', render: (t) => labelOf('timesheetType', t.type) },
    { accessor: 'project_code.code', title: 'Project code', render: (t) => t.project_code?.code ?? '—' },
    { accessor: 'task', title: 'Task', defaultToggle: false, render: (t) => t.task ?? '—' },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (t) => (
        <Stack gap={2}>
          <TimesheetStatusBadge status={t.status} paid={t.paid} />
          <PaySplit split={t.split} />
          {t.status === 'rejected' && t.rejection_reason && (
            <Text size="xs" c="red">
              {t.rejection_reason}
            </Text>
          )}
          {t.locked && (
            <Text size="xs" c="dimmed">
              Locked
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'approval_email',
      title: 'Approved by',
      adminOnly: true,
      defaultToggle: false,
      render: (t) => t.approval_email ?? '—',
    },
    {
      accessor: 'actions',
      title: 'Actions',
      toggleable: false,
      render: (t) => (
        <TimesheetActionButtons
          row={t}
          actions={actionsOf(t)}
          onAction={onAction}
          busy={busy}
          label={`Actions for ${entryLabel(t)}`}
        />
      ),
    },
  ];
  return columns.filter((c): c is DataListColumn<TimesheetView> => c !== false);
}
