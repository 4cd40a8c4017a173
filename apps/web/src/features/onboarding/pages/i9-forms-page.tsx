import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { I9Row } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useI9List } from '../api/i9-forms';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

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
    accessor: 'section1_signed_at',
    title: 'Section 1 signed',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.section1_signed_at),
  },
  {
    accessor: 'status',
    title: 'Section 2',
    render: (r) =>
      r.status === 'complete' ? (
        <StatusBadge label="Complete" tone="success" />
      ) : (
        <StatusBadge label="To verify" tone="warning" />
      ),
  },
];

/** /i9_forms: employees' Forms I-9, those awaiting section 2 first to find. */
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
              label="Section 2"
              data={[
                { value: 'awaiting_section2', label: 'To verify' },
                { value: 'complete', label: 'Complete' },
              ]}
            />
          </>
        }
      />
    </Stack>
  );
}
