import { Modal, Text, TextInput } from '@mantine/core';
import { salesTaxUpdateSchema, type SalesTaxView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdateSalesTax, type SalesTaxUpdate } from '../api/update-sales-tax';
import { chargeText, NEVER_RERATED_TEXT, salesTaxTitle } from '../lib/sales-tax-format';

function checkEnd(row: SalesTaxView) {
  return (v: { effective_to: string }): Checked<SalesTaxUpdate> => {
    const extra: Record<string, string> = {};
    if (!v.effective_to) extra.effective_to = 'Enter the last day the row is in force';
    else if (v.effective_to < row.effective_from) extra.effective_to = 'Ends before it starts';
    return checkedOf(salesTaxUpdateSchema.safeParse({ effective_to: v.effective_to || undefined }), extra);
  };
}

/**
 * End this row (admin): its last day in force. Work after that day is no longer taxed by it; a new
 * rate from the next day is a new row, never this one changed.
 */
export function EndSalesTaxDialog({ row, onClose }: { row: SalesTaxView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateSalesTax(row.id);
  const form = useFormState<{ effective_to: string }, SalesTaxUpdate>({
    initial: () => ({ effective_to: '' }),
    check: checkEnd(row),
    save: async (body) => {
      const done = await update.mutateAsync(body);
      toast.success(`${salesTaxTitle(done)} ends ${formatCalendarDate(done.effective_to)}`);
      onClose();
    },
    fieldKeys: ['effective_to'],
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="End this row?">
      <ResourceFormFrame form={form} submitLabel="End this row" onCancel={onClose}>
        <Text size="sm">
          {salesTaxTitle(row)} · {chargeText(row)} · in force from {formatCalendarDate(row.effective_from)}.
        </Text>
        <Text size="sm">
          Work after the last day is no longer taxed by this row. {NEVER_RERATED_TEXT} To change the rate, end this row
          and add a new one from the next day.
        </Text>
        <TextInput label="Last day in force" type="date" required data-autofocus {...form.field('effective_to')} />
      </ResourceFormFrame>
    </Modal>
  );
}
