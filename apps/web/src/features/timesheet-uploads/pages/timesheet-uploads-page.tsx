import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type TimesheetUploadStatus, type TimesheetUploadView } from '@app/domain';
import { Link, useParams } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { optionsOf, SelectFilter } from '../../../components/data-list/filter-inputs';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useTimesheetUpload, useTimesheetUploadsList } from '../api/get-timesheet-uploads';
import { ImportActions } from '../components/import-actions';
import { UploadForm } from '../components/upload-form';
import { UploadPreview } from '../components/upload-preview';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

function UploadStatusBadge({ status }: { status: TimesheetUploadStatus }) {
  return <StatusBadge of="timesheetUploadStatus" value={status} />;
}

const COLUMNS: DataListColumn<TimesheetUploadView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'created_at',
    title: 'Uploaded',
    sortable: true,
    noWrap: true,
    render: (u) => (
      <Anchor component={Link} to={`/timesheet_uploads/${u.id}`}>
        {formatMoment(u.created_at)}
      </Anchor>
    ),
  },
  { accessor: 'file_name', title: 'File', sortable: true },
  { accessor: 'status', title: 'Status', sortable: true, render: (u) => <UploadStatusBadge status={u.status} /> },
  { accessor: 'total_rows', title: 'Rows', textAlign: 'right' },
  { accessor: 'invalid_rows', title: 'With errors', textAlign: 'right' },
  { accessor: 'imported_rows', title: 'Imported', textAlign: 'right' },
  { accessor: 'uploaded_by.name', title: 'Uploaded by', render: (u) => u.uploaded_by.name },
];

function UploadsList() {
  const list = useTimesheetUploadsList();
  return (
    <Stack gap="lg">
      <Title order={1}>Timesheet Uploads</Title>
      <Paper withBorder p="lg">
        <UploadForm />
      </Paper>
      <Title order={2} size="h3">
        Past uploads
      </Title>
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="timesheet_uploads"
        noun="uploads"
        filters={<SelectFilter list={list} name="status" label="Status" data={optionsOf('timesheetUploadStatus')} />}
      />
    </Stack>
  );
}

function UploadDetail({ id }: { id: string }) {
  const upload = useTimesheetUpload(id);
  if (upload.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {toApiError(upload.error).message}
      </Alert>
    );
  if (!upload.data) return <PageLoader />;
  const u = upload.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/timesheet_uploads" size="sm">
        ← All uploads
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{u.file_name}</Title>
          <Text size="sm" c="dimmed">
            Uploaded {formatMoment(u.created_at)} by {u.uploaded_by.name}
            {u.imported_at && ` · imported ${formatMoment(u.imported_at)}`}
          </Text>
        </Stack>
        <UploadStatusBadge status={u.status} />
      </Group>
      <Text>
        {u.total_rows} rows: {u.valid_rows} valid, {u.invalid_rows} with errors
        {u.status !== 'previewed' && `, ${u.imported_rows} imported`}.
      </Text>
      <ImportActions upload={u} />
      <UploadPreview rows={u.rows} />
    </Stack>
  );
}

/** /timesheet_uploads/:id?: upload a CSV of shifts, review its preview row by row, import it. */
export function TimesheetUploadsPage() {
  const { id } = useParams();
  return id ? <UploadDetail id={id} /> : <UploadsList />;
}
