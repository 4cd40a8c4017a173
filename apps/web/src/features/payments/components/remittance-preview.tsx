import { Group, ScrollArea, Table, Text } from '@mantine/core';
import type { PaymentUploadPreview, PaymentUploadRow } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { moneyIn } from '../lib/payment-format';

/** What a row will do, as one badge: the kind of match, or why it is left out. */
const BADGES: Record<string, { label: string; tone: StatusTone }> = {
  exact: { label: 'Pays in full', tone: 'success' },
  short: { label: 'Pays in part', tone: 'progress' },
  over: { label: 'Overpays', tone: 'info' },
  unmatched: { label: 'Unmatched', tone: 'warning' },
  invalid: { label: 'Invalid', tone: 'danger' },
};
const badgeOf = (r: PaymentUploadRow) => BADGES[r.outcome === 'matched' ? (r.match ?? 'exact') : r.outcome]!;

/** The reason an unmatched row is left out, what an overpayment's excess does, or an invalid row's problems. */
const noteOf = (r: PaymentUploadRow) =>
  r.outcome === 'invalid' ? r.errors.map((e) => e.msg).join(' ') : (r.message ?? '');

/** "4 rows · 2 matched ($420.00) · 1 unmatched · 1 invalid". */
export function previewTotals(p: Pick<PaymentUploadPreview, 'totals' | 'currency'>): string {
  const t = p.totals;
  return [
    `${t.rows} ${t.rows === 1 ? 'row' : 'rows'}`,
    `${t.matched} matched (${moneyIn(t.matched_amount, p.currency)})`,
    `${t.unmatched} unmatched`,
    t.invalid > 0 ? `${t.invalid} invalid` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The preview: every row of the file with what it matched (nothing is recorded yet). */
export function RemittancePreview({
  preview,
}: {
  preview: Pick<PaymentUploadPreview, 'rows' | 'totals' | 'currency'>;
}) {
  return (
    <>
      <Group justify="space-between">
        <Text fw={500}>{previewTotals(preview)}</Text>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table striped stickyHeader aria-label="Remittance rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Match</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((r) => {
              const badge = badgeOf(r);
              return (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.invoice?.number ?? r.values.invoice ?? ''}</Table.Td>
                  <Table.Td>{r.invoice?.client.name ?? r.values.client ?? ''}</Table.Td>
                  <Table.Td ta="right">{r.amount ? moneyIn(r.amount, r.currency) : (r.values.amount ?? '')}</Table.Td>
                  <Table.Td>{r.payment_date ? formatCalendarDate(r.payment_date) : (r.values.date ?? '')}</Table.Td>
                  <Table.Td>
                    <StatusBadge label={badge.label} tone={badge.tone} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{noteOf(r)}</Text>
                    {r.invoice && r.match === 'short' && (
                      <Text size="xs" c="dimmed">
                        of {moneyIn(r.invoice.remaining, r.currency)} owed
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </>
  );
}
