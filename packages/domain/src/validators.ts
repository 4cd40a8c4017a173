/** Identifier validators of spec section 5 and the primer section 8. */
import { z } from 'zod';

/** US SSN: 3-2-4 digits, separators optional; area not 000/666/9xx, group not 00, serial not 0000. */
export function isValidSsn(input: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(input.trim());
  if (!m) return false;
  const [, area, group, serial] = m as unknown as [string, string, string, string];
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  return group !== '00' && serial !== '0000';
}

/** Employer ID (EIN): two digits, optional separator, seven digits. */
export function isValidEin(input: string): boolean {
  return /^\d{2}-?\d{7}$/.test(input.trim());
}

/** Two-factor code: exactly six digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
export function isValidTwoFactorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * A control character no user text holds: C0 (U+0000–U+001F) but tab, line feed and carriage return,
 * and DEL (U+007F). Postgres text cannot store a NUL, and an ESC would replay terminal escapes in a
 * log or a CSV export (decision 0027).
 */
export const isControlChar = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/**
 * User text without control characters. The API refuses them in every request once (its
 * control-characters plugin, a 422 beside the field); forms refine their fields with the same rule.
 */
export function hasNoControlChars(v: string): boolean {
  for (let i = 0; i < v.length; i++) if (isControlChar(v.charCodeAt(i))) return false;
  return true;
}
export const CONTROL_CHARS_MESSAGE = 'Remove the control character (such as NUL or ESC): it cannot be stored';

/** A file's content sent in JSON as base64 (uploads of documents, posters, courses, receipts, licenses). */
export const base64ContentSchema = z
  .string()
  .min(1, 'The file is empty')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file content must be base64');

/** The name of an uploaded file as the user's computer gave it. */
export const uploadFilenameSchema = z
  .string()
  .trim()
  .min(1, 'File name is required')
  .max(200)
  .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);

/** One uploaded file: its name and its base64 content (its type is checked by its bytes on the server). */
export const fileUploadSchema = z
  .object({ filename: uploadFilenameSchema, content_base64: base64ContentSchema })
  .strict();

/** A partial update must name something to change: an empty body is a mistake, not a no-op write. */
export const changesSomething = (v: object) => Object.values(v).some((x) => x !== undefined);

/** A person's first or last name as typed: trimmed, required, at most 100 characters. */
export const personName = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);
