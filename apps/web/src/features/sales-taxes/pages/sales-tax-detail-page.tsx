import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SalesTaxView } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { Field } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useSalesTax } from '../api/get-sales-tax';
import { SalesTaxActions } from '../components/sales-tax-actions';
import { SalesTaxRate } from '../components/sales-tax-rate';
import { COUNTRY_LABELS, jurisdictionText, productLineText, salesTaxTitle } from '../lib/sales-tax-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function SalesTaxFields({ row: r }: { row: SalesTaxView }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Country">{text(COUNTRY_LABELS[r.country])}</Field>
      <Field label="Jurisdiction">{text(jurisdictionText(r))}</Field>
      <Field label="Product line">{text(productLineText(r.product_line))}</Field>
      <Field label="Tax">{text(r.tax_name)}</Field>
      <Field label="Taxable">{text(r.taxable ? 'Yes' : 'No')}</Field>
      <Field label="Rate">
        <div>
          <SalesTaxRate row={r} />
        </div>
      </Field>
      <Field label="Effective from">{text(formatCalendarDate(r.effective_from))}</Field>
      <Field label="Effective to">{text(r.effective_to ? formatCalendarDate(r.effective_to) : 'Until ended')}</Field>
      <Field label="Added">{text(formatMoment(r.created_at))}</Field>
      <Field label="Source">
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.source || '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/**
 * /sales_taxes/:id: one tax row — where, which product line, taxable or not at what rate, from when
 * until when and on what source; for an admin Enter the rate (a row that needs one), End this row and
 * Edit source.
 */
export function SalesTaxDetailPage() {
  const { id = '' } = useParams();
  const query = useSalesTax(id);
  return (
    <DetailGate query={query} noun="sales tax row">
      {(row) => (
        <Stack gap="lg">
          <BackLink to="/sales_taxes" label="Sales taxes" />
          <Group justify="space-between">
            <Title order={1}>{salesTaxTitle(row)}</Title>
            <SalesTaxActions row={row} />
          </Group>
          {row.needs_rate && (
            <Alert color="yellow" variant="light" title="Rate needed">
              This row is taxable but nobody has confirmed its rate: invoices with work here from{' '}
              {formatCalendarDate(row.effective_from)} are refused until the rate is entered.
            </Alert>
          )}
          <Paper withBorder p="lg">
            <SalesTaxFields row={row} />
          </Paper>
        </Stack>
      )}
    </DetailGate>
  );
}
