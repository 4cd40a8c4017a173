import { Fieldset, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { AddressFields } from '../../../components/forms/address-fields';
import type { OrganizationForm, OrganizationValues } from '../../../components/forms/use-organization-form';

/** The string fields every organization form (partner, sales partner) has beside its own. */
export interface OrganizationContactValues extends OrganizationValues {
  contact_name: string;
  contact_email: string;
  phone: string;
  /** A new EIN; blank keeps the one on file. */
  ein: string;
}

/** A text input bound to one string field of an organization form, with that field's error. */
export function textInputOf<V extends OrganizationValues>(form: OrganizationForm<V>) {
  return (key: keyof V & string, label: string, extra: TextInputProps = {}) => (
    <TextInput
      label={label}
      value={String(form.values[key])}
      onChange={(e) => form.set(key, e.currentTarget.value as V[typeof key])}
      error={form.fieldError(key)}
      {...extra}
    />
  );
}

/** The EIN input: blank keeps the one on file, which it names masked. */
export function EinInput<V extends OrganizationContactValues>({
  form,
  maskedEin,
}: {
  form: OrganizationForm<V>;
  maskedEin: string | null | undefined;
}) {
  return textInputOf(form)('ein', 'EIN', {
    placeholder: 'NN-NNNNNNN',
    autoComplete: 'off',
    description: maskedEin ? `On file: ${maskedEin}. Leave blank to keep it.` : undefined,
    error: form.fieldError('tax_id.value') ?? form.fieldError('tax_id'),
  });
}

/** The contact person, e-mail and phone, then the address: the same blocks on every organization form. */
export function ContactAndAddressFields<V extends OrganizationContactValues>({ form }: { form: OrganizationForm<V> }) {
  const text = textInputOf(form);
  return (
    <>
      <Fieldset legend="Contact">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('contact_name', 'Contact name')}
          {text('contact_email', 'Contact email', { type: 'email' })}
          {text('phone', 'Phone', { type: 'tel' })}
        </SimpleGrid>
      </Fieldset>
      <AddressFields form={form} />
    </>
  );
}
