import { Modal, Text, Textarea, TextInput } from '@mantine/core';
import { salesTaxUpdateSchema, type SalesTaxView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { textOrNull } from '../../../components/forms/form-check';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdateSalesTax, type SalesTaxUpdate } from '../api/update-sales-tax';
import { NEVER_RERATED_TEXT, percentText, salesTaxTitle } from '../lib/sales-tax-format';

interface RateValues {
  rate_percent: string;
  source: string;
}

/** The rate (required), and the source when it changed: where the confirmed rate comes from. */
function checkRate(before: string | null) {
  return (v: RateValues): Checked<SalesTaxUpdate> => {
    const extra: Record<string, string> = {};
    if (!v.rate_percent.trim()) extra.rate_percent = 'Enter the confirmed rate';
    const source = textOrNull(v.source);
    return checkedOf(
      salesTaxUpdateSchema.safeParse({
        rate_percent: v.rate_percent.trim() || undefined,
        ...(source !== before && { source }),
      }),
      extra,
    );
  };
}

/**
 * Enter the rate (admin) of a row that needs one: taxable, no rate confirmed, so nothing was ever taxed
 * at it and invoices with work there are refused until it has one. Once entered the rate is final.
 */
export function EnterRateDialog({ row, onClose }: { row: SalesTaxView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateSalesTax(row.id);
  const form = useFormState<RateValues, SalesTaxUpdate>({
    initial: () => ({ rate_percent: '', source: row.source ?? '' }),
    check: checkRate(row.source),
    save: async (body) => {
      const done = await update.mutateAsync(body);
      toast.success(
        `${salesTaxTitle(done)}: ${percentText(done.rate_percent)} from ${formatCalendarDate(done.effective_from)}`,
      );
      onClose();
    },
    fieldKeys: ['rate_percent', 'source'],
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Enter the rate?">
      <ResourceFormFrame form={form} submitLabel="Enter the rate" onCancel={onClose}>
        <Text size="sm">
          {salesTaxTitle(row)}, in force from {formatCalendarDate(row.effective_from)}: invoices with work here are
          refused until the rate is entered.
        </Text>
        <Text size="sm" fw={500}>
          Check it before saving: once entered, this row keeps the rate. {NEVER_RERATED_TEXT}
        </Text>
        <TextInput
          label="Rate"
          description="The combined percentage charged, as confirmed (e.g. 8.25)"
          required
          inputMode="decimal"
          rightSection="%"
          placeholder="0.00"
          data-autofocus
          {...form.field('rate_percent')}
        />
        <Textarea
          label="Source"
          description="Where the confirmed rate comes from"
          rows={2}
          maxLength={500}
          {...form.field('source')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
