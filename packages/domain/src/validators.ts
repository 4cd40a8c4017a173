/** Identifier validators of spec section 5 and the primer section 8. */

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

/** Postgres text cannot hold a NUL character: user text with one is a 422 beside its field, never a 500. */
export const hasNoNul = (v: string) => !v.includes('\u0000');
export const NUL_MESSAGE = 'Remove the NUL control character (it cannot be stored)';
