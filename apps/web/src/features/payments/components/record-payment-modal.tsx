import { Group, Modal, MultiSelect, Select, Text, Textarea, TextInput } from '@mantine/core';
import { paymentCreateSchema, type PaymentCreate, type PaymentDetail } from '@app/domain';
import { formatCalendarDate, todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useClientOptions } from '../../../components/reference/client-options';
import { ClientPicker } from '../../../components/reference/client-picker';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useOpenInvoices, type OpenInvoice } from '../api/get-open-invoices';
import { useRecordPayment } from '../api/record-payment';
import { moneyIn } from '../lib/payment-format';

interface RecordPaymentValues {
  client_id: string;
  amount: string;
  currency: string;
  method: string;
  payment_date: string;
  reference: string;
  /** The invoices the remittance names, in the order picked: paid first. */
  invoice_ids: string[];
  notes: string;
}

const emptyValues = (): RecordPaymentValues => ({
  client_id: '',
  amount: '',
  currency: 'usd',
  method: '',
  payment_date: todayIso(),
  reference: '',
  invoice_ids: [],
  notes: '',
});

const CURRENCY_OPTIONS = [
  { value: 'usd', label: 'USD' },
  { value: 'cad', label: 'CAD' },
];

const FIELD_KEYS = ['client_id', 'amount', 'currency', 'method', 'payment_date', 'reference', 'invoice_ids', 'notes'];

/** The body the API takes, checked with its own schema (blank optional fields are left out). */
function checkRecord(v: RecordPaymentValues): Checked<PaymentCreate> {
  const extra: Record<string, string> = {};
  if (!v.client_id) extra.client_id = 'Choose the client who paid';
  if (!v.amount.trim()) extra.amount = 'Enter the amount';
  if (!v.method) extra.method = 'Choose ACH, wire, check or card';
  if (!v.payment_date) extra.payment_date = 'Enter the date the cash arrived';
  return checkedOf(
    paymentCreateSchema.safeParse({
      client_id: v.client_id,
      amount: v.amount,
      currency: v.currency,
      method: v.method || undefined,
      payment_date: v.payment_date,
      reference: v.reference.trim() || undefined,
      invoice_ids: v.invoice_ids.length > 0 ? v.invoice_ids : undefined,
      notes: v.notes.trim() || undefined,
    }),
    extra,
  );
}

/** "1001 · $1,890.00 remaining · due Jul 14, 2027": what picking the invoice pays toward. */
const invoiceOption = (i: OpenInvoice) => ({
  value: i.id,
  label: [
    i.number ?? 'Draft',
    `${moneyIn(i.remaining_amount, i.currency)} remaining`,
    i.due_date ? `due ${formatCalendarDate(i.due_date)}` : null,
  ]
    .filter(Boolean)
    .join(' · '),
});

/** "Payment recorded: $1,000.00 applied, $250.00 unapplied". */
const recordedText = (p: PaymentDetail) =>
  `Payment recorded: ${moneyIn(p.allocated_amount, p.currency)} applied, ${moneyIn(p.unapplied_amount, p.currency)} unapplied`;

/**
 * Record payment: who paid, how much, how and when, and optionally the invoices the remittance names
 * (paid first, in the order picked; the API applies the rest oldest due first and keeps what is left as
 * the client's credit). One Idempotency-Key per opening: a retry of the submission is the same request.
 */
export function RecordPaymentModal({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (payment: PaymentDetail) => void;
}) {
  useReturnFocus();
  const [key] = useIdempotencyKey();
  const record = useRecordPayment();
  const clients = useClientOptions();
  const form = useFormState<RecordPaymentValues, PaymentCreate>({
    initial: emptyValues,
    check: checkRecord,
    save: async (body) => {
      const done = await record.mutateAsync({ body, key });
      toast.success(recordedText(done));
      onRecorded(done);
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { client_id: ['invoice_ids'], currency: ['invoice_ids'] },
  });
  const { values } = form;
  const open = useOpenInvoices(values.client_id || null);
  const invoices = (open.data ?? []).filter((i) => i.currency.toLowerCase() === values.currency);

  const chooseClient = (id: string | null) => {
    form.set('client_id', id ?? '');
    form.set('invoice_ids', []);
  };
  const chooseCurrency = (currency: string | null) => {
    if (!currency) return;
    form.set('currency', currency);
    const same = new Set((open.data ?? []).filter((i) => i.currency.toLowerCase() === currency).map((i) => i.id));
    form.set(
      'invoice_ids',
      values.invoice_ids.filter((id) => same.has(id)),
    );
  };

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Record payment" size="lg">
      <ResourceFormFrame form={form} submitLabel="Record payment" onCancel={onClose}>
        {form.error && (
          <Text size="sm" c="dimmed">
            Sending it again is safe: however often this form is sent, the payment is recorded once.
          </Text>
        )}
        <ClientPicker
          clients={clients}
          value={values.client_id}
          onChange={chooseClient}
          error={form.fieldError('client_id')}
          prompt="Choose the client who paid"
        />
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
            onChange={chooseCurrency}
            error={form.fieldError('currency')}
            allowDeselect={false}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Method"
            required
            data={optionsOf('paymentMethod')}
            value={values.method || null}
            onChange={(v) => form.set('method', v ?? '')}
            error={form.fieldError('method')}
            allowDeselect={false}
          />
          <TextInput label="Payment date" type="date" required {...form.field('payment_date')} />
        </Group>
        <TextInput
          label="Reference"
          description="The check number, the ACH trace or the wire reference"
          maxLength={200}
          {...form.field('reference')}
        />
        <MultiSelect
          label="Invoices to pay first"
          description="Paid in the order picked; the rest goes to the oldest due invoices, and what is left stays as the client's credit."
          data={invoices.map(invoiceOption)}
          value={values.invoice_ids}
          onChange={(ids) => form.set('invoice_ids', ids)}
          error={form.fieldError('invoice_ids')}
          disabled={!values.client_id}
          placeholder={!values.client_id ? 'Choose the client first' : open.isLoading ? 'Loading…' : 'Oldest due first'}
          nothingFoundMessage="No open invoices"
          searchable
          clearable
        />
        <Textarea label="Notes" rows={2} maxLength={2000} {...form.field('notes')} />
      </ResourceFormFrame>
    </Modal>
  );
}
