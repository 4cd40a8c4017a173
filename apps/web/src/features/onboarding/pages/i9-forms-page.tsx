import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { I9_LIST_FILTER_LABELS, I9_LIST_FILTERS, type I9Row } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useI9List } from '../api/i9-forms';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';

const dateOrDash = (day: string | null) => (day ? formatCalendarDate(day) : '—');

function Section2Status({ row }: { row: I9Row }) {
  if (row.status === 'complete') return <StatusBadge label="Complete" tone="success" />;
  if (row.section2_overdue) return <StatusBadge label="Overdue" tone="danger" />;
  return <StatusBadge label="To verify" tone="warning" />;
}

const COLUMNS: DataListColumn<I9Row>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'name',
    title: 'Employee',
    sortable: true,
    render: (r) => (
      <Anchor component={Link} to={`/i9_forms/${r.id}`}>
        {r.contractor.name}
      </Anchor>
    ),
  },
  { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
  { accessor: 'citizenship_status', title: 'Status attested', render: (r) => r.citizenship_status.replace(/_/g, ' ') },
  {
    accessor: 'employment_start_date',
    title: 'Start date',
    noWrap: true,
    render: (r) => dateOrDash(r.employment_start_date),
  },
  {
    accessor: 'section2_due_on',
    title: 'Section 2 due',
    sortable: true,
    noWrap: true,
    render: (r) => dateOrDash(r.section2_due_on),
  },
  { accessor: 'status', title: 'Section 2', render: (r) => <Section2Status row={r} /> },
  {
    accessor: 'work_authorization_expires_on',
    title: 'Authorization expires',
    sortable: true,
    noWrap: true,
    render: (r) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{dateOrDash(r.work_authorization_expires_on)}</Text>
        {r.reverification_due && <StatusBadge label="Re-verify" tone="warning" />}
      </Group>
    ),
  },
  {
    accessor: 'section1_signed_at',
    title: 'Section 1 signed',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.section1_signed_at),
  },
];

/**
 * /i9_forms: what is due — each W-2 worker's section 2, due three business days after the first day of
 * employment (the earliest first), overdue ones marked, and work authorization to re-verify (decision 0079).
 */
export function I9FormsPage() {
  const list = useI9List();
  return (
    <Stack gap="lg">
      <Title order={1}>I9 Forms</Title>
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="i9_forms"
        noun="forms"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Employee name" search />
            <SelectFilter
              list={list}
              name="status"
              label="Show"
              data={I9_LIST_FILTERS.map((value) => ({ value, label: I9_LIST_FILTER_LABELS[value] }))}
            />
          </>
        }
      />
    </Stack>
  );
}
