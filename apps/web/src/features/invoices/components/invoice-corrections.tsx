import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { Link } from 'react-router';
import { creditIn } from '../lib/correction-format';
import { INVOICE_STATUS_TONES, typeLabel } from '../lib/invoice-format';
import { StatusBadge } from '../../../components/status-badge';

const numberText = (ref: { number: string | null }) => ref.number ?? 'draft';

/** A memo's or a rebill's original ("Corrects invoice 1001"), and a rebill's memo ("Credit memo 1002"). */
export function InvoiceCorrectionLinks({ invoice }: { invoice: InvoiceDetail }) {
  const { related_invoice: original, credit_memo: memo } = invoice;
  if (!original && !memo) return null;
  return (
    <Group gap="lg">
      {original && (
        <Anchor component={Link} to={`/invoices/${original.id}`}>
          Corrects invoice {numberText(original)}
        </Anchor>
      )}
      {memo && (
        <Anchor component={Link} to={`/invoices/${memo.id}`}>
          Credit memo {numberText(memo)}
        </Anchor>
      )}
    </Group>
  );
}

/** The documents correcting this invoice (its credit memos and rebills), each opening its page. */
export function InvoiceCorrections({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.corrections.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Corrections
        </Title>
        <Table aria-label="Corrections" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.corrections.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/invoices/${c.id}`} size="sm">
                    {c.number ? `${typeLabel(c.invoice_type)} ${c.number}` : `Draft (${typeLabel(c.invoice_type)})`}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.invoice_type === 'manual' ? 'Rebill' : typeLabel(c.invoice_type)}</Table.Td>
                <Table.Td>
                  <StatusBadge of="invoiceStatus" value={c.status} tone={INVOICE_STATUS_TONES[c.status]} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{creditIn(c.total_due, invoice.currency)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
