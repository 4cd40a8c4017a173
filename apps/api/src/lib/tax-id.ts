/**
 * Storing and showing tax ids. Every organization and person row carries the columns of
 * `taxIdColumns()` (db/schema/columns.ts); this is the one way in and out of them.
 * Answers only ever carry the masked form; the clear value leaves only through a reveal endpoint.
 */
import { maskTaxId, normalizeTaxId, type MaskedTaxId, type TaxIdInput, type TaxIdType } from '@app/domain';
import type { FieldCrypto } from './field-crypto.js';

/** The tax id columns of an organization or person row. */
export interface StoredTaxId {
  taxIdType: TaxIdType | null;
  taxIdCiphertext: string | null;
  taxIdLast4: string | null;
  taxIdBlindIndex: string | null;
}

/** The blind index of a tax id: its type and digits, keyed (so an SSN and an ITIN never collide). */
export const taxIdBlindIndexOf = (crypto: FieldCrypto, type: TaxIdType, value: string) =>
  crypto.blindIndex(`${type}:${normalizeTaxId(value)}`);

/** The columns to write for a validated tax id (or all null to clear it). */
export function taxIdColumnsOf(crypto: FieldCrypto, input: TaxIdInput | null): StoredTaxId {
  if (!input) return { taxIdType: null, taxIdCiphertext: null, taxIdLast4: null, taxIdBlindIndex: null };
  const digits = normalizeTaxId(input.value);
  return {
    taxIdType: input.type,
    taxIdCiphertext: crypto.encrypt(digits),
    taxIdLast4: digits.slice(-4),
    taxIdBlindIndex: taxIdBlindIndexOf(crypto, input.type, digits),
  };
}

/** What every answer carries: type and last four only. */
export function maskedTaxIdOf(row: StoredTaxId): MaskedTaxId | null {
  if (!row.taxIdType || !row.taxIdLast4) return null;
  return { type: row.taxIdType, masked: maskTaxId(row.taxIdType, row.taxIdLast4), last4: row.taxIdLast4 };
}

/** The clear value, for the audited reveal endpoint only. */
export function revealTaxId(crypto: FieldCrypto, row: StoredTaxId): string | null {
  return row.taxIdCiphertext ? crypto.decrypt(row.taxIdCiphertext) : null;
}
