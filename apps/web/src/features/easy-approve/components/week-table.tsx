import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { EasyApproveAction, EasyApproveEntry } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { formatWorkday } from '../../../components/data-list/format';

export interface LineDecision {
  action: EasyApproveAction;
  reason?: string;
}

interface Props {
  entries: EasyApproveEntry[];
  decisions: Record<string, LineDecision>;
  onApprove: (entry: EasyApproveEntry) => void;
  onReject: (entry: EasyApproveEntry) => void;
  onClear: (entry: EasyApproveEntry) => void;
}

const TYPE_LABEL: Record<EasyApproveEntry['type'], string> = {
  regular: 'Regular',
  holiday: 'Holiday',
  pto: 'PTO',
  sick: 'Sick',
  bereavement: 'Bereavement',
  on_call: 'On call',
};

const lineDate = (e: EasyApproveEntry) => formatWorkday(e.date);
export const lineName = (e: EasyApproveEntry) => `${e.contractor_name}, ${lineDate(e)}`;

function Decision({
  entry,
  decision,
  onApprove,
  onReject,
  onClear,
}: Omit<Props, 'entries' | 'decisions'> & {
  entry: EasyApproveEntry;
  decision: LineDecision | undefined;
}) {
  if (entry.status !== 'pending') return <StatusBadge of="timesheetStatus" value={entry.status} />;
  if (decision)
    return (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          <StatusBadge
            label={decision.action === 'approve' ? 'Approve' : 'Reject'}
            tone={decision.action === 'approve' ? 'success' : 'danger'}
            size="lg"
          />
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onClear(entry)}
            aria-label={`Undo ${lineName(entry)}`}
          >
            Undo
          </Button>
        </Group>
        {decision.reason && (
          <Text size="xs" c="red.9">
            Reason: {decision.reason}
          </Text>
        )}
      </Stack>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />}
        onClick={() => onApprove(entry)}
        aria-label={`Approve ${lineName(entry)}`}
      >
        Approve
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconX size={14} color="var(--mantine-color-red-8)" aria-hidden />}
        onClick={() => onReject(entry)}
        aria-label={`Reject ${lineName(entry)}`}
      >
        Reject
      </Button>
    </Group>
  );
}

/** The week's lines: times as the entry's own time zone shows them; no pay or bill rates. */
export function WeekTable({ entries, decisions, ...handlers }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Timesheet entries" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Contractor</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Break</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Decision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Text size="sm">{e.contractor_name}</Text>
                <Text size="xs" c="dimmed">
                  {e.work_location}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{lineDate(e)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {e.time_start_string} – {e.time_end_string}
              </Table.Td>
              <Table.Td>{e.break_time_minutes ? `${e.break_time_minutes} min` : '—'}</Table.Td>
              <Table.Td ta="right">{e.hours_worked}</Table.Td>
              <Table.Td>{TYPE_LABEL[e.type]}</Table.Td>
              <Table.Td>
                {e.project_code ?? '—'}
                {e.task && (
                  <Text size="xs" c="dimmed">
                    {e.task}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Decision entry={e} decision={decisions[e.id]} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
