import { Group, Modal, Textarea, TextInput } from '@mantine/core';
import { purchaseOrderUpdateSchema, type PurchaseOrderDetail, type PurchaseOrderUpdate } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdatePurchaseOrder } from '../api/update-purchase-order';
import { inMeasure } from '../lib/purchase-order-format';

interface EditValues {
  budget: string;
  ends_on: string;
  description: string;
}

const FIELD_KEYS = ['budget', 'ends_on', 'description'];

/** Sends only what changed (an unchanged budget is not re-sent). */
function checkEdit(po: PurchaseOrderDetail, v: EditValues): Checked<PurchaseOrderUpdate> {
  const extra: Record<string, string> = {};
  if (!v.budget.trim()) extra.budget = 'Enter the budget';
  return checkedOf(
    purchaseOrderUpdateSchema.safeParse({
      ...(Number(v.budget) !== Number(po.budget) && { budget: v.budget.trim() }),
      ...((v.ends_on || null) !== po.ends_on && { ends_on: v.ends_on || null }),
      ...((v.description.trim() || null) !== po.description && { description: v.description.trim() || null }),
    }),
    extra,
  );
}

/**
 * Edit a PO: raise (or lower) its budget — never below what is consumed, the API says so beside the
 * field — move its end, and describe it.
 */
export function EditPurchaseOrderModal({ po, onClose }: { po: PurchaseOrderDetail; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdatePurchaseOrder(po.id);
  const form = useFormState<EditValues, PurchaseOrderUpdate>({
    initial: () => ({ budget: po.budget, ends_on: po.ends_on ?? '', description: po.description ?? '' }),
    check: (v) => checkEdit(po, v),
    save: async (body) => {
      await update.mutateAsync(body);
      toast.success(`Purchase order ${po.number} saved`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title={`Edit purchase order ${po.number}`}>
      <ResourceFormFrame form={form} submitLabel="Save" onCancel={onClose}>
        <Group grow align="flex-start">
          <TextInput
            label={po.budget_kind === 'hours' ? 'Budget (hours)' : `Budget (${po.currency.toUpperCase()})`}
            description={`Consumed so far: ${inMeasure(po, po.consumed)}`}
            required
            inputMode="decimal"
            {...form.field('budget')}
          />
          <TextInput label="Ends on" type="date" description="Empty: open-ended" {...form.field('ends_on')} />
        </Group>
        <Textarea label="Description" rows={2} maxLength={500} {...form.field('description')} />
      </ResourceFormFrame>
    </Modal>
  );
}
