import { Checkbox, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { AddressFields } from '../../../components/forms/address-fields';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { ClientPicker, PartnerPicker } from '../../../components/reference/owner-fields';
import { timeZoneOptions, zoneForRegion } from './time-zones';
import type { WorkLocationFormState } from './use-work-location-form';

interface Props {
  form: WorkLocationFormState;
  /** Admin and eor name the partner of a new location. */
  withPartner?: boolean;
  /** Client users keep their own client: no picker. */
  withClient?: boolean;
  submitLabel: string;
  onCancel?: () => void;
}

export function WorkLocationForm({ form, withPartner = false, withClient = true, submitLabel, onCancel }: Props) {
  const { values } = form;
  const zones = useMemo(timeZoneOptions, []);
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      {withPartner && <PartnerPicker form={form} />}
      <TextInput label="Name" required {...form.field('name')} />
      {withClient && <ClientPicker form={form} description="Leave empty for a location any client may use" />}
      <AddressFields
        legend="Address (decides the tax state or province)"
        form={{
          ...form,
          setAddress: (patch) => {
            form.setAddress(patch);
            // A first guess at the zone once the region is known; the user can change it.
            const zone = patch.state ? zoneForRegion(values.address.country, patch.state) : null;
            if (zone && !values.timezone) form.set('timezone', zone);
          },
        }}
      />
      <Select
        label="Time zone"
        required
        data={zones}
        searchable
        limit={50}
        placeholder="America/Chicago"
        value={values.timezone || null}
        onChange={(next) => form.set('timezone', next ?? '')}
        error={form.fieldError('timezone')}
      />
      <Checkbox label="Remote (work done away from this address)" {...form.field('is_remote', { type: 'checkbox' })} />
    </ResourceFormFrame>
  );
}
