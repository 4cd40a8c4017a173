import { Group, Modal, Select, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { CA_PROVINCES, salesTaxCreateSchema, US_STATES, type SalesTaxCreate, type SalesTaxView } from '@app/domain';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCreateSalesTax } from '../api/create-sales-tax';
import { COUNTRY_OPTIONS, NEVER_RERATED_TEXT, salesTaxTitle } from '../lib/sales-tax-format';

type Country = SalesTaxView['country'];

/** The product line option meaning "every product line" (the body's null). */
const ALL_LINES = 'all';

interface SalesTaxValues {
  country: Country;
  jurisdiction: string;
  /** A product line, or ALL_LINES. */
  product_line: string;
  tax_name: string;
  taxable: boolean;
  rate_percent: string;
  effective_from: string;
  effective_to: string;
  source: string;
}

const emptyValues = (): SalesTaxValues => ({
  country: 'US',
  jurisdiction: '',
  product_line: ALL_LINES,
  tax_name: '',
  taxable: true,
  rate_percent: '',
  effective_from: '',
  effective_to: '',
  source: '',
});

const FIELD_KEYS = [
  'country',
  'jurisdiction',
  'product_line',
  'tax_name',
  'taxable',
  'rate_percent',
  'effective_from',
  'effective_to',
  'source',
];

const PRODUCT_LINE_OPTIONS = [{ value: ALL_LINES, label: 'All product lines' }, ...optionsOf('productLine')];

/** The body the API takes, checked with its own schema; a row that is not taxable sends no rate. */
function checkSalesTax(v: SalesTaxValues): Checked<SalesTaxCreate> {
  const extra: Record<string, string> = {};
  if (!v.jurisdiction) extra.jurisdiction = 'Choose the state or province';
  if (!v.effective_from) extra.effective_from = 'Enter the first day the row applies';
  return checkedOf(
    salesTaxCreateSchema.safeParse({
      country: v.country,
      jurisdiction: v.jurisdiction,
      product_line: v.product_line === ALL_LINES ? null : v.product_line,
      tax_name: v.tax_name,
      taxable: v.taxable,
      rate_percent: v.taxable ? v.rate_percent.trim() || null : null,
      effective_from: v.effective_from,
      effective_to: v.effective_to || null,
      source: v.source.trim() || null,
    }),
    extra,
  );
}

/**
 * Add tax row (admin): one tax component (Sales tax, GST, HST, PST, QST) of one state or province, for
 * every product line or one, from its first day; taxable with its rate, or an explicit "not taxable".
 */
export function AddSalesTaxModal({ onClose, onAdded }: { onClose: () => void; onAdded: (row: SalesTaxView) => void }) {
  useReturnFocus();
  const create = useCreateSalesTax();
  const form = useFormState<SalesTaxValues, SalesTaxCreate>({
    initial: emptyValues,
    check: checkSalesTax,
    save: async (body) => {
      const row = await create.mutateAsync(body);
      toast.success(`${salesTaxTitle(row)} added`);
      onAdded(row);
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { country: ['jurisdiction'], taxable: ['rate_percent'] },
  });
  const { values } = form;
  const regions = values.country === 'US' ? US_STATES : CA_PROVINCES;

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Add tax row" size="lg">
      <ResourceFormFrame form={form} submitLabel="Add tax row" onCancel={onClose}>
        <Text size="sm" c="dimmed">
          {NEVER_RERATED_TEXT}
        </Text>
        <Group grow align="flex-start">
          <Select
            label="Country"
            required
            data={COUNTRY_OPTIONS}
            value={values.country}
            allowDeselect={false}
            onChange={(v) => {
              form.set('country', (v ?? 'US') as Country);
              form.set('jurisdiction', '');
            }}
            error={form.fieldError('country')}
          />
          <Select
            label={values.country === 'US' ? 'State' : 'Province or territory'}
            required
            searchable
            data={regions.map((r) => ({ value: r.value, label: `${r.label} (${r.value})` }))}
            value={values.jurisdiction || null}
            onChange={(v) => form.set('jurisdiction', v ?? '')}
            error={form.fieldError('jurisdiction')}
            nothingFoundMessage="No such state or province"
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Product line"
            description="A product line's own row replaces the general row of the same tax"
            data={PRODUCT_LINE_OPTIONS}
            value={values.product_line}
            allowDeselect={false}
            onChange={(v) => form.set('product_line', v ?? ALL_LINES)}
            error={form.fieldError('product_line')}
          />
          <TextInput
            label="Tax"
            description="Sales tax, GST, HST, PST or QST"
            required
            maxLength={40}
            {...form.field('tax_name')}
          />
        </Group>
        <Switch
          label="Taxable"
          description="Off: the place does not tax staffing (an explicit zero)"
          {...form.field('taxable', { type: 'checkbox' })}
        />
        {values.taxable && (
          <TextInput
            label="Rate"
            description="The combined percentage charged, as confirmed (e.g. 8.25)"
            required
            inputMode="decimal"
            rightSection="%"
            placeholder="0.00"
            {...form.field('rate_percent')}
          />
        )}
        <Group grow align="flex-start">
          <TextInput label="Effective from" type="date" required {...form.field('effective_from')} />
          <TextInput
            label="Effective to"
            description="Empty: in force until ended"
            type="date"
            {...form.field('effective_to')}
          />
        </Group>
        <Textarea
          label="Source"
          description="What the row rests on: the authority's page or notice"
          rows={2}
          maxLength={500}
          {...form.field('source')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
