import { Anchor, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';
import { INVOICE_STATUS_TONES } from '../../../components/invoice-status-tones';
import { useRunRecovery } from '../api/get-run-recovery';
import { moneyIn } from '../lib/payroll-format';

function Figure({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500}>{moneyIn(amount)}</Text>
    </Stack>
  );
}

/**
 * Where the run's pay comes back from (issue 13: a funded run is recovered through the client invoices):
 * the pay invoiced, recovered by the clients' cash and still outstanding, what no invoice carries yet, and
 * each invoice with the pay of this run it bills.
 */
export function RunRecovery({ runId }: { runId: string }) {
  const query = useRunRecovery(runId);
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the recovery" />;
  if (query.isError) return null;
  const r = query.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="run-recovery-title">
      <Title order={2} size="h4" id="run-recovery-title">
        Recovery through invoices
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Pay laid out by {r.funded_by}
        {r.funding === 'funded' ? ', billed back to the clients.' : '; the clients’ cash reimburses it.'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} mb="md">
        <Figure label="Pay from approved time" amount={r.pay_from_ledger} />
        <Figure label="Invoiced" amount={r.invoiced} />
        <Figure label="Recovered" amount={r.recovered} strong />
        <Figure label="Outstanding" amount={r.outstanding} />
        <Figure label="Not invoiced yet" amount={r.not_invoiced} />
        <Figure label="Added on the run" amount={r.pay_added_on_run} />
      </SimpleGrid>
      {r.invoices.length === 0 ? (
        <Text size="sm" role="status">
          No invoice bills this run’s pay yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Invoices recovering this run">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th ta="right">Pay billed</Table.Th>
                <Table.Th ta="right">Recovered</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.invoices.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/invoices/${i.id}`}>
                      {i.number === null ? 'Draft' : `#${i.number}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{i.client.name}</Table.Td>
                  <Table.Td>
                    <StatusBadge of="invoiceStatus" value={i.status} tone={INVOICE_STATUS_TONES[i.status]} />
                  </Table.Td>
                  <Table.Td>{i.due_date ? formatCalendarDate(i.due_date) : '—'}</Table.Td>
                  <Table.Td ta="right">{moneyIn(i.pay)}</Table.Td>
                  <Table.Td ta="right">{moneyIn(i.recovered)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
