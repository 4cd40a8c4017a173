import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api/errors';
import { useCheckedSubmit } from '../auth/components/use-checked-submit';
import { splitServerErrors, type FieldErrors } from '../../components/forms/server-field-errors';
import type { AddressFormValues } from '../../components/forms/address-fields';

export type Checked<T> = { body: T; errors: null } | { body: null; errors: FieldErrors };

/** A domain schema's verdict as the form's field errors (keys as the API's `loc` after 'body'). */
export function checkWith<T>(schema: ZodType<T>, raw: unknown, extra: FieldErrors = {}): Checked<T> {
  const result = schema.safeParse(raw);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  Object.assign(errors, extra);
  if (result.success && Object.keys(errors).length === 0) return { body: result.data, errors: null };
  return { body: null, errors };
}

const ADDRESS_KEYS = ['street_address_line_1', 'street_address_line_2', 'city', 'state', 'zipcode', 'country'];

/**
 * A reference-data form's state: values as typed, the domain schema's errors once the user tried
 * to submit, the server's 422 details beside their fields until the field changes, and the
 * shared submit flow. `save` may throw; `onError` sees the error first (the suggested-address
 * dialog takes its 422 and returns true to keep it off the form).
 */
export function useResourceForm<Values extends object, Body>(options: {
  initial: () => Values;
  check: (values: Values) => Checked<Body>;
  save: (body: Body) => Promise<void>;
  fieldKeys: readonly string[];
  onError?: (error: unknown, body: Body) => boolean;
}) {
  const [values, setValues] = useState(options.initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = options.check(values);
  const clientErrors = checked.errors ?? {};
  const keys = new Set([...options.fieldKeys, ...ADDRESS_KEYS.map((k) => `address.${k}`)]);

  const { submit, shown, error, pending } = useCheckedSubmit(
    checked.body === null,
    async () => {
      if (checked.body === null) return;
      setServerErrors({});
      try {
        await options.save(checked.body);
      } catch (err) {
        if (options.onError?.(err, checked.body)) return;
        const split = splitServerErrors(err, keys);
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
    set: <K extends keyof Values>(key: K, value: Values[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      forget(String(key));
    },
    /** For forms whose values hold an `address` (AddressFields calls it). */
    setAddress: (patch: Partial<AddressFormValues>) => {
      setValues((v) => ({ ...v, address: { ...(v as { address: AddressFormValues }).address, ...patch } }));
      Object.keys(patch).forEach((k) => forget(`address.${k}`));
    },
    replaceValues: (next: Values) => setValues(next),
  };
}

export type ResourceForm<Values extends object> = ReturnType<typeof useResourceForm<Values, unknown>>;
