import { Group, Modal, Select, TextInput } from '@mantine/core';
import {
  US_STATES,
  workersCompRateCreateSchema,
  workersCompRateUpdateSchema,
  type WorkersCompRateCreate,
  type WorkersCompRateUpdate,
  type WorkersCompRateView,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useWorkersCompCodes } from '../../../components/reference/workers-comp-codes';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCreateCompRate } from '../api/create-comp-rate';
import { useUpdateCompRate } from '../api/update-comp-rate';
import { trimDecimal } from './company-tax-format';

interface CompRateValues {
  workers_comp_code_id: string;
  state: string;
  year: string;
  rate_per_100: string;
}

const FIELD_KEYS = ['workers_comp_code_id', 'state', 'year', 'rate_per_100'];
const choices = (v: CompRateValues): Record<string, string> => ({
  ...(v.workers_comp_code_id ? {} : { workers_comp_code_id: 'Choose a workers comp code' }),
  ...(v.state ? {} : { state: 'Choose a US state' }),
});

function useCompRateForm<B>(
  initial: () => CompRateValues,
  check: (v: CompRateValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<CompRateValues, B>({ initial, check, save, fieldKeys: FIELD_KEYS });
}

function CompRateFields({
  form,
  submitLabel,
  onCancel,
}: {
  form: ReturnType<typeof useCompRateForm<unknown>>;
  submitLabel: string;
  onCancel: () => void;
}) {
  const codes = useWorkersCompCodes();
  const options = (codes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.description}` }));
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <Select
        label="Workers comp code"
        required
        data={options}
        value={form.values.workers_comp_code_id || null}
        onChange={(v) => form.set('workers_comp_code_id', v ?? '')}
        searchable
        nothingFoundMessage={codes.isPending ? 'Loading…' : 'No code matches'}
        error={form.fieldError('workers_comp_code_id')}
      />
      <Group grow align="flex-start">
        <Select
          label="State"
          required
          data={US_STATES}
          value={form.values.state || null}
          onChange={(v) => form.set('state', v ?? '')}
          searchable
          error={form.fieldError('state')}
        />
        <TextInput label="Year" required inputMode="numeric" maxLength={4} {...form.field('year')} />
      </Group>
      <TextInput
        label="Rate per $100 of wages"
        required
        inputMode="decimal"
        description="The employer's rate for this class code, up to four decimals"
        {...form.field('rate_per_100')}
      />
    </ResourceFormFrame>
  );
}

export function NewCompRateModal({ employerKey, onClose }: { employerKey: string; onClose: () => void }) {
  useReturnFocus();
  const create = useCreateCompRate();
  const form = useCompRateForm(
    () => ({ workers_comp_code_id: '', state: '', year: String(new Date().getFullYear()), rate_per_100: '' }),
    (v): Checked<WorkersCompRateCreate> =>
      checkedOf(workersCompRateCreateSchema.safeParse({ employer_key: employerKey, ...v }), choices(v)),
    async (body) => {
      const saved = await create.mutateAsync(body);
      toast.success(`Rate for ${saved.workers_comp_code.code} in ${saved.state} added`);
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="New workers' comp rate">
      <CompRateFields form={form} submitLabel="Add rate" onCancel={onClose} />
    </Modal>
  );
}

export function EditCompRateModal({ rate, onClose }: { rate: WorkersCompRateView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateCompRate();
  const form = useCompRateForm(
    () => ({
      workers_comp_code_id: rate.workers_comp_code.id,
      state: rate.state,
      year: String(rate.year),
      rate_per_100: trimDecimal(rate.rate_per_100),
    }),
    (v): Checked<WorkersCompRateUpdate> => checkedOf(workersCompRateUpdateSchema.safeParse(v), choices(v)),
    async (body) => {
      await update.mutateAsync({ id: rate.id, body });
      toast.success('Rate saved');
      onClose();
    },
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit the rate for ${rate.workers_comp_code.code} in ${rate.state} for ${rate.year}`}
    >
      <CompRateFields form={form} submitLabel="Save rate" onCancel={onClose} />
    </Modal>
  );
}
