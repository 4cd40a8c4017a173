import { Group, Modal, Select, TextInput } from '@mantine/core';
import {
  stateRegistrationCreateSchema,
  stateRegistrationUpdateSchema,
  US_STATES,
  type StateRegistrationCreate,
  type StateRegistrationUpdate,
  type StateRegistrationView,
} from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useCreateRegistration } from '../api/create-registration';
import { useUpdateRegistration } from '../api/update-registration';
import { trimDecimal } from './company-tax-format';

interface RegistrationValues {
  state: string;
  year: string;
  /** Blank on an edit keeps the number on file. */
  account_number: string;
  suta_rate_percent: string;
  suta_wage_base: string;
}

const FIELD_KEYS = ['state', 'year', 'account_number', 'suta_rate_percent', 'suta_wage_base'];
const chooseState = (v: RegistrationValues): Record<string, string> => (v.state ? {} : { state: 'Choose a US state' });

function useRegistrationForm<B>(
  initial: () => RegistrationValues,
  check: (v: RegistrationValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useFormState<RegistrationValues, B>({ initial, check, save, fieldKeys: FIELD_KEYS });
}

function RegistrationFields({
  form,
  maskedAccount,
  submitLabel,
  onCancel,
}: {
  form: ReturnType<typeof useRegistrationForm<unknown>>;
  maskedAccount: string | null;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
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
        label="State unemployment account number"
        required={!maskedAccount}
        autoComplete="off"
        maxLength={30}
        description={maskedAccount ? `On file: ${maskedAccount}. Leave blank to keep it.` : undefined}
        {...form.field('account_number')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="SUTA rate (%)"
          required
          inputMode="decimal"
          description="The rate the state assigned this employer"
          {...form.field('suta_rate_percent')}
        />
        <TextInput
          label="Wage base ($)"
          required
          inputMode="decimal"
          description="The state's taxable wage base for the year"
          {...form.field('suta_wage_base')}
        />
      </Group>
    </ResourceFormFrame>
  );
}

export function NewRegistrationModal({ employerKey, onClose }: { employerKey: string; onClose: () => void }) {
  useReturnFocus();
  const create = useCreateRegistration();
  const form = useRegistrationForm(
    () => ({
      state: '',
      year: String(new Date().getFullYear()),
      account_number: '',
      suta_rate_percent: '',
      suta_wage_base: '',
    }),
    (v): Checked<StateRegistrationCreate> =>
      checkedOf(stateRegistrationCreateSchema.safeParse({ employer_key: employerKey, ...v }), chooseState(v)),
    async (body) => {
      await create.mutateAsync(body);
      toast.success(`${body.state} registration for ${body.year} added`);
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title="New state registration">
      <RegistrationFields form={form} maskedAccount={null} submitLabel="Add registration" onCancel={onClose} />
    </Modal>
  );
}

export function EditRegistrationModal({
  registration,
  onClose,
}: {
  registration: StateRegistrationView;
  onClose: () => void;
}) {
  useReturnFocus();
  const update = useUpdateRegistration();
  const form = useRegistrationForm(
    () => ({
      state: registration.state,
      year: String(registration.year),
      account_number: '',
      suta_rate_percent: trimDecimal(registration.suta_rate_percent),
      suta_wage_base: registration.suta_wage_base,
    }),
    (v): Checked<StateRegistrationUpdate> =>
      checkedOf(
        stateRegistrationUpdateSchema.safeParse({
          ...v,
          account_number: v.account_number.trim() ? v.account_number : undefined,
        }),
        chooseState(v),
      ),
    async (body) => {
      await update.mutateAsync({ id: registration.id, body });
      toast.success('Registration saved');
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title={`Edit the ${registration.state} registration for ${registration.year}`}>
      <RegistrationFields
        form={form}
        maskedAccount={registration.account_number_masked}
        submitLabel="Save registration"
        onCancel={onClose}
      />
    </Modal>
  );
}
