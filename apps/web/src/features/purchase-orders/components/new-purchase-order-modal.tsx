import { Group, Modal, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { purchaseOrderCreateSchema, type PurchaseOrderCreate, type PurchaseOrderDetail } from '@app/domain';
import { optionsOf } from '../../../components/data-list/filter-inputs';
import { todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useClientOptions } from '../../../components/reference/client-options';
import { ClientPicker } from '../../../components/reference/client-picker';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useClientAssignments } from '../api/get-client-assignments';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';

interface NewPurchaseOrderValues {
  client_id: string;
  number: string;
  description: string;
  budget_kind: string;
  budget: string;
  currency: string;
  starts_on: string;
  ends_on: string;
  assignment_ids: string[];
}

const FIELD_KEYS = [
  'client_id',
  'number',
  'description',
  'budget_kind',
  'budget',
  'currency',
  'starts_on',
  'ends_on',
  'assignment_ids',
];

const CURRENCY_OPTIONS = [
  { value: 'usd', label: 'USD' },
  { value: 'cad', label: 'CAD' },
];

/** The body the API takes, checked with its own schema. */
function checkNew(v: NewPurchaseOrderValues): Checked<PurchaseOrderCreate> {
  const extra: Record<string, string> = {};
  if (!v.client_id) extra.client_id = 'Choose the client';
  if (!v.budget_kind) extra.budget_kind = 'Choose a budget in hours or in money';
  if (!v.budget.trim()) extra.budget = 'Enter the budget';
  return checkedOf(
    purchaseOrderCreateSchema.safeParse({
      client_id: v.client_id,
      number: v.number,
      description: v.description.trim() || null,
      budget_kind: v.budget_kind || undefined,
      budget: v.budget,
      currency: v.currency,
      starts_on: v.starts_on,
      ends_on: v.ends_on || null,
      assignment_ids: v.assignment_ids,
    }),
    extra,
  );
}

/**
 * New purchase order: the client, its number, a budget in hours or money, the validity window (open-ended
 * without an end) and the client's assignments it covers. Approving their time consumes it from then on.
 */
export function NewPurchaseOrderModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (po: PurchaseOrderDetail) => void;
}) {
  useReturnFocus();
  const create = useCreatePurchaseOrder();
  const clients = useClientOptions();
  const form = useFormState<NewPurchaseOrderValues, PurchaseOrderCreate>({
    initial: () => ({
      client_id: '',
      number: '',
      description: '',
      budget_kind: 'hours',
      budget: '',
      currency: 'usd',
      starts_on: todayIso(),
      ends_on: '',
      assignment_ids: [],
    }),
    check: checkNew,
    save: async (body) => {
      const done = await create.mutateAsync(body);
      toast.success(`Purchase order ${done.number} created`);
      onCreated(done);
    },
    fieldKeys: FIELD_KEYS,
    alsoClears: { client_id: ['assignment_ids'] },
  });
  const { values } = form;
  const assignments = useClientAssignments(values.client_id || null);
  const chooseClient = (id: string | null) => {
    form.set('client_id', id ?? '');
    form.set('assignment_ids', []);
  };

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="New purchase order" size="lg">
      <ResourceFormFrame form={form} submitLabel="Create purchase order" onCancel={onClose}>
        <ClientPicker
          clients={clients}
          value={values.client_id}
          onChange={chooseClient}
          error={form.fieldError('client_id')}
        />
        <TextInput label="PO number" required maxLength={40} {...form.field('number')} />
        <Group grow align="flex-start">
          <Select
            label="Budget in"
            required
            data={optionsOf('purchaseOrderBudgetKind')}
            value={values.budget_kind || null}
            onChange={(v) => form.set('budget_kind', v ?? '')}
            error={form.fieldError('budget_kind')}
            allowDeselect={false}
          />
          <TextInput
            label="Budget"
            required
            inputMode="decimal"
            placeholder={values.budget_kind === 'hours' ? 'Hours' : '0.00'}
            {...form.field('budget')}
          />
          {values.budget_kind === 'amount' && (
            <Select
              label="Currency"
              required
              data={CURRENCY_OPTIONS}
              value={values.currency}
              onChange={(v) => v && form.set('currency', v)}
              error={form.fieldError('currency')}
              allowDeselect={false}
            />
          )}
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Starts on" type="date" required {...form.field('starts_on')} />
          <TextInput label="Ends on" type="date" description="Empty: open-ended" {...form.field('ends_on')} />
        </Group>
        <MultiSelect
          label="Assignments it covers"
          description="Approving their time consumes this purchase order"
          data={assignments.data ?? []}
          value={values.assignment_ids}
          onChange={(ids) => form.set('assignment_ids', ids)}
          error={form.fieldError('assignment_ids')}
          disabled={!values.client_id}
          placeholder={!values.client_id ? 'Choose the client first' : assignments.isLoading ? 'Loading…' : undefined}
          nothingFoundMessage="No assignments"
          searchable
        />
        <Textarea label="Description" rows={2} maxLength={500} {...form.field('description')} />
      </ResourceFormFrame>
    </Modal>
  );
}
