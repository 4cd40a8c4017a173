import { TextInput } from '@mantine/core';
import {
  endClientCreateSchema,
  endClientUpdateSchema,
  type EndClientCreate,
  type EndClientUpdate,
  type EndClientView,
} from '@app/domain';
import { AddressFields, EMPTY_ADDRESS, type AddressFormValues } from '../../../components/forms/address-fields';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { ClientPicker } from '../../../components/reference/owner-fields';
import { checkWith, useResourceForm, type Checked } from '../../../components/reference/use-resource-form';

export interface EndClientFormValues {
  name: string;
  /** The client decides the partner, so there is no partner to pick; kept for the shared pickers. */
  partner_id: string;
  client_id: string;
  address: AddressFormValues;
}

export const emptyEndClientValues = (): EndClientFormValues => ({
  name: '',
  partner_id: '',
  client_id: '',
  address: { ...EMPTY_ADDRESS },
});

export const endClientValuesFrom = (e: EndClientView): EndClientFormValues => ({
  name: e.name,
  partner_id: e.partner.id,
  client_id: e.client.id,
  address: e.address
    ? { ...e.address, street_address_line_2: e.address.street_address_line_2 ?? '' }
    : { ...EMPTY_ADDRESS },
});

/** The address is optional: untouched (only the country chosen) means none. */
function addressOf(a: AddressFormValues) {
  const touched = Object.entries(a).some(([k, v]) => k !== 'country' && v.trim() !== '');
  return touched ? { ...a, street_address_line_2: a.street_address_line_2 || null } : null;
}

const common = (v: EndClientFormValues) => ({ name: v.name, client_id: v.client_id, address: addressOf(v.address) });

export const checkCreate = (v: EndClientFormValues): Checked<EndClientCreate> =>
  checkWith(endClientCreateSchema, common(v), v.client_id ? {} : { client_id: 'Choose a client' });

export const checkUpdate = (v: EndClientFormValues): Checked<EndClientUpdate> =>
  checkWith(endClientUpdateSchema, common(v));

export function useEndClientForm<B>(
  initial: () => EndClientFormValues,
  check: (v: EndClientFormValues) => Checked<B>,
  save: (b: B) => Promise<void>,
) {
  return useResourceForm<EndClientFormValues, B>({ initial, check, save, fieldKeys: ['name', 'client_id', 'address'] });
}

interface Props {
  form: ReturnType<typeof useEndClientForm<unknown>>;
  submitLabel: string;
  onCancel?: () => void;
}

export function EndClientForm({ form, submitLabel, onCancel }: Props) {
  return (
    <ResourceFormFrame form={form} submitLabel={submitLabel} onCancel={onCancel}>
      <TextInput label="Name" required {...form.field('name')} />
      <ClientPicker form={form} required description="The client whose customer this is" />
      <AddressFields form={form} />
    </ResourceFormFrame>
  );
}
