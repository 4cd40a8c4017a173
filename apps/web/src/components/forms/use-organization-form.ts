import type { AddressFormValues } from './address-fields';
import type { Checked } from './checked';
import { ADDRESS_FIELD_KEYS, useFormState } from './use-form-state';

export interface OwnerFormValues {
  first_name: string;
  last_name: string;
  email: string;
}

export interface OrganizationValues {
  address: AddressFormValues;
  owner: OwnerFormValues;
}

const OWNER_KEYS = ['first_name', 'last_name', 'email'];

/** The error keys every organization form has beside its own fields (422 `loc` without 'body'). */
export const organizationFieldKeys = (own: readonly string[]): ReadonlySet<string> =>
  new Set([
    ...own,
    ...ADDRESS_FIELD_KEYS,
    ...OWNER_KEYS.map((k) => `owner.${k}`),
    'tax_id',
    'tax_id.value',
    'tax_id.type',
  ]);

/**
 * A partner or sales partner form's state (components/forms/use-form-state) with the owner
 * invite's inputs; a changed EIN clears the server's errors on the tax id it feeds.
 */
export function useOrganizationForm<Values extends OrganizationValues, Body>(options: {
  initial: () => Values;
  check: (values: Values) => Checked<Body>;
  save: (body: Body) => Promise<void>;
  fieldKeys: ReadonlySet<string>;
}) {
  const form = useFormState({ ...options, alsoClears: { ein: ['tax_id', 'tax_id.value', 'tax_id.type'] } });
  return { ...form, setOwner: (patch: Partial<OwnerFormValues>) => form.setPart('owner', patch) };
}

export type OrganizationForm<Values extends OrganizationValues> = ReturnType<
  typeof useOrganizationForm<Values, unknown>
>;
