import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CanadaPayrollSummary } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { cad } from '../lib/cad';

/** The runs' CPA-005 files of Canadian direct deposits: the run, its pay day, entries, total, submission. */
export function DepositFilesTable({ files, year }: { files: CanadaPayrollSummary['files']; year: number }) {
  if (files.length === 0) {
    return (
      <Text c="dimmed" role="status">
        No CPA-005 deposit files for runs paid in {year}.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="CPA-005 files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pay day</Table.Th>
            <Table.Th>Partner</Table.Th>
            <Table.Th ta="right">Deposits</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Submitted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Anchor component={Link} to={`/payroll_runs/${f.payroll_run_id}`}>
                  {formatCalendarDate(f.pay_date)}
                </Anchor>
              </Table.Td>
              <Table.Td>{f.partner.name}</Table.Td>
              <Table.Td ta="right">{f.entry_count}</Table.Td>
              <Table.Td ta="right">{cad(f.total_credit)}</Table.Td>
              <Table.Td>{f.submitted_at ? formatCalendarDate(f.submitted_at.slice(0, 10)) : 'Not yet'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
