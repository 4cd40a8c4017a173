/**
 * The bank account fields a client's payment methods (/v2/payment_methods) and a payee's payout methods
 * (/v2/payout_methods) take, written once: a US account by ABA routing number (its check digit verified)
 * or a Canadian one by institution (3 digits) and transit (5). Account numbers are write-only: answers
 * carry the last four digits behind `****` and the routing (a bank identifier, not a secret).
 */
import { z } from 'zod';
import { isValidAbaRouting } from './tax-ids.js';

export const BANK_ACCOUNT_KINDS = ['us_bank', 'ca_bank'] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];
export const BANK_ACCOUNT_CURRENCIES = ['usd', 'cad'] as const;
export type BankAccountCurrency = (typeof BANK_ACCOUNT_CURRENCIES)[number];
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;

/** A US account pays and is paid in dollars, a Canadian one in Canadian dollars. */
export const currencyOfBankKind = (kind: BankAccountKind): BankAccountCurrency => (kind === 'ca_bank' ? 'cad' : 'usd');

/** How every answer shows an account number: its last four digits. */
export const maskedAccountNumber = (last4: string) => `****${last4}`;

const holder = z.string().trim().min(1, 'Account holder is required').max(200);
const bankName = z.string().trim().max(200).nullable().default(null);
const accountType = z.enum(BANK_ACCOUNT_TYPES, 'Choose checking or savings');

/** A US account's fields (beside `kind: 'us_bank'`). */
export const usBankAccountFields = {
  kind: z.literal('us_bank'),
  account_holder: holder,
  bank_name: bankName,
  routing_number: z.string().trim().refine(isValidAbaRouting, 'Enter a valid 9-digit ABA routing number'),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'An account number is 4 to 17 digits'),
  account_type: accountType,
};

/** A Canadian account's fields (beside `kind: 'ca_bank'`). */
export const caBankAccountFields = {
  kind: z.literal('ca_bank'),
  account_holder: holder,
  bank_name: bankName,
  institution_number: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'The institution number is 3 digits'),
  transit_number: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'The transit (branch) number is 5 digits'),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{7,12}$/, 'A Canadian account number is 7 to 12 digits'),
  account_type: accountType,
};

export type BankAccountFields =
  z.infer<z.ZodObject<typeof usBankAccountFields>> | z.infer<z.ZodObject<typeof caBankAccountFields>>;

/** The routing an answer shows: US the ABA routing number, Canada institution-transit. */
export const routingOfBankAccount = (b: BankAccountFields) =>
  b.kind === 'us_bank' ? b.routing_number : `${b.institution_number}-${b.transit_number}`;

/** The fields every masked bank account answer carries. */
export const bankAccountAnswerFields = {
  kind: z.enum(BANK_ACCOUNT_KINDS),
  account_holder: z.string(),
  bank_name: z.string().nullable(),
  /** US: the ABA routing number; Canada: institution-transit. Bank identifiers, not secrets. */
  routing: z.string(),
  account_type: z.enum(BANK_ACCOUNT_TYPES),
  account_last4: z.string(),
  account_masked: z.string(),
  currency: z.enum(BANK_ACCOUNT_CURRENCIES),
};
