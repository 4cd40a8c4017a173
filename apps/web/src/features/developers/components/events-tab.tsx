import { Code, Text } from '@mantine/core';
import { API_EVENT_LABELS, API_EVENT_TYPES, type ApiEventType, type ApiEventView } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { useApiEventsList } from '../api/developers';

const TYPES = API_EVENT_TYPES.map((t) => ({ value: t, label: API_EVENT_LABELS[t] }));

const COLUMNS: DataListColumn<ApiEventView>[] = [
  {
    accessor: 'created_at',
    title: 'Happened',
    sortable: true,
    noWrap: true,
    render: (e) => formatMoment(e.created_at, { seconds: true }),
  },
  { accessor: 'type', title: 'Event', render: (e) => <Code>{e.type}</Code> },
  { accessor: 'label', title: 'What', render: (e) => API_EVENT_LABELS[e.type as ApiEventType] ?? 'Test event' },
  {
    accessor: 'subject_id',
    title: 'Record',
    render: (e) => <Text size="xs" ff="monospace">{`${e.subject_type} ${e.subject_id}`}</Text>,
  },
  {
    accessor: 'id',
    title: 'Event id',
    render: (e) => (
      <Text size="xs" ff="monospace">
        {e.id}
      </Text>
    ),
  },
];

export function EventsTab() {
  const list = useApiEventsList();
  return (
    <DataList
      list={list}
      columns={COLUMNS}
      tableName="api-events"
      noun="events"
      filters={<SelectFilter list={list} name="type" label="Event" data={TYPES} />}
    />
  );
}
