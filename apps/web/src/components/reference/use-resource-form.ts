import type { ZodType } from 'zod';
import { checkedOf, type Checked } from '../../components/forms/checked';
import type { FieldErrors } from '../../components/forms/server-field-errors';
import { ADDRESS_FIELD_KEYS, useFormState, type FormState } from '../../components/forms/use-form-state';

export type { Checked };

/** A domain schema's verdict as the form's field errors (keys as the API's `loc` after 'body'). */
export function checkWith<T>(schema: ZodType<T>, raw: unknown, extra: FieldErrors = {}): Checked<T> {
  return checkedOf(schema.safeParse(raw), extra);
}

/**
 * A reference-data form's state (components/forms/use-form-state); every one of them may carry an
 * address, so its error keys always stand beside the address inputs. `onError` sees a failed save
 * first (the suggested-address dialog takes its 422 and returns true to keep it off the form).
 */
export function useResourceForm<Values extends object, Body>(options: {
  initial: () => Values;
  check: (values: Values) => Checked<Body>;
  save: (body: Body) => Promise<void>;
  fieldKeys: readonly string[];
  onError?: (error: unknown, body: Body) => boolean;
}) {
  return useFormState({ ...options, fieldKeys: [...options.fieldKeys, ...ADDRESS_FIELD_KEYS] });
}

export type ResourceForm<Values extends object> = FormState<Values>;
