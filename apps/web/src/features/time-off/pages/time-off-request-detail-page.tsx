import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TimeOffRequestDetail, TimesheetStatus } from '@app/domain';
import { useNavigate, useParams } from 'react-router';
import { EditableRecordPage } from '../../../components/record-page/editable-record-page';
import { Field } from '../../../components/record-page/record-fields';
import { toast } from '../../../lib/notify';
import { ConfirmButton } from '../../../components/confirm-button';
import { hoursText } from '../../../components/hours';
import { TimesheetStatusBadge } from '../../../components/timesheet-status';
import { useDeleteTimeOff } from '../api/delete-time-off';
import { useTimeOffRequest } from '../api/get-time-off-request';
import { useUpdateTimeOff } from '../api/update-time-off';
import { DecisionButtons } from '../components/decision-buttons';
import { TimeOffStatusBadge } from '../components/time-off-columns';
import { checkUpdate, TimeOffForm, timeOffValuesFrom, TYPE_LABELS, useTimeOffForm } from '../components/time-off-form';
import { formatCalendarDate, formatDateRange, formatMoment } from '../../../components/data-list/format';

function EditRequest({ row, onDone }: { row: TimeOffRequestDetail; onDone: () => void }) {
  const update = useUpdateTimeOff(row.id);
  const form = useTimeOffForm(
    () => timeOffValuesFrom(row),
    checkUpdate,
    async (body) => {
      await update.mutateAsync(body);
      toast.success();
      onDone();
    },
  );
  return <TimeOffForm form={form} submitLabel="Save changes" creating={false} onCancel={onDone} />;
}

function Details({ row }: { row: TimeOffRequestDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Contractor">
        <Text>{row.contractor.name}</Text>
      </Field>
      <Field label="Assignment">
        <Text>
          {row.assignment.job_title} · {row.client.name}
        </Text>
      </Field>
      <Field label="Type">
        <Text>{TYPE_LABELS[row.type]}</Text>
      </Field>
      <Field label="Dates">
        <Text>{formatDateRange(row.start_date, row.end_date)}</Text>
      </Field>
      <Field label="Time off">
        <Text>
          {row.days} weekday{row.days === 1 ? '' : 's'} × {hoursText(row.minutes_per_day)} ={' '}
          {hoursText(row.total_minutes)}
        </Text>
      </Field>
      {row.balance && (
        <Field label={`PTO balance (${row.balance.pto_rule_name})`}>
          <Text data-testid="request-balance">{hoursText(row.balance.balance_minutes)}</Text>
        </Field>
      )}
      <Field label="Reason">
        <Text>{row.reason || '—'}</Text>
      </Field>
      {row.decided_by && (
        <Field
          label={
            row.status === 'rejected' ? 'Rejected by' : row.status === 'cancelled' ? 'Cancelled by' : 'Approved by'
          }
        >
          <Text>
            {row.decided_by.email}
            {row.decided_at && ` on ${formatMoment(row.decided_at)}`}
          </Text>
        </Field>
      )}
      {row.decision_note && (
        <Field label={row.status === 'rejected' ? 'Rejection reason' : 'Note'}>
          <Text>{row.decision_note}</Text>
        </Field>
      )}
    </SimpleGrid>
  );
}

function Entries({ row }: { row: TimeOffRequestDetail }) {
  if (row.entries.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          Timesheet entries
        </Title>
        <Table striped aria-label="Timesheet entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
              <Table.Th>Entry status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatCalendarDate(e.date)}</Table.Td>
                <Table.Td ta="right">{hoursText(e.minutes)}</Table.Td>
                <Table.Td>
                  {e.timesheet_status ? <TimesheetStatusBadge status={e.timesheet_status as TimesheetStatus} /> : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/** /time_off_requests/:id: one request, its decision buttons, and the entries an approval wrote. */
export function TimeOffRequestDetailPage() {
  const { id = '' } = useParams();
  const query = useTimeOffRequest(id);
  const remove = useDeleteTimeOff(id);
  const navigate = useNavigate();
  return (
    <EditableRecordPage
      query={query}
      noun="time off request"
      back={{ to: '/time_off_requests', label: 'Time Off Requests' }}
      title={(row) => `${TYPE_LABELS[row.type]} · ${row.contractor.name}`}
      badge={(row) => <TimeOffStatusBadge status={row.status} testId="request-status" />}
      maxWidth={1000}
      canEdit={(row) => row.can_edit}
      edit={(row, done) => <EditRequest row={row} onDone={done} />}
      details={(row) => <Details row={row} />}
      actions={(row) => (
        <>
          {row.can_edit && (
            <ConfirmButton
              label="Delete"
              title="Delete this request?"
              message="The pending request is removed."
              color="red"
              onConfirm={async () => {
                await remove.mutateAsync();
                toast.success('Request deleted');
                navigate('/time_off_requests');
              }}
            />
          )}
          <DecisionButtons row={row} />
        </>
      )}
      after={(row) => <Entries row={row} />}
    />
  );
}
