import { Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { invoiceLineCreateSchema, type InvoiceDetail, type InvoiceLineCreate, type InvoiceLineView } from '@app/domain';
import { useId } from 'react';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useAddInvoiceLine, useChangeInvoiceLine } from '../api/correct-invoice';
import { lineAmountOf } from '../lib/correction-format';
import { moneyIn } from '../lib/invoice-format';

type Pricing = 'timed' | 'amount';

interface LineValues {
  description: string;
  pricing: Pricing;
  hours: string;
  rate: string;
  amount: string;
}

const PRICING_OPTIONS = [
  { value: 'timed', label: 'Hours × rate' },
  { value: 'amount', label: 'Amount' },
];

/** A rate as typed back into the form: '65.0000' → '65.00', '10.1250' → '10.125'. */
const rateText = (rate: string) => rate.replace(/^(-?\d+\.\d\d)(\d*?)0*$/, '$1$2');

function checkLine(v: LineValues): Checked<InvoiceLineCreate> {
  const body =
    v.pricing === 'timed'
      ? { description: v.description, hours: v.hours.trim(), rate: v.rate.trim() }
      : { description: v.description, amount: v.amount.trim() };
  return checkedOf(invoiceLineCreateSchema.safeParse(body));
}

const initialOf = (line: InvoiceLineView | undefined): LineValues => {
  if (!line) return { description: '', pricing: 'timed', hours: '', rate: '', amount: '' };
  const timed = line.rate !== null && line.minutes !== 0;
  return {
    description: line.description,
    pricing: timed ? 'timed' : 'amount',
    hours: timed ? line.hours : '',
    rate: timed && line.rate ? rateText(line.rate) : '',
    amount: timed ? '' : line.amount,
  };
};

/**
 * Add line (or Edit line) on a draft: a description and either hours × rate (rounded half-up, shown
 * as typed) or an amount (negative for a discount). A manual line carries no sales tax.
 */
export function InvoiceLineModal({
  invoice,
  line,
  onClose,
}: {
  invoice: InvoiceDetail;
  /** The line to edit; absent: a new line. */
  line?: InvoiceLineView;
  onClose: () => void;
}) {
  useReturnFocus();
  const add = useAddInvoiceLine(invoice.id);
  const change = useChangeInvoiceLine(invoice.id);
  const pricingLabel = useId();
  const form = useFormState<LineValues, InvoiceLineCreate>({
    initial: () => initialOf(line),
    check: checkLine,
    save: async (body) => {
      if (line) await change.mutateAsync({ lineId: line.id, body });
      else await add.mutateAsync(body);
      toast.success(line ? 'Line saved' : 'Line added');
      onClose();
    },
    fieldKeys: ['description', 'hours', 'rate', 'amount'],
    alsoClears: { pricing: ['hours', 'rate', 'amount'] },
  });
  const v = form.values;
  const priced = v.pricing === 'timed' ? lineAmountOf(v.hours, v.rate) : null;
  const title = line ? 'Edit line' : 'Add line';
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title={title}>
      <ResourceFormFrame form={form} submitLabel={line ? 'Save line' : 'Add line'} onCancel={onClose}>
        <TextInput label="Description" required maxLength={300} data-autofocus {...form.field('description')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={pricingLabel}>
            Priced by
          </Text>
          <SegmentedControl
            aria-labelledby={pricingLabel}
            fullWidth
            data={PRICING_OPTIONS}
            value={v.pricing}
            onChange={(p) => form.set('pricing', p as Pricing)}
          />
        </Stack>
        {v.pricing === 'timed' ? (
          <>
            <TextInput label="Hours" required inputMode="decimal" placeholder="7.50" {...form.field('hours')} />
            <TextInput label="Rate" required inputMode="decimal" placeholder="65.00" {...form.field('rate')} />
            <Text size="sm" aria-live="polite">
              Amount: {priced ? moneyIn(priced, invoice.currency) : '—'}
            </Text>
          </>
        ) : (
          <TextInput
            label="Amount"
            description="Negative for a discount"
            required
            inputMode="decimal"
            placeholder="125.00"
            {...form.field('amount')}
          />
        )}
      </ResourceFormFrame>
    </Modal>
  );
}
