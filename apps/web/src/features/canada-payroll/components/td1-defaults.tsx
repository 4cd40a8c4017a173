import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { CanadaPayrollSummary } from '@app/domain';
import { cad } from '../lib/cad';

/**
 * The engine's figures for the year: the basic personal amounts it claims for a worker with no TD1 on
 * file (claim code 1), and the CPP, CPP2 and EI rates and maximums behind every Canadian paycheck.
 */
export function Td1Defaults({ td1, year }: { td1: CanadaPayrollSummary['td1']; year: number }) {
  if (!td1) {
    return (
      <Text c="dimmed" role="status">
        The payroll engine has no Canadian tables for {year}: Canadian paychecks dated in it are refused.
      </Text>
    );
  }
  const claims: [string, string][] = [
    ['Federal', cad(td1.federal.basic_personal_amount)],
    ...td1.provinces.map((p): [string, string] => [p.province, cad(p.basic_personal_amount)]),
  ];
  const contributions: [string, string][] = [
    ['CPP rate', `${td1.cpp.percent}%`],
    ['CPP basic exemption', cad(td1.cpp.basic_exemption)],
    ['YMPE', cad(td1.cpp.ympe)],
    ['CPP maximum', cad(td1.cpp.max_contribution)],
    ['CPP2 rate', `${td1.cpp2.percent}%`],
    ['YAMPE', cad(td1.cpp2.yampe)],
    ['CPP2 maximum', cad(td1.cpp2.max_contribution)],
    ['EI rate', `${td1.ei.percent}%`],
    ['EI maximum insurable', cad(td1.ei.max_insurable)],
    ['EI maximum premium', cad(td1.ei.max_premium)],
    ['EI employer multiple', `${td1.ei.employer_multiple}×`],
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <FigureTable title="TD1 defaults (claim code 1)" label="TD1 basic personal amounts" rows={claims} />
      <FigureTable title={`CPP and EI, ${year}`} label="CPP and EI figures" rows={contributions} />
    </SimpleGrid>
  );
}

function FigureTable({ title, label, rows }: { title: string; label: string; rows: [string, string][] }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th scope="row" fw={400}>
                {name}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
