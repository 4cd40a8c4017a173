/**
 * A form's verdict on its values, from the domain schema the API itself parses with: the body to
 * send, or the field errors keyed as a 422 `loc` after 'body' (`address.zipcode`, `tax_id.value`).
 */
import type { FieldErrors } from './server-field-errors';

export type Checked<Body> = { body: Body; errors: null } | { body: null; errors: FieldErrors };

type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * A schema's `safeParse` result as a verdict; `extra` adds what the schema cannot word well (a
 * choice not made, a partner not chosen) and wins over the schema's message for the same field.
 */
export function checkedOf<T>(result: SafeParse<T>, extra: FieldErrors = {}): Checked<T> {
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  Object.assign(errors, extra);
  if (result.success && Object.keys(errors).length === 0) return { body: result.data, errors: null };
  return { body: null, errors };
}
