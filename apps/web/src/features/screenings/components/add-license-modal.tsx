import { Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { licenseCreateSchema, type LicenseCreateInput } from '@app/domain';
import { checkedOf } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useContractorOptions } from '../../../components/reference/contractor-options';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { LicensePlaceAndDates } from './license-place-dates';
import { useCreateLicense } from '../api/screenings';

interface Values {
  contractor_id: string;
  license_type: string;
  number: string;
  state: string;
  issued_on: string;
  expires_on: string;
}

const FIELD_KEYS = ['contractor_id', 'license_type', 'number', 'state', 'issued_on', 'expires_on'];

/** Add a worker's license: type, number (shown masked afterwards), state or province, issue and expiry dates. */
export function AddLicenseModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const create = useCreateLicense();
  const workers = useContractorOptions(true);
  const form = useFormState<Values, LicenseCreateInput>({
    initial: () => ({ contractor_id: '', license_type: '', number: '', state: '', issued_on: '', expires_on: '' }),
    check: (v) =>
      checkedOf(
        licenseCreateSchema.safeParse({ ...v, state: v.state.toUpperCase(), issued_on: v.issued_on || null }),
        v.contractor_id ? {} : { contractor_id: 'Choose the worker' },
      ),
    save: async (body) => {
      const l = await create.mutateAsync(body);
      toast.success(`Added ${l.contractor.name}'s ${l.license_type} license`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Add license" size="lg">
      <ResourceFormFrame form={form} submitLabel="Add license" onCancel={onClose}>
        <Select
          label="Worker"
          required
          data={workers.data ?? []}
          placeholder={workers.isLoading ? 'Loading…' : undefined}
          value={form.values.contractor_id || null}
          onChange={(v) => form.set('contractor_id', v ?? '')}
          error={form.fieldError('contractor_id')}
          searchable
          nothingFoundMessage="None found"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="License type"
            description="e.g. CDL, RN, Forklift"
            required
            maxLength={60}
            {...form.field('license_type')}
          />
          <TextInput label="Number" required maxLength={40} {...form.field('number')} />
          <LicensePlaceAndDates field={form.field} />
        </SimpleGrid>
      </ResourceFormFrame>
    </Modal>
  );
}
