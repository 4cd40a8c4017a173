import { Fieldset, Group, Select, TextInput } from '@mantine/core';
import { CA_PROVINCES, US_STATES, type Address, type Country } from '@app/domain';

/** The address being edited, as the form keeps it (every field a string). */
export interface AddressFormValues {
  street_address_line_1: string;
  street_address_line_2: string;
  city: string;
  state: string;
  zipcode: string;
  country: Country;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  street_address_line_1: '',
  street_address_line_2: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'US',
};

/** A stored address (or none) as the form edits it. */
export const addressFormValuesOf = (address: Address | null): AddressFormValues =>
  address ? { ...address, street_address_line_2: address.street_address_line_2 ?? '' } : { ...EMPTY_ADDRESS };

/** What the fields need from the owning form: the values, a patcher, and per-field errors. */
export interface AddressFieldsForm {
  values: { address: AddressFormValues };
  setAddress: (patch: Partial<AddressFormValues>) => void;
  fieldError: (key: string) => string | null;
}

const COUNTRY_OPTIONS = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

const REGION = {
  US: { options: US_STATES, region: 'State', code: 'ZIP code', placeholder: '12345' },
  CA: { options: CA_PROVINCES, region: 'Province or territory', code: 'Postal code', placeholder: 'A1A 1A1' },
} as const;

/** An address; the country decides the region list and how the postal code reads. Errors key on `address.*`. */
export function AddressFields({ form, legend = 'Address (optional)' }: { form: AddressFieldsForm; legend?: string }) {
  const { address } = form.values;
  const region = REGION[address.country];
  return (
    <Fieldset legend={legend}>
      <TextInput
        label="Street address"
        autoComplete="address-line1"
        value={address.street_address_line_1}
        onChange={(e) => form.setAddress({ street_address_line_1: e.currentTarget.value })}
        error={form.fieldError('address.street_address_line_1')}
      />
      <TextInput
        mt="sm"
        label="Street address line 2"
        autoComplete="address-line2"
        value={address.street_address_line_2}
        onChange={(e) => form.setAddress({ street_address_line_2: e.currentTarget.value })}
        error={form.fieldError('address.street_address_line_2')}
      />
      <Group grow mt="sm" align="flex-start">
        <TextInput
          label="City"
          autoComplete="address-level2"
          value={address.city}
          onChange={(e) => form.setAddress({ city: e.currentTarget.value })}
          error={form.fieldError('address.city')}
        />
        <Select
          label="Country"
          data={COUNTRY_OPTIONS}
          value={address.country}
          allowDeselect={false}
          // A state of one country means nothing in the other.
          onChange={(next) =>
            next && next !== address.country && form.setAddress({ country: next as Country, state: '' })
          }
          error={form.fieldError('address.country')}
        />
      </Group>
      <Group grow mt="sm" align="flex-start">
        <Select
          label={region.region}
          data={region.options}
          value={address.state || null}
          onChange={(next) => form.setAddress({ state: next ?? '' })}
          searchable
          clearable
          error={form.fieldError('address.state')}
        />
        <TextInput
          label={region.code}
          placeholder={region.placeholder}
          autoComplete="postal-code"
          value={address.zipcode}
          onChange={(e) => form.setAddress({ zipcode: e.currentTarget.value })}
          error={form.fieldError('address.zipcode')}
        />
      </Group>
    </Fieldset>
  );
}
