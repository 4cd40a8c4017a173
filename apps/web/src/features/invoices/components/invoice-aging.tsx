import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AGING_BUCKETS, type InvoiceAging } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { toApiError } from '../../../lib/api/errors';
import { useInvoiceAging, type InvoiceAgingScope } from '../api/get-invoice-aging';
import { AGING_BUCKET_LABELS, moneyIn, plural } from '../lib/invoice-format';

type AgingRow = InvoiceAging['rows'][number];

function AgingTable({ rows }: { rows: AgingRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="AR aging" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            {AGING_BUCKETS.map((b) => (
              <Table.Th key={b} ta="right">
                {AGING_BUCKET_LABELS[b]}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.currency}>
              <Table.Th scope="row">
                <Text size="sm" fw={600}>
                  {r.currency.toUpperCase()}
                </Text>
                <Text size="xs" c="dimmed">
                  {plural(r.invoice_count, 'invoice')}
                </Text>
              </Table.Th>
              {AGING_BUCKETS.map((b) => (
                <Table.Td key={b} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {moneyIn(r[b], r.currency)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(r.total, r.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The AR aging card above /invoices: what is still owed on finalized invoices by how far past due
 * (current, 1–30, 31–60, 61–90, over 90 days), one row per currency (dollars and Canadian dollars never
 * add), as of today; over the list's client and partner when it is filtered to one.
 */
export function InvoiceAgingCard({ scope }: { scope: InvoiceAgingScope }) {
  const aging = useInvoiceAging(scope);
  if (aging.isPending) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="invoice-aging-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="invoice-aging-title">
            AR aging
          </Title>
          {aging.data && (
            <Text size="sm" c="dimmed">
              As of {formatCalendarDate(aging.data.as_of)}
            </Text>
          )}
        </Group>
        {aging.isError ? (
          <Text size="sm" c="red" role="alert">
            Could not load the AR aging: {toApiError(aging.error).message}
          </Text>
        ) : aging.data.rows.length === 0 ? (
          <Text c="dimmed">Nothing is owed on any finalized invoice.</Text>
        ) : (
          <AgingTable rows={aging.data.rows} />
        )}
      </Stack>
    </Paper>
  );
}
