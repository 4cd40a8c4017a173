/**
 * Splitting a form into what is stored in the clear and what only as ciphertext. The clear part
 * carries a masked copy of each sensitive value (last four), which is all any answer ever shows.
 */
import { maskTaxId, normalizeTaxId, type TaxIdType } from '@app/domain';
import type { FieldCrypto } from '../../lib/field-crypto.js';

const TAX_ID_FIELDS: Record<string, (form: Record<string, unknown>) => TaxIdType> = {
  ssn: () => 'ssn',
  sin: () => 'sin',
  tin: (form) => (form.tin_type === 'ein' ? 'ein' : 'ssn'),
};

export function maskValue(field: string, value: string, form: Record<string, unknown>): string {
  const typeOf = TAX_ID_FIELDS[field];
  if (typeOf) return maskTaxId(typeOf(form), normalizeTaxId(value).slice(-4));
  const last4 = value.replace(/[\s-]/g, '').slice(-4);
  return `****${last4}`;
}

export interface SplitForm {
  data: Record<string, unknown>;
  sensitiveCiphertext: string | null;
}

/**
 * `masked` (default): the clear data holds `masked_fields` with each value's masked form.
 * `private`: answers with nothing to mask (EEO choices) are only encrypted, not echoed.
 */
export function splitSensitive(
  crypto: FieldCrypto,
  form: Record<string, unknown>,
  sensitive: readonly string[],
  mode: 'masked' | 'private' = 'masked',
): SplitForm {
  const data: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  const masked: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (!sensitive.includes(key)) {
      data[key] = value;
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    secret[key] = typeof value === 'string' && TAX_ID_FIELDS[key] ? normalizeTaxId(value) : value;
    if (mode === 'masked' && typeof value === 'string') masked[key] = maskValue(key, value, form);
  }
  if (mode === 'masked') data.masked_fields = masked;
  return {
    data,
    sensitiveCiphertext: Object.keys(secret).length > 0 ? crypto.encrypt(JSON.stringify(secret)) : null,
  };
}

/** The answers to show back: clear fields with the masked values in place of the sensitive ones. */
export function maskedAnswers(data: unknown): Record<string, unknown> {
  const { masked_fields: masked, ...rest } = (data ?? {}) as Record<string, unknown>;
  return { ...rest, ...((masked as Record<string, string> | undefined) ?? {}) };
}

export function decryptSensitive(crypto: FieldCrypto, ciphertext: string | null): Record<string, unknown> {
  return ciphertext ? (JSON.parse(crypto.decrypt(ciphertext)) as Record<string, unknown>) : {};
}
