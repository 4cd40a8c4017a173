/**
 * Contracts of /v2/payout_methods (issue 14; decision 0060): the bank accounts a staffing partner, a sales
 * partner or the EOR receives its distributions and commissions in. The fields are a payment method's
 * (bank-accounts.ts); account numbers are write-only and every answer carries the last four digits. One
 * active account per owner per currency is the default, the one payouts go to.
 */
import { z } from 'zod';
import {
  BANK_ACCOUNT_CURRENCIES,
  bankAccountAnswerFields,
  caBankAccountFields,
  usBankAccountFields,
} from '../bank-accounts.js';
import { namedRefSchema } from './timesheets/contracts.js';

export const PAYOUT_OWNER_KINDS = ['partner', 'sales_partner', 'eor'] as const;
export type PayoutOwnerKind = (typeof PAYOUT_OWNER_KINDS)[number];

/** Make it the default of its currency (the owner's first account in a currency always is). */
const makeDefault = z.boolean().optional();

/** POST /v2/payout_methods (behind the 424 step): always the caller's own organization's account. */
export const payoutMethodCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...usBankAccountFields, default: makeDefault }).strict(),
    z.object({ ...caBankAccountFields, default: makeDefault }).strict(),
  ],
  { error: 'Choose a US or a Canadian bank account' },
);
export type PayoutMethodCreate = z.infer<typeof payoutMethodCreateSchema>;

export const payoutMethodViewSchema = z.object({
  id: z.string(),
  owner_kind: z.enum(PAYOUT_OWNER_KINDS),
  /** The partner, sales partner or EOR whose account it is. */
  owner: namedRefSchema,
  ...bankAccountAnswerFields,
  default: z.boolean(),
  created_at: z.string(),
});
export type PayoutMethodView = z.infer<typeof payoutMethodViewSchema>;

/** GET /v2/payout_methods: filters (staff read every owner's) and sort. */
export const payoutMethodFilters = {
  owner_kind: z.enum(PAYOUT_OWNER_KINDS).optional(),
  currency: z.enum(BANK_ACCOUNT_CURRENCIES).optional(),
};
export const PAYOUT_METHOD_SORTS = ['created_at'] as const;
