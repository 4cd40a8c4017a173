import { List, Table, Text } from '@mantine/core';
import type { TimesheetUploadColumn, TimesheetUploadRow } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';

const SHOWN: { column: TimesheetUploadColumn; title: string }[] = [
  { column: 'date', title: 'Date' },
  { column: 'time_start', title: 'Start' },
  { column: 'time_end', title: 'End' },
  { column: 'break_minutes', title: 'Break' },
  { column: 'type', title: 'Type' },
  { column: 'project_code', title: 'Project' },
  { column: 'task', title: 'Task' },
];

const hasErrorIn = (row: TimesheetUploadRow, columns: TimesheetUploadColumn[]) =>
  row.errors.some((e) => columns.includes(e.loc[0] as TimesheetUploadColumn));

/** A cell of the file as written; the cell an error names is marked. */
function Cell({
  row,
  column,
  children,
}: {
  row: TimesheetUploadRow;
  column: TimesheetUploadColumn[];
  children: string;
}) {
  const bad = hasErrorIn(row, column);
  return (
    <Table.Td c={bad ? 'red.9' : undefined} fw={bad ? 600 : undefined} data-invalid={bad || undefined}>
      {children || '—'}
    </Table.Td>
  );
}

function RowStatus({ row }: { row: TimesheetUploadRow }) {
  if (row.timesheet_id) return <StatusBadge label="Imported" tone="success" />;
  if (row.errors.length === 0) return <StatusBadge label="Valid" tone="info" />;
  return (
    <List size="xs" c="red.9" spacing={0}>
      {row.errors.map((e, i) => (
        <List.Item key={i}>{e.loc[0] ? `${e.loc[0]}: ${e.msg}` : e.msg}</List.Item>
      ))}
    </List>
  );
}

/** Every row of the file as previewed: invalid rows highlighted, each error beside its row. */
export function UploadPreview({ rows }: { rows: TimesheetUploadRow[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label="Upload preview" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Contractor</Table.Th>
            {SHOWN.map((s) => (
              <Table.Th key={s.column}>{s.title}</Table.Th>
            ))}
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}>
              <Table.Td>{row.line}</Table.Td>
              <Cell row={row} column={['contractor_email', 'assignment_id']}>
                {row.contractor_name ?? (row.values.contractor_email || row.values.assignment_id)}
              </Cell>
              {SHOWN.map((s) => (
                <Cell key={s.column} row={row} column={[s.column]}>
                  {row.values[s.column]}
                </Cell>
              ))}
              <Table.Td>
                <RowStatus row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && <Text c="dimmed">The file has no rows.</Text>}
    </Table.ScrollContainer>
  );
}
