import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceAging } from '@app/domain';
import { api } from '../../lib/api/client';
import { sumMoney } from '../../lib/decimal';
import { formatMoney } from '../data-list/format';

/**
 * What a client (or a partner's clients) still owes, per currency: the balance, what is past due and how many
 * invoices are open — the receivables aging of GET /v2/invoices/aging (staff and partners), not a sum here.
 */
export function ReceivablesBalance({ filter }: { filter: { client_id: string } | { partner_id: string } }) {
  const query = useQuery({
    queryKey: ['related', '/invoices/aging', filter],
    queryFn: ({ signal }) => api.get<InvoiceAging>('/invoices/aging', { params: filter, signal }),
  });
  if (query.isPending) return <Skeleton height={48} />;
  if (query.isError) return null;
  const rows = query.data.rows;
  if (rows.length === 0) return <Text c="dimmed">Nothing owed.</Text>;
  return (
    <Stack gap="xs" role="group" aria-label="Balance">
      {rows.map((r) => (
        <Group key={r.currency} gap="xl">
          <div>
            <Text size="sm" c="dimmed">
              Balance ({r.currency})
            </Text>
            <Text fw={700}>{formatMoney(r.total)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Past due
            </Text>
            {/* The buckets past the due date, added exactly. */}
            <Text fw={700}>{formatMoney(sumMoney([r.days_1_30, r.days_31_60, r.days_61_90, r.days_over_90]))}</Text>
          </div>
          <Text size="sm" c="dimmed">
            {r.invoice_count} open {r.invoice_count === 1 ? 'invoice' : 'invoices'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
