import { Alert, Anchor, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { REPORT_SCHEDULE_FREQUENCY_LABELS, type ReportKindView, type ReportScheduleView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatMoment } from '../../../components/data-list/format';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { toApiError } from '../../../lib/api/errors';
import { toast } from '../../../lib/notify';
import { useSchedule, useScheduleActions, useSchedules } from '../api/report-schedules';
import { useReportKinds } from '../api/reports';
import { ScheduleForm } from '../components/schedule-form';

const PER_PAGE = 25;

function ScheduleTable() {
  const [page, setPage] = useState(1);
  const schedules = useSchedules(page, PER_PAGE);
  const { remove } = useScheduleActions();
  if (schedules.isPending) return <Loader role="status" aria-label="Loading schedules" />;
  if (schedules.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your schedules">
        {toApiError(schedules.error).message}
      </Alert>
    );
  const { data: rows, total } = schedules.data;
  if (rows.length === 0) return <Text c="dimmed">You have no report schedules yet.</Text>;
  return (
    <Stack gap="sm">
      <Table striped aria-label="My schedules">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Report</Table.Th>
            <Table.Th>Frequency</Table.Th>
            <Table.Th>Next run</Table.Th>
            <Table.Th>Last run</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s: ReportScheduleView) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor component={Link} to={`/report_schedules/${s.id}`}>
                  {s.label}
                </Anchor>
              </Table.Td>
              <Table.Td>{REPORT_SCHEDULE_FREQUENCY_LABELS[s.frequency]}</Table.Td>
              <Table.Td>{s.next_run_on}</Table.Td>
              <Table.Td>{s.last_run_at ? formatMoment(s.last_run_at) : '—'}</Table.Td>
              <Table.Td>
                <ConfirmButton
                  label="Delete"
                  color="red"
                  title="Delete this schedule?"
                  message={`The ${s.label.toLowerCase()} will no longer be e-mailed to you. Reports already made stay.`}
                  confirmLabel="Delete schedule"
                  onConfirm={async () => {
                    await remove.mutateAsync(s.id);
                    toast.success('Schedule deleted');
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(total ?? 0) > PER_PAGE && (
        <Pagination total={Math.ceil((total ?? 0) / PER_PAGE)} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}

function EditSchedule({ id, kinds }: { id: string; kinds: ReportKindView[] }) {
  const query = useSchedule(id);
  const navigate = useNavigate();
  return (
    <DetailGate query={query} noun="schedule">
      {(s) => <ScheduleForm key={s.id} kinds={kinds} schedule={s} onDone={() => void navigate('/report_schedules')} />}
    </DetailGate>
  );
}

/**
 * /report_schedules/{id?} (decision 0088): the caller's report schedules (weekly or monthly, e-mailed to
 * them), a form for a new one, and with an id the form to change that one; each may be deleted.
 */
export function ReportSchedulesPage() {
  const { id = '' } = useParams();
  const kinds = useReportKinds();
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="lg">
      <BackLink to="/reports" label="Back to reports" />
      <Group justify="space-between">
        <Title order={1}>Report Schedules</Title>
      </Group>
      {kinds.isPending ? (
        <Loader role="status" aria-label="Loading reports" />
      ) : kinds.isError ? (
        <Alert color="red" variant="light" role="alert" title="Could not load the reports">
          {toApiError(kinds.error).message}
        </Alert>
      ) : id ? (
        <EditSchedule id={id} kinds={kinds.data} />
      ) : (
        <ScheduleForm key={formKey} kinds={kinds.data} schedule={null} onDone={() => setFormKey((k) => k + 1)} />
      )}
      <ScheduleTable />
    </Stack>
  );
}
