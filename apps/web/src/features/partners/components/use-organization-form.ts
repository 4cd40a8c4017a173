import { useState } from 'react';
import type { AddressFormValues } from '../../../components/forms/address-fields';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { ApiError } from '../../../lib/api/errors';
import { useCheckedSubmit } from '../../auth/components/use-checked-submit';
import type { Checked } from './form-check';

export interface OwnerFormValues {
  first_name: string;
  last_name: string;
  email: string;
}

export interface OrganizationValues {
  address: AddressFormValues;
  owner: OwnerFormValues;
}

const ADDRESS_KEYS = ['street_address_line_1', 'street_address_line_2', 'city', 'state', 'zipcode', 'country'];
const OWNER_KEYS = ['first_name', 'last_name', 'email'];

/** The error keys every organization form has beside its own fields (422 `loc` without 'body'). */
export const organizationFieldKeys = (own: readonly string[]): ReadonlySet<string> =>
  new Set([
    ...own,
    ...ADDRESS_KEYS.map((k) => `address.${k}`),
    ...OWNER_KEYS.map((k) => `owner.${k}`),
    'tax_id',
    'tax_id.value',
    'tax_id.type',
  ]);

/**
 * A partner or sales partner form's state: values, their errors (the schemas' once the user has
 * tried to submit, the server's until that field changes) and the shared submit flow.
 */
export function useOrganizationForm<Values extends OrganizationValues, Body>(options: {
  initial: () => Values;
  check: (values: Values) => Checked<Body>;
  save: (body: Body) => Promise<void>;
  fieldKeys: ReadonlySet<string>;
}) {
  const [values, setValues] = useState(options.initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const result = options.check(values);
  const clientErrors = result.errors ?? {};

  const { submit, shown, error, pending } = useCheckedSubmit(
    result.body === null,
    async () => {
      if (result.body === null) return;
      setServerErrors({});
      try {
        await options.save(result.body);
      } catch (err) {
        const split = splitServerErrors(err, options.fieldKeys);
        setServerErrors(split.fields);
        throw split.error;
      }
    },
    (err) => err instanceof ApiError && err.silent,
  );

  const forget = (key: string) =>
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  return {
    values,
    error,
    pending,
    submit,
    fieldError: (key: string) => shown(clientErrors[key] ?? null) ?? serverErrors[key] ?? null,
    set: <K extends keyof Values>(key: K, value: Values[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      forget(String(key));
      if (key === 'ein') ['tax_id', 'tax_id.value', 'tax_id.type'].forEach(forget);
    },
    setAddress: (patch: Partial<AddressFormValues>) => {
      setValues((v) => ({ ...v, address: { ...v.address, ...patch } }));
      Object.keys(patch).forEach((k) => forget(`address.${k}`));
    },
    setOwner: (patch: Partial<OwnerFormValues>) => {
      setValues((v) => ({ ...v, owner: { ...v.owner, ...patch } }));
      Object.keys(patch).forEach((k) => forget(`owner.${k}`));
    },
  };
}

export type OrganizationForm<Values extends OrganizationValues> = ReturnType<
  typeof useOrganizationForm<Values, unknown>
>;
