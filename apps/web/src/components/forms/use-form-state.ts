import { useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import { useCheckedSubmit } from './use-checked-submit';
import type { AddressFormValues } from './address-fields';
import type { Checked } from './checked';
import { checkedOf, textOf, type CheckboxFieldProps, type KeysHolding, type TextFieldProps } from './field-props';
import { splitServerErrors, type FieldErrors } from './server-field-errors';

/** The error keys of the address inputs (AddressFields), as a 422 `loc` after 'body' names them. */
export const ADDRESS_FIELD_KEYS = [
  'street_address_line_1',
  'street_address_line_2',
  'city',
  'state',
  'zipcode',
  'country',
].map((k) => `address.${k}`);

export interface FormStateOptions<Values, Body> {
  initial: () => Values;
  /** Validates the values and builds the body to send. */
  check: (values: Values) => Checked<Body>;
  /** Sends the body; throws what the API answered. */
  save: (body: Body) => Promise<void>;
  /** The keys a 422 detail may name to stand beside its field; the rest stay in the top message. */
  fieldKeys: Iterable<string>;
  /** Server error keys a value's change clears besides its own (an input feeding a nested field). */
  alsoClears?: Readonly<Record<string, readonly string[]>>;
  /** Sees a failed save first; true keeps the error off the form (a dialog took it). */
  onError?: (error: unknown, body: Body) => boolean;
}

/**
 * The state every record form shares: values as typed; errors — the check's once the user has
 * tried to submit, the server's 422 details beside their fields until that field changes — and
 * the submit flow (a 424 belongs to the two-factor modal, so it never shows on the form).
 */
export function useFormState<Values extends object, Body>(options: FormStateOptions<Values, Body>) {
  const [values, setValues] = useState(options.initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const checked = options.check(values);
  const clientErrors = checked.errors ?? {};

  const { submit, shown, error, pending } = useCheckedSubmit(
    checked.body === null,
    async () => {
      if (checked.body === null) return;
      setServerErrors({});
      try {
        await options.save(checked.body);
      } catch (err) {
        if (options.onError?.(err, checked.body)) return;
        const split = splitServerErrors(err, new Set(options.fieldKeys));
        setServerErrors(split.fields);
        throw split.error;
      }
    },
    (err) => err instanceof ApiError && err.silent,
  );

  const forget = (keys: readonly string[]) =>
    setServerErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([k]) => !keys.includes(k)));
    });

  /** Merges `patch` into the nested object `part` (address, owner) and clears its fields' errors. */
  const setPart = <P extends keyof Values>(part: P, patch: Partial<Values[P]>) => {
    setValues((v) => ({ ...v, [part]: { ...v[part], ...patch } }));
    forget(Object.keys(patch).map((k) => `${String(part)}.${k}`));
  };

  const fieldError = (key: string) => shown(clientErrors[key] ?? null) ?? serverErrors[key] ?? null;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    forget([String(key), ...(options.alsoClears?.[String(key)] ?? [])]);
  };

  /**
   * Binds an input to a top-level field in Mantine's `getInputProps` shape, so a form spreads
   * `{...form.field('name')}` instead of writing value, onChange and error by hand. A change goes
   * through `set`, so it clears the field's server error (and its `alsoClears`) as typing does.
   */
  function field<K extends KeysHolding<Values, string>>(name: K): TextFieldProps;
  function field<K extends KeysHolding<Values, boolean>>(name: K, options: { type: 'checkbox' }): CheckboxFieldProps;
  function field(name: keyof Values & string, binding?: { type: 'checkbox' }): TextFieldProps | CheckboxFieldProps {
    const error = fieldError(name);
    const setTo = (value: string | boolean) => set(name, value as Values[typeof name]);
    if (binding?.type === 'checkbox') {
      const props: CheckboxFieldProps = {
        checked: values[name] === true,
        onChange: (change) => setTo(checkedOf(change)),
        error,
      };
      return props;
    }
    const props: TextFieldProps = { value: values[name] as string, onChange: (change) => setTo(textOf(change)), error };
    return props;
  }

  return {
    values,
    error,
    pending,
    submit,
    fieldError,
    set,
    field,
    setPart,
    /** For forms whose values hold an `address` (AddressFields calls it). */
    setAddress: (patch: Partial<AddressFormValues>) => setPart('address' as keyof Values, patch as never),
    replaceValues: (next: Values) => setValues(next),
  };
}

export type FormState<Values extends object> = ReturnType<typeof useFormState<Values, unknown>>;
