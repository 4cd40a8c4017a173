import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { labelOf, canDecideTimesheets, type ApprovalGroupDetail, type TimesheetView } from '@app/domain';
import { useParams } from 'react-router';
import { useSession, type Session } from '../../../lib/auth/use-session';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { TimesheetActionButtons } from '../components/timesheet-action-buttons';
import { PaySplit, TimesheetStatusBadge } from '../../../components/timesheet-status';
import { useDecisions } from '../components/use-decisions';
import { actionsFor } from '../lib/actions';
import { useApprovalGroup } from '../api/get-approval-group';
import { formatHours, formatWeek, formatWorkday } from '../../../components/data-list/format';
import { formatBillAmounts } from '../lib/bill-amounts';
import { WeekApprovalSummary } from '../components/week-approval-summary';
import { entryAmount } from '../lib/week-bill';
import { usePhoneLayout } from '../components/week-figures';
import { EntryCard } from '../components/approval-entry-card';

/** An entry's amount in its own currency, "—" when it bills nothing. */
function formatEntryAmount(bill: ApprovalGroupDetail['bill'], entryId: string) {
  const amount = entryAmount(bill, entryId);
  return formatBillAmounts(amount ? [amount] : undefined);
}

/** The queue decides: approve or reject, line by line or the whole week at once. */
const LINE_ACTIONS = ['approve', 'reject'] as const;

function ApprovalWeek({ group, session }: { group: ApprovalGroupDetail; session: Session }) {
  const decisions = useDecisions();
  const lineActions = (row: TimesheetView) =>
    actionsFor(session.subject, session.user, row).filter((a) => (LINE_ACTIONS as readonly string[]).includes(a));
  const approvable = group.entries.filter((e) => lineActions(e).includes('approve'));
  const rejectable = group.entries.filter((e) => lineActions(e).includes('reject'));
  const decides = canDecideTimesheets(session.subject);
  const withAmount = group.bill !== null;
  const phone = usePhoneLayout();
  return (
    <Stack gap="lg">
      <BackLink to="/approvals" label="Approvals" />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{group.contractor.name}</Title>
          <Text c="dimmed">
            Week of {formatWeek(group.week_start)} · {group.clients.map((c) => c.name).join(', ')}
          </Text>
        </Stack>
        {/* The week's decision in one place: approving comes first, rejecting (it asks why) after it. */}
        <Group gap="xs">
          {approvable.length > 0 && (
            <Button onClick={() => decisions.start('approve', approvable)}>Approve all ({approvable.length})</Button>
          )}
          {rejectable.length > 0 && (
            <Button variant="light" color="red" onClick={() => decisions.start('reject', rejectable)}>
              Reject all ({rejectable.length})
            </Button>
          )}
        </Group>
      </Group>
      {!decides && (
        <Alert variant="light">
          The client approves these entries (or your partner's settings would let you decide them); you can follow them
          here.
        </Alert>
      )}
      <WeekApprovalSummary group={group} phone={phone} />
      <Title order={2} size="h4">
        Entries
      </Title>
      {phone ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Entries of the week"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {group.entries.map((e) => (
            <li key={e.id}>
              <EntryCard
                entry={e}
                amount={withAmount ? formatEntryAmount(group.bill, e.id) : null}
                actions={
                  <TimesheetActionButtons
                    row={e}
                    actions={lineActions(e)}
                    onAction={(action, row) => decisions.start(action, [row])}
                    busy={decisions.busy}
                    label={`Actions for ${formatWorkday(e.date)} ${e.time_start_string}`}
                  />
                }
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" aria-label="Entries of the week">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Shift</Table.Th>
                  <Table.Th>Break (min)</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  {withAmount && <Table.Th ta="right">Amount</Table.Th>}
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Project code</Table.Th>
                  <Table.Th>Task</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWorkday(e.date)}</Table.Td>
                    <Table.Td>{e.client.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {e.time_start_string}–{e.time_end_string}{' '}
                      {e.overnight && (
                        <Badge size="xs" variant="light" color="grape" tt="none">
                          +1 day
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{e.break_time_minutes}</Table.Td>
                    <Table.Td>{formatHours(e.minutes_worked)}</Table.Td>
                    {withAmount && <Table.Td ta="right">{formatEntryAmount(group.bill, e.id)}</Table.Td>}
                    <Table.Td>{labelOf('timesheetType', e.type)}</Table.Td>
                    <Table.Td>{e.project_code?.code ?? '—'}</Table.Td>
                    <Table.Td>{e.task ?? '—'}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <TimesheetStatusBadge status={e.status} paid={e.paid} />
                        <PaySplit split={e.split} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <TimesheetActionButtons
                        row={e}
                        actions={lineActions(e)}
                        onAction={(action, row) => decisions.start(action, [row])}
                        busy={decisions.busy}
                        label={`Actions for ${formatWorkday(e.date)} ${e.time_start_string}`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {decisions.dialog}
    </Stack>
  );
}

/** /approvals/:id: one contractor's week (`<contractor id>_<week start>`), decided line by line or all at once. */
export function ApprovalGroupPage() {
  const { id = '' } = useParams();
  const query = useApprovalGroup(id);
  const session = useSession();
  return (
    <DetailGate query={query} noun="approval week">
      {(group) => (session ? <ApprovalWeek group={group} session={session} /> : null)}
    </DetailGate>
  );
}
