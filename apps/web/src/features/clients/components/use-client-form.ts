import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { useCheckedSubmit } from '../../auth/components/use-checked-submit';
import type { FieldErrors, ClientFormValues } from './client-form-values';
import { splitServerErrors } from '../../../components/forms/server-field-errors';

type Address = ClientFormValues['address'];
type Owner = ClientFormValues['owner'];

/** Every key an error can name, as `loc` (after 'body') and the schemas' paths spell it. */
export const CLIENT_FIELD_KEYS: ReadonlySet<string> = new Set([
  'name',
  'payment_terms_net_days',
  'billing_email',
  'partner_id',
  'can_create_assignment',
  'show_contractor_personal',
  'requires_signature_for_approval',
  ...['street_address_line_1', 'street_address_line_2', 'city', 'state', 'zipcode', 'country'].map(
    (k) => `address.${k}`,
  ),
  ...['first_name', 'last_name', 'email'].map((k) => `owner.${k}`),
]);

/**
 * The client form's state: its values, their errors (the schemas' once the user has tried to
 * submit, the server's until that field changes) and the shared submit flow. `check` validates
 * and builds the body; `save` sends it and throws what the API answered.
 */
export function useClientForm<Body>(
  initial: () => ClientFormValues,
  check: (values: ClientFormValues) => { body: Body; errors: null } | { body: null; errors: FieldErrors },
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
        const split = splitServerErrors(err, CLIENT_FIELD_KEYS);
        setServerErrors(split.fields);
        throw split.error;
      }
    },
    // A 424 belongs to the two-factor modal.
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
    set: <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      forget(key);
    },
    setAddress: (patch: Partial<Address>) => {
      setValues((v) => ({ ...v, address: { ...v.address, ...patch } }));
      Object.keys(patch).forEach((k) => forget(`address.${k}`));
    },
    setOwner: (patch: Partial<Owner>) => {
      setValues((v) => ({ ...v, owner: { ...v.owner, ...patch } }));
      Object.keys(patch).forEach((k) => forget(`owner.${k}`));
    },
  };
}

export type ClientFormState = ReturnType<typeof useClientForm>;
