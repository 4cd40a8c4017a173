/**
 * Tax ids and bank routing numbers (spec section 5, primer section 8): one validator per type, the
 * normal form stored (digits only), and the masked form every API answer carries.
 */
import { z } from 'zod';
import { TAX_ID_TYPES, type TaxIdType } from './enums.js';
import { isValidEin, isValidSsn } from './validators.js';

const digits = (s: string) => s.replace(/[\s-]/g, '');

/** Canadian SIN: Luhn over nine digits (weights 1 2 1 2 ..., products over 9 summed digit-wise). */
export function isValidSin(input: string): boolean {
  const d = digits(input);
  if (!/^\d{9}$/.test(d) || d === '000000000') return false;
  let total = 0;
  for (let i = 0; i < 9; i++) {
    let n = Number(d[i]) * (i % 2 === 0 ? 1 : 2);
    if (n > 9) n -= 9;
    total += n;
  }
  return total % 10 === 0;
}

/** US ITIN: nine digits starting with 9, group 50–65, 70–88, 90–92 or 94–99 (IRS ranges). */
export function isValidItin(input: string): boolean {
  const m = /^9(\d{2})[- ]?(\d{2})[- ]?(\d{4})$/.exec(input.trim());
  if (!m) return false;
  const group = Number(m[2]);
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/** ABA routing number: 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidAbaRouting(input: string): boolean {
  if (!/^\d{9}$/.test(input)) return false;
  const d = [...input].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && input !== '000000000';
}

const VALIDATORS: Record<TaxIdType, { valid: (s: string) => boolean; message: string }> = {
  ssn: { valid: isValidSsn, message: 'Enter a valid social security number (AAA-GG-SSSS)' },
  ein: { valid: isValidEin, message: 'Enter a valid employer ID (NN-NNNNNNN)' },
  itin: { valid: isValidItin, message: 'Enter a valid ITIN (9XX-XX-XXXX)' },
  sin: { valid: isValidSin, message: 'Enter a valid social insurance number' },
};

export const isValidTaxId = (type: TaxIdType, value: string) => VALIDATORS[type].valid(value);
export const taxIdMessage = (type: TaxIdType) => VALIDATORS[type].message;
/** The stored normal form: digits only. */
export const normalizeTaxId = (value: string) => digits(value);

/** What answers carry instead of the number: the type's pattern with only the last four shown. */
export function maskTaxId(type: TaxIdType, last4: string): string {
  return type === 'ein'
    ? `**-***${last4}`
    : type === 'sin'
      ? `*** **${last4.slice(0, 1)} ${last4.slice(1)}`
      : `***-**-${last4}`;
}

export const taxIdInputSchema = z
  .object({
    type: z.enum(['ssn', 'ein', 'itin', 'sin']),
    value: z.string().trim().min(1, 'Tax id is required').max(20),
  })
  .superRefine((t, ctx) => {
    if (!isValidTaxId(t.type, t.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: taxIdMessage(t.type) });
  });
export type TaxIdInput = z.infer<typeof taxIdInputSchema>;

/** A tax id as every answer shows it. */
export const maskedTaxIdSchema = z.object({ type: z.enum(TAX_ID_TYPES), masked: z.string(), last4: z.string() });
export type MaskedTaxId = z.infer<typeof maskedTaxIdSchema>;

/** The audited reveal's answer: the whole number, formatted. */
export const taxIdRevealViewSchema = z.object({ tax_id: z.string() });
