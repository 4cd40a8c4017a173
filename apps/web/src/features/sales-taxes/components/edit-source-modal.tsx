import { Modal, Textarea } from '@mantine/core';
import { salesTaxUpdateSchema, type SalesTaxView } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { textOrNull } from '../../../components/forms/form-check';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdateSalesTax, type SalesTaxUpdate } from '../api/update-sales-tax';

/** Edit source (admin): what the row rests on. Its rate and dates stay as they are. */
export function EditSourceModal({ row, onClose }: { row: SalesTaxView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateSalesTax(row.id);
  const form = useFormState<{ source: string }, SalesTaxUpdate>({
    initial: () => ({ source: row.source ?? '' }),
    check: (v): Checked<SalesTaxUpdate> => checkedOf(salesTaxUpdateSchema.safeParse({ source: textOrNull(v.source) })),
    save: async (body) => {
      if (body.source !== row.source) await update.mutateAsync(body);
      toast.success('Source saved');
      onClose();
    },
    fieldKeys: ['source'],
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Edit source">
      <ResourceFormFrame form={form} submitLabel="Save source" onCancel={onClose}>
        <Textarea
          label="Source"
          description="The authority's page or notice the row rests on"
          rows={3}
          maxLength={500}
          data-autofocus
          {...form.field('source')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}
