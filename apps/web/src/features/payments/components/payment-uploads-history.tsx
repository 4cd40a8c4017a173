import { Anchor, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PaymentUploadView } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';
import { usePaymentUpload } from '../api/get-payment-upload';
import { usePaymentUploads } from '../api/get-payment-uploads';
import { moneyIn } from '../lib/payment-format';

/** The payments one import recorded, each a link to its page. */
function UploadPayments({ id }: { id: string }) {
  const upload = usePaymentUpload(id);
  if (upload.isLoading) return <Text size="sm">Loading…</Text>;
  if (!upload.data) return <Text size="sm">The import could not be loaded.</Text>;
  return (
    <Stack gap={4} aria-label={`Payments from ${upload.data.file_name}`} role="list">
      {upload.data.payments.map((p) => (
        <Group key={p.id} gap="xs" role="listitem">
          <Anchor component={Link} to={`/payments/${p.id}`} size="sm">
            {moneyIn(p.amount, p.currency)} from {p.client.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatCalendarDate(p.payment_date)}
            {p.reference ? ` · ${p.reference}` : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function UploadRow({ u, showPartner }: { u: PaymentUploadView; showPartner: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Tr>
        <Table.Td>{formatMoment(u.created_at)}</Table.Td>
        <Table.Td>{u.file_name}</Table.Td>
        {showPartner && <Table.Td>{u.partner.name}</Table.Td>}
        <Table.Td ta="right">
          {u.imported_count} of {u.row_count}
        </Table.Td>
        <Table.Td ta="right">{moneyIn(u.total_amount, u.currency)}</Table.Td>
        <Table.Td>
          <StatusBadge of="paymentUploadStatus" value={u.status} />
        </Table.Td>
        <Table.Td>
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide payments' : `Payments (${u.imported_count})`}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={showPartner ? 7 : 6}>
            <UploadPayments id={u.id} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** Remittance imports: the latest files, how many rows each recorded, and the payments behind each. */
export function PaymentUploadsHistory({ showPartner }: { showPartner: boolean }) {
  const uploads = usePaymentUploads(true);
  const rows = uploads.data?.data ?? [];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="remittance-imports">
      <Title order={2} size="h4" id="remittance-imports" mb="sm">
        Remittance imports
      </Title>
      {uploads.isLoading ? (
        <Text size="sm">Loading…</Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No remittance files imported yet.
        </Text>
      ) : (
        <Table aria-label="Remittance imports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Imported</Table.Th>
              <Table.Th>File</Table.Th>
              {showPartner && <Table.Th>Partner</Table.Th>}
              <Table.Th ta="right">Rows recorded</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Payments</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <UploadRow key={u.id} u={u} showPartner={showPartner} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
