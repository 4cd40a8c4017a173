/**
 * Form bodies checked with the domain's own schemas, so a form says exactly what the API would
 * refuse, and edits send only what changed (an untouched field is never re-validated or re-sent).
 */
import type { AddressFormValues } from './address-fields';

// The schema verdict lives in components/forms/checked (every record form uses it).
export { checkedOf as checked, type Checked } from './checked';

const filled = (values: Record<string, string>, ignore: string[] = []) =>
  Object.entries(values).some(([k, v]) => !ignore.includes(k) && v.trim() !== '');

/** The address is optional: untouched (only the country chosen) means none. */
export function addressBodyOf(address: AddressFormValues) {
  if (!filled({ ...address }, ['country'])) return null;
  return { ...address, street_address_line_2: address.street_address_line_2 || null };
}

export const ownerBodyOf = (owner: Record<string, string>) => (filled(owner) ? owner : undefined);

export const textOrNull = (s: string) => s.trim() || null;

/** The keys of `next` whose value differs from `before` (both raw bodies built the same way). */
export function changedOnly<T extends Record<string, unknown>>(next: T, before: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && JSON.stringify(next[key]) !== JSON.stringify(before[key])) out[key] = next[key];
  }
  return out;
}
