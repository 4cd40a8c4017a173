import { Fieldset, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { AddressFields } from './address-fields';
import type { KeysHolding } from './field-props';
import type { OrganizationForm, OrganizationValues } from './use-organization-form';

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
  // The shared blocks below name their keys through the generic V, where TypeScript cannot see
  // that `ein` or `phone` hold strings; every key they and the forms pass is a text field.
  return (key: keyof V & string, label: string, extra: TextInputProps = {}) => (
    <TextInput label={label} {...form.field(key as KeysHolding<V, string>)} {...extra} />
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
