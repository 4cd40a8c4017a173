import { Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { PaycheckDeposit } from '@app/domain';
import { usePaycheckDeposits } from '../api/get-run-funding';
import { fallbackText, moneyIn, returnCodeText } from '../lib/payroll-format';
import { TransferStatusBadge } from './transfer-status';

const METHOD_LABELS: Record<PaycheckDeposit['method'], string> = {
  direct_deposit: 'Direct deposit',
  pay_card: 'Pay card',
  check: 'Check',
  none: 'Nothing to send',
};

/**
 * How a paycheck was paid (decision 0051): one row per deposit of the worker's split — the account's last
 * four, the amount and its status, with the bank's return code when one came back; a share paid by check
 * while its account's prenote clears says which account it stands in for (decision 0067). Before the run is
 * approved there are none.
 */
export function PaycheckDeposits({ paycheckId, currency }: { paycheckId: string; currency: string }) {
  const query = usePaycheckDeposits(paycheckId);
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the deposits" />;
  if (query.isError) return null;
  const deposits = query.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="paycheck-deposits-title">
      <Title order={2} size="h4" id="paycheck-deposits-title" mb="sm">
        Deposit split
      </Title>
      {deposits.length === 0 ? (
        <Text size="sm" role="status">
          No deposits yet: they are made when the run is processed.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Deposits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paid by</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deposits.map((d, i) => (
                <Table.Tr key={`${d.sequence}-${i}`}>
                  <Table.Td>{METHOD_LABELS[d.method]}</Table.Td>
                  <Table.Td>{d.fallback ? fallbackText(d.fallback) : (d.account_masked ?? '—')}</Table.Td>
                  <Table.Td ta="right">{moneyIn(d.amount, currency)}</Table.Td>
                  <Table.Td>
                    <TransferStatusBadge status={d.status} />
                    {d.status === 'failed' && d.return_code && (
                      <Text size="xs" c="red.9" fw={600}>
                        {returnCodeText(d.return_code)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
