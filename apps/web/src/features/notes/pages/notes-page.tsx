import { Anchor, Stack, Text, Title } from '@mantine/core';
import { NOTE_SUBJECT_PATHS, type NoteView } from '@app/domain';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { formatMoment } from '../../../components/data-list/format';
import { useListQuery } from '../../../components/data-list/use-list-query';

const FILTER_KEYS = ['subject_type', 'author', 'status', 'q'] as const;
const SUBJECT_OPTIONS = [
  { value: 'contractor', label: 'Contractors' },
  { value: 'client', label: 'Clients' },
  { value: 'assignment', label: 'Assignments' },
  { value: 'invoice', label: 'Invoices' },
];

const columns: DataListColumn<NoteView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'subject_name',
    title: 'Record',
    render: (n) => (
      <Anchor component={Link} to={`${NOTE_SUBJECT_PATHS[n.subject_type]}/${n.subject_id}`} size="sm">
        {n.subject_name ?? n.subject_type}
      </Anchor>
    ),
  },
  {
    accessor: 'body',
    title: 'Note',
    render: (n) => (
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
        {n.body}
      </Text>
    ),
  },
  { accessor: 'author.name', title: 'Author', render: (n) => n.author?.name ?? '—' },
  { accessor: 'created_at', title: 'Written', sortable: true, noWrap: true, render: (n) => formatMoment(n.created_at) },
];

/** /notes (decision 0072): every note the caller sees, newest first, by record type, author and text. */
export function NotesPage() {
  const list = useListQuery<NoteView>({ path: '/notes', filterKeys: FILTER_KEYS, defaultSort: '-created_at' });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Notes</Title>
        <Text c="dimmed" size="sm">
          Staff notes on contractors, clients, assignments and invoices. Write them on the record itself.
        </Text>
      </div>
      <DataList
        list={list}
        columns={columns}
        tableName="notes"
        noun="notes"
        filters={
          <>
            <TextFilter list={list} name="q" label="Search" search />
            <SelectFilter list={list} name="subject_type" label="Record type" data={SUBJECT_OPTIONS} />
            <SelectFilter list={list} name="author" label="Author" data={[{ value: 'me', label: 'Mine' }]} />
            <SelectFilter
              list={list}
              name="status"
              label="Status"
              placeholder="Active"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
              ]}
            />
          </>
        }
      />
    </Stack>
  );
}
