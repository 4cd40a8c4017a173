import { Table, Text } from '@mantine/core';
import type { CanadaPayrollSummary } from '@app/domain';
import { sumMoney } from '../../../lib/decimal';
import { cad } from '../lib/cad';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthText = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/**
 * What each employer remits to the CRA per month: CPP, CPP2 and EI with the employer's share beside the
 * employee's, and the income tax withheld; the year's totals foot the months.
 */
export function RemittancesTable({ summary }: { summary: CanadaPayrollSummary }) {
  if (summary.remittances.length === 0) {
    return (
      <Text c="dimmed" role="status">
        No Canadian paychecks were issued in {summary.year}.
      </Text>
    );
  }
  const both = (a: string, b: string) => cad(sumMoney([a, b]));
  const t = summary.totals;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label="CRA remittances" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Employer</Table.Th>
            <Table.Th ta="right">Paychecks</Table.Th>
            <Table.Th ta="right">Gross</Table.Th>
            <Table.Th ta="right">CPP (both shares)</Table.Th>
            <Table.Th ta="right">CPP2 (both shares)</Table.Th>
            <Table.Th ta="right">EI (employee + 1.4×)</Table.Th>
            <Table.Th ta="right">Income tax</Table.Th>
            <Table.Th ta="right">To remit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.remittances.map((r) => (
            <Table.Tr key={`${r.month}-${r.employer_key}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthText(r.month)}</Table.Td>
              <Table.Td>{r.employer_name}</Table.Td>
              <Table.Td ta="right">{r.paychecks}</Table.Td>
              <Table.Td ta="right">{cad(r.gross)}</Table.Td>
              <Table.Td ta="right">{both(r.cpp_employee, r.cpp_employer)}</Table.Td>
              <Table.Td ta="right">{both(r.cpp2_employee, r.cpp2_employer)}</Table.Td>
              <Table.Td ta="right">{both(r.ei_employee, r.ei_employer)}</Table.Td>
              <Table.Td ta="right">{cad(r.income_tax)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {cad(r.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>Total {summary.year}</Table.Th>
            <Table.Th ta="right">{t.paychecks}</Table.Th>
            <Table.Th ta="right">{cad(t.gross)}</Table.Th>
            <Table.Th ta="right">{both(t.cpp_employee, t.cpp_employer)}</Table.Th>
            <Table.Th ta="right">{both(t.cpp2_employee, t.cpp2_employer)}</Table.Th>
            <Table.Th ta="right">{both(t.ei_employee, t.ei_employer)}</Table.Th>
            <Table.Th ta="right">{cad(t.income_tax)}</Table.Th>
            <Table.Th ta="right">{cad(t.total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
