import { Group, Modal, Select, Textarea, TextInput } from '@mantine/core';
import { adjustmentCreateSchema, type AdjustmentCreate, type AdjustmentView } from '@app/domain';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import { formatCalendarDate, todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useClientOptions } from '../../../components/reference/client-options';
import { ClientPicker } from '../../../components/reference/client-picker';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useAdjustmentTypes } from '../api/get-adjustment-types';
import { useClientInvoices, type ClientInvoice } from '../api/get-client-invoices';
import { useCreateAdjustment } from '../api/create-adjustment';
import { adjustmentTitle, CURRENCY_OPTIONS, moneyIn } from '../lib/adjustment-format';

interface AddAdjustmentValues {
  client_id: string;
  type: string;
  direction: string;
  amount: string;
  currency: string;
  date: string;
  description: string;
  notes: string;
  invoice_related_to: string;
  partner_amount_due: string;
}

/** What the form starts from when opened from an invoice: its client, the invoice and its currency. */
export interface AdjustmentPrefill {
  client_id?: string | undefined;
  invoice_related_to?: string | undefined;
  currency?: string | undefined;
}

const FIELD_KEYS = [
  'client_id',
  'type',
  'direction',
  'amount',
  'currency',
  'date',
  'description',
  'notes',
  'invoice_related_to',
  'partner_amount_due',
];

/** A currency the form offers, else USD (a link may carry anything). */
const currencyOr = (c: string | undefined) => (c && CURRENCY_OPTIONS.some((o) => o.value === c) ? c : 'usd');

/** The body the API takes, checked with its own schema (blank optional fields are left to its defaults). */
function checkAdd(v: AddAdjustmentValues): Checked<AdjustmentCreate> {
  const extra: Record<string, string> = {};
  if (!v.client_id) extra.client_id = 'Choose the client';
  if (!v.type) extra.type = 'Choose a type';
  if (!v.direction) extra.direction = 'Choose a credit to the client or a charge';
  if (!v.amount.trim()) extra.amount = 'Enter the amount';
  if (!v.date) extra.date = 'Enter the date';
  return checkedOf(
    adjustmentCreateSchema.safeParse({
      client_id: v.client_id,
      type: v.type,
      direction: v.direction || undefined,
      amount: v.amount,
      currency: v.currency,
      description: v.description,
      notes: v.notes.trim() || undefined,
      date: v.date,
      invoice_related_to: v.invoice_related_to || undefined,
      partner_amount_due: v.partner_amount_due.trim() || undefined,
    }),
    extra,
  );
}

/** "1001 · $1,890.00 · Jun 14, 2027": which invoice the adjustment corrects. */
const invoiceOption = (i: ClientInvoice) => ({
  value: i.id,
  label: [
    i.number ?? 'Draft',
    moneyIn(i.total_due, i.currency),
    i.invoice_date ? formatCalendarDate(i.invoice_date) : null,
  ]
    .filter(Boolean)
    .join(' · '),
});

/**
 * Add adjustment: a credit to the client or a charge, of a type the platform offers, in USD or CAD,
 * dated (today by default), described as the client will read it, optionally naming the invoice it
 * corrects, and what the partner owes for it. The next invoice run charges it to the client's invoice.
 */
export function AddAdjustmentModal({
  prefill = {},
  onClose,
  onAdded,
}: {
  prefill?: AdjustmentPrefill;
  onClose: () => void;
  onAdded: (adjustment: AdjustmentView) => void;
}) {
  useReturnFocus();
  const create = useCreateAdjustment();
  const clients = useClientOptions();
  const types = useAdjustmentTypes();
  const form = useFormState<AddAdjustmentValues, AdjustmentCreate>({
    initial: () => ({
      client_id: prefill.client_id ?? '',
      type: '',
      direction: '',
      amount: '',
      currency: currencyOr(prefill.currency),
      date: todayIso(),
      description: '',
      notes: '',
      invoice_related_to: prefill.invoice_related_to ?? '',
      partner_amount_due: '0.00',
    }),
    check: checkAdd,
    save: async (body) => {
      const done = await create.mutateAsync(body);
      toast.success(`${adjustmentTitle(done)} added: the next invoice run charges it`);
      onAdded(done);
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { client_id: ['invoice_related_to'] },
  });
  const { values } = form;
  const invoices = useClientInvoices(values.client_id || null);

  const chooseClient = (id: string | null) => {
    form.set('client_id', id ?? '');
    form.set('invoice_related_to', '');
  };
  // Picking the corrected invoice brings its currency along.
  const chooseInvoice = (id: string | null) => {
    form.set('invoice_related_to', id ?? '');
    const picked = (invoices.data ?? []).find((i) => i.id === id);
    if (picked) form.set('currency', picked.currency.toLowerCase());
  };

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Add adjustment" size="lg">
      <ResourceFormFrame form={form} submitLabel="Add adjustment" onCancel={onClose}>
        <ClientPicker
          clients={clients}
          value={values.client_id}
          onChange={chooseClient}
          error={form.fieldError('client_id')}
        />
        <Group grow align="flex-start">
          <Select
            label="Type"
            required
            data={types}
            value={values.type || null}
            onChange={(v) => form.set('type', v ?? '')}
            error={form.fieldError('type')}
            allowDeselect={false}
            nothingFoundMessage="No adjustment types are set up"
          />
          <Select
            label="Direction"
            required
            data={optionsOf('adjustmentDirection')}
            value={values.direction || null}
            onChange={(v) => form.set('direction', v ?? '')}
            error={form.fieldError('direction')}
            allowDeselect={false}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Amount"
            required
            inputMode="decimal"
            leftSection="$"
            placeholder="0.00"
            {...form.field('amount')}
          />
          <Select
            label="Currency"
            required
            data={CURRENCY_OPTIONS}
            value={values.currency}
            onChange={(v) => v && form.set('currency', v)}
            error={form.fieldError('currency')}
            allowDeselect={false}
          />
          <TextInput label="Date" type="date" required {...form.field('date')} />
        </Group>
        <TextInput
          label="Description"
          description="As the client reads it on the invoice"
          required
          maxLength={300}
          {...form.field('description')}
        />
        <Select
          label="Corrects invoice"
          description="The client's invoice this adjustment corrects, if any (a finalized invoice is never edited)"
          data={(invoices.data ?? []).map(invoiceOption)}
          value={values.invoice_related_to || null}
          onChange={chooseInvoice}
          error={form.fieldError('invoice_related_to')}
          disabled={!values.client_id}
          placeholder={!values.client_id ? 'Choose the client first' : invoices.isLoading ? 'Loading…' : 'None'}
          nothingFoundMessage="No finalized invoices"
          searchable
          clearable
        />
        <TextInput
          label="Partner amount due"
          description="What the partner owes (or, negative, is owed) for it, for distributions; never shown to the client"
          inputMode="decimal"
          leftSection="$"
          {...form.field('partner_amount_due')}
        />
        <Textarea label="Notes" description="Internal" rows={2} maxLength={2000} {...form.field('notes')} />
      </ResourceFormFrame>
    </Modal>
  );
}
