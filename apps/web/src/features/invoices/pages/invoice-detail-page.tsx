import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { labelOf, type InvoiceDetail } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { Field } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { StatusBadge } from '../../../components/status-badge';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceAdjustments } from '../components/invoice-adjustments';
import { InvoiceCorrectionLinks, InvoiceCorrections } from '../components/invoice-corrections';
import { InvoiceLines } from '../components/invoice-lines';
import { InvoicePayments } from '../components/invoice-payments';
import { InvoiceStatus } from '../components/invoice-status';
import { InvoiceTotals } from '../components/invoice-totals';
import { invoiceTitle, periodText, typeLabel } from '../lib/invoice-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function InvoiceFields({ invoice: i }: { invoice: InvoiceDetail }) {
  const payerDiffers = i.payer.id !== i.client.id;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label={payerDiffers ? 'Client' : 'Client (payer)'}>{text(i.client.name)}</Field>
      {payerDiffers && <Field label="Payer">{text(i.payer.name)}</Field>}
      <Field label="Partner">{text(i.partner.name)}</Field>
      <Field label="Period">{text(periodText(i.period))}</Field>
      {i.work_location && <Field label="Work location">{text(i.work_location.name)}</Field>}
      {i.contractor && <Field label="Contractor">{text(i.contractor.name)}</Field>}
      <Field label="Invoice date">{text(formatCalendarDate(i.invoice_date))}</Field>
      <Field label="Due date">{text(formatCalendarDate(i.due_date))}</Field>
      <Field label="Terms">{text(`Net ${i.payment_terms_net_days}`)}</Field>
      <Field label="Remit to">
        <Text style={{ whiteSpace: 'pre-line' }}>{i.remit_to || '—'}</Text>
      </Field>
      <Field label="Payroll funder">{text(i.payroll_funder)}</Field>
      <Field label="Product line">
        {text(`${labelOf('productLine', i.product_line)} · ${labelOf('fundingType', i.funding)}`)}
      </Field>
      <Field label="Currency">{text(i.currency.toUpperCase())}</Field>
      {i.purchase_orders.length > 0 && <Field label="Purchase orders">{text(i.purchase_orders.join(', '))}</Field>}
      <Field label="PO number">{text(i.po_number)}</Field>
      {i.contact_emails.length > 0 && <Field label="Contacts">{text(i.contact_emails.join(', '))}</Field>}
      {i.notes && <Field label="Notes">{text(i.notes)}</Field>}
    </SimpleGrid>
  );
}

/**
 * /invoices/:id: one invoice — who pays whom for which period, its totals, its lines with the ledger
 * items behind each (line → item → timesheet or expense), the adjustments it charges (each linked to its
 * adjustment, with Add adjustment for those who add them), the payments applied to it (each linked to
 * its payment), the documents correcting it (credit memos, rebills) or that it corrects, and for its
 * issuer Finalize, Void and the corrections (credit memo, credit and rebill, write-off, refund, lines
 * and details).
 */
export function InvoiceDetailPage() {
  const { id = '' } = useParams();
  const query = useInvoice(id);
  return (
    <DetailGate query={query} noun="invoice">
      {(invoice) => (
        <Stack gap="lg">
          <BackLink to="/invoices" label="Invoices" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{invoiceTitle(invoice)}</Title>
              <InvoiceStatus invoice={invoice} size="lg" />
              {invoice.invoice_type !== 'standard' && (
                <StatusBadge label={typeLabel(invoice.invoice_type)} tone="special" size="lg" />
              )}
            </Group>
            <InvoiceActions invoice={invoice} />
          </Group>
          <InvoiceCorrectionLinks invoice={invoice} />
          {invoice.status === 'void' && (
            <Alert color="gray" variant="light" title="This invoice is void">
              {invoice.void_reason ? `Reason: ${invoice.void_reason}` : 'No reason was recorded.'}
            </Alert>
          )}
          {invoice.write_off_reason && (
            <Alert color="red" variant="light" title="A balance was written off">
              Reason: {invoice.write_off_reason}
            </Alert>
          )}
          <Paper withBorder p="lg">
            <InvoiceFields invoice={invoice} />
          </Paper>
          <InvoiceTotals invoice={invoice} />
          <InvoiceLines invoice={invoice} />
          <InvoiceCorrections invoice={invoice} />
          <InvoiceAdjustments invoice={invoice} />
          <InvoicePayments invoice={invoice} />
        </Stack>
      )}
    </DetailGate>
  );
}
