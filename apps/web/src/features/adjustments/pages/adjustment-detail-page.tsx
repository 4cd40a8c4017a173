import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { labelOf, type AdjustmentView } from '@app/domain';
import { Link, useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { Field } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { useAdjustment } from '../api/get-adjustment';
import { useAdjustmentTypes } from '../api/get-adjustment-types';
import { showsPartnerColumn } from '../components/adjustment-access';
import { AdjustmentActions } from '../components/adjustment-actions';
import { AdjustmentStatus } from '../components/adjustment-status';
import {
  adjustmentTitle,
  directionLabel,
  invoiceName,
  moneyIn,
  typeLabelOf,
  type AdjustmentTypes,
} from '../lib/adjustment-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

/** An invoice the adjustment names, opening its page (features/invoices, as a URL). */
function InvoiceLink({ invoice }: { invoice: { id: string; number: string | null } | null }) {
  if (!invoice) return text(null);
  return (
    <Anchor component={Link} to={`/invoices/${invoice.id}`}>
      {invoiceName(invoice)}
    </Anchor>
  );
}

function AdjustmentFields({
  adjustment: a,
  showPartner,
  types,
}: {
  adjustment: AdjustmentView;
  showPartner: boolean;
  types: AdjustmentTypes;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Client">{text(a.payer.name)}</Field>
      {showPartner && <Field label="Partner">{text(a.partner.name)}</Field>}
      <Field label="Type">{text(typeLabelOf(types, a.type))}</Field>
      <Field label="Direction">{text(directionLabel(a.direction))}</Field>
      <Field label="Amount">{text(moneyIn(a.amount, a.currency))}</Field>
      <Field label="On the client's total">{text(moneyIn(a.signed_amount, a.currency))}</Field>
      <Field label="Currency">{text(a.currency.toUpperCase())}</Field>
      <Field label="Date">{text(formatCalendarDate(a.date))}</Field>
      <Field label="Description">
        <Text style={{ whiteSpace: 'pre-line' }}>{a.description}</Text>
      </Field>
      <Field label="Charged to">
        <InvoiceLink invoice={a.invoice_charged_against} />
      </Field>
      <Field label="Invoice date">{text(a.invoice_date ? formatCalendarDate(a.invoice_date) : null)}</Field>
      <Field label="Late invoice">{text(a.invoice_charged_against ? (a.late_invoice ? 'Yes' : 'No') : null)}</Field>
      <Field label="Invoice paid">{text(a.mark_paid_date ? formatCalendarDate(a.mark_paid_date) : null)}</Field>
      <Field label="Corrects invoice">
        <InvoiceLink invoice={a.invoice_related_to} />
      </Field>
      <Field label="Partner amount due">{text(moneyIn(a.partner_amount_due, a.currency))}</Field>
      <Field label="Product line">{text(labelOf('productLine', a.product_line))}</Field>
      <Field label="Added">{text(formatMoment(a.created_at))}</Field>
      <Field label="Notes">
        <Text style={{ whiteSpace: 'pre-line' }}>{a.notes || '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/** Where the adjustment stands, when that needs saying: waiting for a run, or void with its reason. */
function StatusNotice({ adjustment: a }: { adjustment: AdjustmentView }) {
  if (a.status === 'void') {
    return (
      <Alert color="gray" variant="light" title="This adjustment is void">
        {a.void_reason ? `Reason: ${a.void_reason}` : 'No reason was recorded.'} It is never charged to an invoice.
      </Alert>
    );
  }
  if (a.status === 'pending') {
    return (
      <Alert color="yellow" variant="light" title="Waiting for the next invoice run">
        The next invoice run charges it to the client&apos;s invoice in {a.currency.toUpperCase()}.
      </Alert>
    );
  }
  return null;
}

/**
 * /adjustments/:id: one adjustment — to whom, what and how much, the invoice that charged it and the
 * one it corrects (each opening its invoice), what the partner owes; Void while it is pending for those
 * who add adjustments.
 */
export function AdjustmentDetailPage() {
  const { id = '' } = useParams();
  const query = useAdjustment(id);
  const subject = useSession()?.subject;
  const types = useAdjustmentTypes();
  return (
    <DetailGate query={query} noun="adjustment">
      {(adjustment) => (
        <Stack gap="lg">
          <BackLink to="/adjustments" label="Adjustments" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{adjustmentTitle(adjustment)}</Title>
              <AdjustmentStatus adjustment={adjustment} size="lg" />
            </Group>
            <AdjustmentActions adjustment={adjustment} />
          </Group>
          <StatusNotice adjustment={adjustment} />
          <Paper withBorder p="lg">
            <AdjustmentFields
              adjustment={adjustment}
              showPartner={subject !== undefined && showsPartnerColumn(subject)}
              types={types}
            />
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
