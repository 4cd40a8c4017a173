import { useState } from 'react';
import type { AddressFormValues } from '../../../components/forms/address-fields';
import { splitServerErrors, type FieldErrors } from '../../../components/forms/server-field-errors';
import { ApiError } from '../../../lib/api/errors';
import { useCheckedSubmit } from '../../auth/components/use-checked-submit';
import type { ContractorFormValues } from './contractor-form-values';

/** Every key a 422 `loc` can name (after 'body'); the tax id's parts map onto its two inputs. */
const FIELD_KEYS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'classification',
  'status',
  'corp_to_corp_id',
  'partner_id',
  'tax_id.type',
  'tax_id.value',
  ...['street_address_line_1', 'street_address_line_2', 'city', 'state', 'zipcode', 'country'].map(
    (k) => `address.${k}`,
  ),
]);

/** The contractor form's state: values, errors (the schema's after a submit try, the server's until edited). */
export function useContractorForm<Body>(
  initial: () => ContractorFormValues,
  check: (values: ContractorFormValues) => { body: Body; errors: null } | { body: null; errors: FieldErrors },
  save: (body: Body) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = check(values);
  const clientErrors = checked.errors ?? {};

  const { submit, shown, error, pending } = useCheckedSubmit(
    checked.body === null,
    async () => {
      if (checked.body === null) return;
      setServerErrors({});
      try {
        await save(checked.body);
      } catch (err) {
        const split = splitServerErrors(err, FIELD_KEYS);
        setServerErrors(split.fields);
        throw split.error;
      }
    },
    (err) => err instanceof ApiError && err.silent,
  );

  const forget = (...keys: string[]) =>
    setServerErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([k]) => !keys.includes(k)));
    });

  return {
    values,
    error,
    pending,
    submit,
    fieldError: (key: string) => shown(clientErrors[key] ?? null) ?? serverErrors[key] ?? null,
    set: <K extends keyof ContractorFormValues>(key: K, value: ContractorFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      forget(key, ...(key === 'tax_id_type' ? ['tax_id.type'] : key === 'tax_id_value' ? ['tax_id.value'] : []));
    },
    setAddress: (patch: Partial<AddressFormValues>) => {
      setValues((v) => ({ ...v, address: { ...v.address, ...patch } }));
      forget(...Object.keys(patch).map((k) => `address.${k}`));
    },
  };
}

export type ContractorFormState = ReturnType<typeof useContractorForm>;
