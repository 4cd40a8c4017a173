import type { ChangeEvent } from 'react';

/**
 * The keys of `Values` that hold exactly a `T`: a text input binds only a field that takes any
 * string (not a `'US' | 'CA'` it could fill with something else), a checkbox only a boolean.
 */
export type KeysHolding<Values, T> = {
  [K in keyof Values]-?: [Values[K]] extends [T] ? ([T] extends [Values[K]] ? K : never) : never;
}[keyof Values] &
  string;

type TextChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;
type CheckboxChange = ChangeEvent<HTMLInputElement>;

/** What a text input (TextInput, Textarea, PasswordInput) spreads: Mantine's `getInputProps` shape. */
export interface TextFieldProps {
  value: string;
  /** Takes the input's change event, or the new text itself (as Mantine's `getInputProps` does). */
  onChange: (change: TextChange | string) => void;
  error: string | null;
}

/** What a Checkbox or Switch spreads: `getInputProps(name, { type: 'checkbox' })`'s shape. */
export interface CheckboxFieldProps {
  checked: boolean;
  onChange: (change: CheckboxChange | boolean) => void;
  error: string | null;
}

export const textOf = (change: TextChange | string): string =>
  typeof change === 'string' ? change : change.currentTarget.value;

export const checkedOf = (change: CheckboxChange | boolean): boolean =>
  typeof change === 'boolean' ? change : change.currentTarget.checked;
