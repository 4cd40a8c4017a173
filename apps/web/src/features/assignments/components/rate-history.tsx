import { Alert, Loader, Table, Text } from '@mantine/core';
import { toApiError } from '../../../lib/api/errors';
import { useAssignmentRates } from '../api/get-assignment-rates';
import { RATE_LABELS, shownRateFields, shownSides } from './rate-format';
import { formatCalendarDate, formatRate } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';

/** Every effective-dated row, newest first; columns only for the sides the API answered. */
export function RateHistory({ assignmentId, salaried }: { assignmentId: string; salaried: boolean }) {
  const rates = useAssignmentRates(assignmentId);
  if (rates.isPending) return <Loader size="sm" role="status" aria-label="Loading rate history" />;
  if (rates.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the rate history">
        {toApiError(rates.error).message}
      </Alert>
    );
  const rows = rates.data.data;
  if (rows.length === 0) return <Text c="dimmed">No rates yet.</Text>;
  const sides = shownSides(rows[0]!);
  const fields = shownRateFields(sides, salaried);
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label="Rate history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Effective</Table.Th>
            {fields.map((f) => (
              <Table.Th key={f} ta="right">
                {RATE_LABELS[f]}
              </Table.Th>
            ))}
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {formatCalendarDate(r.effective_date)}{' '}
                {r.current && <StatusBadge label="Current" tone="success" size="sm" />}
              </Table.Td>
              {fields.map((f) => (
                <Table.Td key={f} ta="right">
                  {formatRate(r[f])}
                </Table.Td>
              ))}
              <Table.Td>{r.reason ?? '—'}</Table.Td>
              <Table.Td>{r.created_by?.name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
