import { Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WorkPeriodView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate } from '../../../components/data-list/format';

const LABELS = {
  next: { text: 'Next', tone: 'neutral' },
  current: { text: 'Current', tone: 'info' },
  last: { text: 'Last', tone: 'neutral' },
} as const;

/** The pay periods around today, newest first, with the current and last period marked. */
export function WorkPeriodsTable({ periods, loading }: { periods: WorkPeriodView[] | undefined; loading: boolean }) {
  if (!periods) return loading ? <Loader size="sm" role="status" aria-label="Loading periods" /> : null;
  if (periods.length === 0) return <Text c="dimmed">No periods.</Text>;
  return (
    <Table striped withTableBorder aria-label="Work periods" aria-busy={loading}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Period start</Table.Th>
          <Table.Th>Period end</Table.Th>
          <Table.Th>Pay date</Table.Th>
          <Table.Th>
            <VisuallyHidden>Label</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((p) => (
          <Table.Tr key={p.period_start_date}>
            <Table.Td>{formatCalendarDate(p.period_start_date)}</Table.Td>
            <Table.Td>{formatCalendarDate(p.period_end_date)}</Table.Td>
            <Table.Td>{formatCalendarDate(p.pay_date)}</Table.Td>
            <Table.Td>{p.label && <StatusBadge label={LABELS[p.label].text} tone={LABELS[p.label].tone} />}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
