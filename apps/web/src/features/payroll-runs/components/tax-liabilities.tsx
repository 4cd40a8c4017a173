import { Group, Loader, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import type { PayrollRunView, TaxLiabilities } from '@app/domain';
import { useState } from 'react';
import { formatCalendarDate } from '../../../components/data-list/format';
import { usePeriodTaxLiabilities, useTaxLiabilities } from '../api/get-tax-liabilities';
import { moneyIn } from '../lib/payroll-format';

type Liability = TaxLiabilities['liabilities'][number];
type Totals = TaxLiabilities['totals'];

/** The first and last day of the month a date is in. */
export function monthOf(iso: string): { from: string; to: string } {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

function LiabilitiesTable({ label, liabilities, totals }: { label: string; liabilities: Liability[]; totals: Totals }) {
  if (liabilities.length === 0) return <Text size="sm">No taxes owed.</Text>;
  return (
    <Table aria-label={label} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Agency</Table.Th>
          <Table.Th>Return</Table.Th>
          <Table.Th>Tax</Table.Th>
          <Table.Th ta="right">Withheld</Table.Th>
          <Table.Th ta="right">Employer</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {liabilities.map((l) => (
          <Table.Tr key={`${l.agency}|${l.form}|${l.code}`}>
            <Table.Td>{l.agency}</Table.Td>
            <Table.Td>{l.form}</Table.Td>
            <Table.Td>{l.label}</Table.Td>
            <Table.Td ta="right">{moneyIn(l.withheld)}</Table.Td>
            <Table.Td ta="right">{moneyIn(l.employer)}</Table.Td>
            <Table.Td ta="right">{moneyIn(l.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3} scope="row">
            Total
          </Table.Th>
          <Table.Th ta="right">{moneyIn(totals.withheld)}</Table.Th>
          <Table.Th ta="right">{moneyIn(totals.employer)}</Table.Th>
          <Table.Th ta="right">{moneyIn(totals.total)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

const loading = <Loader size="sm" role="status" aria-label="Loading tax liabilities" />;
const failed = (
  <Text c="red" size="sm" role="alert">
    The tax liabilities could not be read.
  </Text>
);

function RunLiabilities({ runId }: { runId: string }) {
  const query = useTaxLiabilities(runId, true);
  if (query.isPending) return loading;
  if (query.isError) return failed;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        Withheld on {formatCalendarDate(query.data.pay_date)}. {query.data.note}
      </Text>
      <LiabilitiesTable label="Tax liabilities" liabilities={query.data.liabilities} totals={query.data.totals} />
    </>
  );
}

function MonthLiabilities({ run }: { run: Pick<PayrollRunView, 'pay_date' | 'employer_key' | 'partner'> }) {
  const month = monthOf(run.pay_date);
  const query = usePeriodTaxLiabilities({ ...month, partnerId: run.partner.id }, true);
  if (query.isPending) return loading;
  if (query.isError) return failed;
  const own = query.data.employers.find((e) => e.employer_key === run.employer_key);
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        Every approved run of {run.partner.name} with paychecks dated {formatCalendarDate(month.from)} –{' '}
        {formatCalendarDate(month.to)}, voids included. {query.data.note}
      </Text>
      <LiabilitiesTable
        label="Tax liabilities for the month"
        liabilities={own?.liabilities ?? []}
        totals={own?.totals ?? { withheld: '0.00', employer: '0.00', total: '0.00' }}
      />
    </>
  );
}

/**
 * Tax liabilities of an issued run: each agency and return with what was withheld from the workers and the
 * employer's own share, totals that foot, and why no due dates are given (the API's note); and the same for
 * the month of its pay date across the partner's runs. Voids and reissues are in the figures, so they are
 * what is still owed.
 */
export function TaxLiabilitiesSection({
  run,
}: {
  run: Pick<PayrollRunView, 'id' | 'pay_date' | 'employer_key' | 'partner'>;
}) {
  const [view, setView] = useState<'run' | 'month'>('run');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tax-liabilities-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="tax-liabilities-title">
          Tax liabilities
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Tax liabilities of"
          value={view}
          onChange={(v) => setView(v as 'run' | 'month')}
          data={[
            { value: 'run', label: 'This run' },
            { value: 'month', label: 'Month of pay date' },
          ]}
        />
      </Group>
      {view === 'run' ? <RunLiabilities runId={run.id} /> : <MonthLiabilities run={run} />}
    </Paper>
  );
}
