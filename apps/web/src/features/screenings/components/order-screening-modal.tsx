import { Modal, Select } from '@mantine/core';
import { SANDBOX_OUTCOMES, enumOptions, screeningOrderSchema, type ScreeningOrderInput } from '@app/domain';
import { useNavigate } from 'react-router';
import { checkedOf } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useClientOptions } from '../../../components/reference/client-options';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { usePublicGlobals } from '../../../lib/auth/use-public-globals';
import { useOrderScreening } from '../api/screenings';

interface Values {
  contractor_id: string;
  type: string;
  client_id: string;
  sandbox_outcome: string;
}

const FIELD_KEYS = ['contractor_id', 'type', 'client_id', 'sandbox_outcome'];
const OUTCOME_LABELS: Record<(typeof SANDBOX_OUTCOMES)[number], string> = {
  clear: 'Clear',
  consider: 'Consider (needs approval)',
  failed: 'Failed',
};

/** Order a screening through the provider (the local sandbox answers after a few seconds with the chosen result). */
export function OrderScreeningModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const navigate = useNavigate();
  const order = useOrderScreening();
  const workers = useContractorOptions(true);
  const clients = useClientOptions(true);
  // The sandbox provider (and so its chosen result) exists only outside production (decision 0073).
  const sandbox = usePublicGlobals().mode !== 'production';
  const form = useFormState<Values, ScreeningOrderInput>({
    initial: () => ({ contractor_id: '', type: '', client_id: '', sandbox_outcome: 'clear' }),
    check: (v) =>
      checkedOf(
        screeningOrderSchema.safeParse({
          ...v,
          client_id: v.client_id || null,
          sandbox_outcome: sandbox ? v.sandbox_outcome : undefined,
        }),
        {
          ...(v.contractor_id ? {} : { contractor_id: 'Choose the worker' }),
          ...(v.type ? {} : { type: 'Choose the screening' }),
        },
      ),
    save: async (body) => {
      const s = await order.mutateAsync(body);
      toast.success('Screening ordered');
      onClose();
      navigate(`/screenings/${s.id}`);
    },
    fieldKeys: FIELD_KEYS,
  });
  const select = (name: keyof Values) => ({
    value: form.values[name] || null,
    onChange: (v: string | null) => form.set(name, v ?? ''),
    error: form.fieldError(name),
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Order screening" size="lg">
      <ResourceFormFrame form={form} submitLabel="Order" onCancel={onClose}>
        <Select
          label="Worker"
          required
          data={workers.data ?? []}
          searchable
          nothingFoundMessage="None found"
          {...select('contractor_id')}
        />
        <Select label="Screening" required data={enumOptions('screeningType')} {...select('type')} />
        <Select
          label="For client"
          description="The client whose requirement it meets (optional)"
          data={clients.data ?? []}
          searchable
          clearable
          nothingFoundMessage="None found"
          {...select('client_id')}
        />
        {sandbox && (
          <Select
            label="Sandbox result"
            description="The local sandbox provider answers with this result after a few seconds"
            data={SANDBOX_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
            {...select('sandbox_outcome')}
          />
        )}
      </ResourceFormFrame>
    </Modal>
  );
}
