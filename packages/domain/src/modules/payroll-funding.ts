/**
 * Contracts of payroll funding and deposits (issue 13; decision 0051):
 * - /v2/payroll_bank_accounts: a self-funded (or self-employer) partner's accounts its payroll is debited
 *   from. Routing and account numbers are taken in full once and never answered: every answer carries the
 *   last four behind dots. One active account is the primary, the one a run's funding debit comes from.
 * - A run's funding debit (GET /v2/payroll_runs/{id}/funding): the amount, the account (masked), its status.
 * - A worker's split deposits (/v2/payroll_methods): several active accounts, each taking a fixed amount or a
 *   percent of net pay, and exactly one taking the remainder; Canadian accounts by institution and transit.
 */
import { z } from 'zod';
import { usBankAccountFields } from '../bank-accounts.js';
import { isValidAbaRouting } from '../tax-ids.js';
import { hasNoControlChars } from '../validators.js';
import { bankAccountViewSchema, payrollMethodsViewSchema } from './onboarding/views.js';
import { bankingDaysFrom } from '../banking-calendar.js';
import { TRANSFER_METHODS, transferFallbackSchema, type TransferFallbackReason } from './payroll-runs.js';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoControlChars, `${label} may not contain control characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlChars, 'No control characters')
    .optional()
    .transform((v) => v || null);

// The checks every bank account form makes (bank-accounts.ts): the ABA check digit, 4–17 digits, the type.
const routingNumber = usBankAccountFields.routing_number;
const accountNumber = usBankAccountFields.account_number;
const accountType = usBankAccountFields.account_type;

/** POST /v2/payroll_bank_accounts (behind the 424 step). Staff name the partner; a partner's users add their own. */
export const payrollBankAccountCreateSchema = z
  .object({
    partner_id: z.string().uuid().optional(),
    account_holder: text('Account holder', 200),
    bank_name: optionalText(200),
    routing_number: routingNumber,
    account_number: accountNumber,
    account_type: accountType,
    /** Make it the primary (the first active account always is). */
    primary: z.boolean().optional(),
  })
  .strict();
export type PayrollBankAccountCreate = z.infer<typeof payrollBankAccountCreateSchema>;

export const payrollBankAccountViewSchema = z.object({
  id: z.string(),
  partner: z.object({ id: z.string(), name: z.string() }),
  account_holder: z.string(),
  bank_name: z.string().nullable(),
  routing_masked: z.string(),
  account_masked: z.string(),
  account_type: z.enum(['checking', 'savings']),
  primary: z.boolean(),
  status: z.enum(['active', 'retired']),
  created_at: z.string(),
  retired_at: z.string().nullable(),
});
export type PayrollBankAccountView = z.infer<typeof payrollBankAccountViewSchema>;

export const PAYROLL_BANK_ACCOUNT_SORTS = ['created_at', 'account_holder'] as const;
export const payrollBankAccountFilters = {
  partner_id: z.string().uuid().optional(),
  status: z.enum(['active', 'retired']).optional(),
};

const fundingDebitSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  account_masked: z.string(),
  status: z.enum(['processing', 'paid', 'failed']),
  return_code: z.string().nullable(),
});

/** How a returned funding debit's amount can be collected (decision 0113): debited again, or settled otherwise (admin). */
export const FUNDING_COLLECTION_METHODS = ['debit', 'settled'] as const;
export type FundingCollectionMethod = (typeof FUNDING_COLLECTION_METHODS)[number];

/** POST /v2/payroll_runs/{id}/funding/collect: debit the partner's primary account again, or record it settled. */
export const fundingCollectionInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('debit') }),
  z.object({
    method: z.literal('settled'),
    /** How it was paid (a wire's reference, a cheque): kept with the debit and in the audit trail. */
    note: z.string().trim().min(3, 'Say how it was paid (at least 3 characters)').max(500),
  }),
]);
export type FundingCollectionInput = z.infer<typeof fundingCollectionInputSchema>;

/** What a run's funding debit is (decision 0051: the run's total net pay; employer taxes are not pulled). */
export const payrollRunFundingSchema = z.object({
  funding: z.enum(['self_funded', 'funded']),
  /** The debit, once processing wrote it; null for a funded run or before. */
  debit: fundingDebitSchema
    .extend({
      /** Why the run stopped, or what is owed, when the debit came back. */
      reason: z.string().nullable(),
      /** Returned after the workers were paid, and neither collected again nor settled: the employer owes it. */
      owed: z.boolean(),
      /** Recorded as settled another way by an admin (decision 0113). */
      settled: z.object({ at: z.string(), note: z.string() }).nullable(),
      /** The debits that collected it again, oldest first. */
      collections: z.array(fundingDebitSchema.extend({ id: z.string().uuid(), created_at: z.string() })),
      /** How the caller may collect what is owed (empty when nothing is, or the caller may not). */
      collect_options: z.array(z.enum(FUNDING_COLLECTION_METHODS)),
    })
    .nullable(),
});
export type PayrollRunFunding = z.infer<typeof payrollRunFundingSchema>;

/* ---------- split deposits ---------- */

export const DEPOSIT_ALLOCATION_KINDS = ['remainder', 'percent', 'amount'] as const;
export type DepositAllocationKind = (typeof DEPOSIT_ALLOCATION_KINDS)[number];

const allocationSchema = z
  .object({
    kind: z.enum(DEPOSIT_ALLOCATION_KINDS, { error: 'Choose the remainder, a percent or an amount' }),
    /** A percent (e.g. "25" or "12.5") or an amount ("200.00"); none for the remainder. */
    value: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter a number like 25 or 200.00')
      .optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.kind === 'remainder' && a.value !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The remainder account takes no amount' });
    }
    if (a.kind !== 'remainder' && (a.value === undefined || !/[1-9]/.test(a.value))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter more than zero' });
    }
    if (a.kind === 'percent' && a.value !== undefined && Number(a.value) > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent is at most 100' });
    }
  });
export type DepositAllocation = z.infer<typeof allocationSchema>;

/**
 * A worker's direct deposit account (POST /v2/payroll_methods): a US account by ABA routing number, or a
 * Canadian one by institution (3 digits) and transit (5) with an account of up to 12 digits. `additional`
 * adds it beside the current accounts with its allocation (a split); without it the account replaces them
 * all and takes the whole net pay.
 */
export const depositAccountSchema = z
  .object({
    account_holder: text('Account holder', 200),
    bank_name: optionalText(200),
    country: z.enum(['US', 'CA']).default('US'),
    routing_number: z.string().trim().optional(),
    institution_number: z.string().trim().optional(),
    transit_number: z.string().trim().optional(),
    account_number: accountNumber,
    account_type: accountType,
    additional: z.boolean().optional(),
    allocation: allocationSchema.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.country === 'US') {
      if (!b.routing_number || !isValidAbaRouting(b.routing_number)) {
        ctx.addIssue({ code: 'custom', path: ['routing_number'], message: 'Enter a valid 9-digit ABA routing number' });
      }
    } else {
      if (!/^\d{3}$/.test(b.institution_number ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['institution_number'], message: 'An institution number is 3 digits' });
      }
      if (!/^\d{5}$/.test(b.transit_number ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['transit_number'], message: 'A transit number is 5 digits' });
      }
      if (b.account_number.length > 12) {
        ctx.addIssue({
          code: 'custom',
          path: ['account_number'],
          message: 'A Canadian account number is at most 12 digits',
        });
      }
    }
    if (b.additional && (!b.allocation || b.allocation.kind === 'remainder')) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocation'],
        message: 'An additional account takes a percent or an amount; the current one keeps the remainder',
      });
    }
    if (!b.additional && b.allocation && b.allocation.kind !== 'remainder') {
      ctx.addIssue({ code: 'custom', path: ['allocation'], message: 'A replacing account takes the whole net pay' });
    }
  });
export type DepositAccountInput = z.input<typeof depositAccountSchema>;
export type DepositAccount = z.output<typeof depositAccountSchema>;

/** PATCH /v2/payroll_methods/{id}: a split account's allocation (behind the 424 step). */
export const depositAllocationUpdateSchema = z.object({ allocation: allocationSchema }).strict();

/** The deposit split of a paycheck: one row per transfer (the pay stub's "deposit split"). */
export const paycheckDepositSchema = z.object({
  sequence: z.number().int(),
  method: z.enum(TRANSFER_METHODS),
  amount: z.string(),
  account_masked: z.string().nullable(),
  status: z.enum(['processing', 'paid', 'failed']),
  return_code: z.string().nullable(),
  /** A check in place of an account whose prenote has not cleared, or was returned (decision 0067). */
  fallback: transferFallbackSchema.nullable(),
});
export type PaycheckDeposit = z.infer<typeof paycheckDepositSchema>;

/* ---------- prenotes (decision 0067) ---------- */

/**
 * Where a US deposit account stands with its prenote, the zero-dollar entry (23 checking, 33 savings) the
 * run's NACHA file sends a new account before any money: none (not sent yet: the next run's file carries
 * it), pending (sent, not cleared), cleared (3 banking days passed with no return: deposits go to it) or
 * failed (the bank returned it: nothing is paid to it). Canadian accounts (CPA-005) have none.
 */
export const PRENOTE_STATUSES = ['none', 'pending', 'cleared', 'failed'] as const;
export type PrenoteStatus = (typeof PRENOTE_STATUSES)[number];

/** NACHA: a live entry may follow a prenote three banking days after the prenote's settlement date. */
export const PRENOTE_WAIT_BANKING_DAYS = 3;

/** The day a prenote with this effective entry date clears when no return came: 3 banking days later. */
export const prenoteClearsOn = (effectiveEntryDate: string) =>
  bankingDaysFrom(effectiveEntryDate, PRENOTE_WAIT_BANKING_DAYS);

/** A prenote's status on a day: a pending one has cleared once its clearing day has come (time passing, no return). */
export function prenoteStatusOn(
  prenote: { status: PrenoteStatus; clearsOn: string | null },
  today: string,
): PrenoteStatus {
  return prenote.status === 'pending' && prenote.clearsOn !== null && prenote.clearsOn <= today
    ? 'cleared'
    : prenote.status;
}

/**
 * NACHA return reasons that say the account itself cannot take entries — closed (R02), not found (R03),
 * an invalid number (R04), frozen (R16), a non-transaction account (R20) — unlike insufficient or
 * uncollected funds (R01, R09), the only returns NACHA's reinitiation rule lets an originator send again.
 * A live deposit returned for one of them closes the account to deposits (decision 0078).
 */
export const ACCOUNT_CLOSING_RETURN_CODES = ['R02', 'R03', 'R04', 'R16', 'R20'] as const;
export const closesAccount = (returnCode: string | null | undefined) =>
  (ACCOUNT_CLOSING_RETURN_CODES as readonly string[]).includes(returnCode ?? '');

/**
 * Whether a deposit may go to a US account today: its prenote's status, unless a live deposit to it came
 * back for a reason the account cannot take entries ('returned': nothing is deposited to it again).
 */
export function depositStateOn(
  account: { prenoteStatus: PrenoteStatus; prenoteClearsOn: string | null; depositReturnCode: string | null },
  today: string,
): PrenoteStatus | 'returned' {
  if (account.depositReturnCode) return 'returned';
  return prenoteStatusOn({ status: account.prenoteStatus, clearsOn: account.prenoteClearsOn }, today);
}

/** Why a share goes by check in place of an account a deposit may not go to today (decisions 0067, 0078). */
export const fallbackReasonOf = (state: PrenoteStatus | 'returned'): TransferFallbackReason =>
  state === 'returned' ? 'account_returned' : state === 'failed' ? 'prenote_returned' : 'prenote_pending';

export const PRENOTE_STATUS_LABELS: Record<PrenoteStatus, string> = {
  none: 'Prenote not sent yet',
  pending: 'Prenote pending',
  cleared: 'Verified',
  failed: 'Prenote returned',
};

export const depositPrenoteSchema = z.object({
  status: z.enum(PRENOTE_STATUSES),
  /** When the run's file carrying it was written. */
  sent_at: z.string().nullable(),
  /** The day it clears (pending) or cleared. */
  clears_on: z.string().nullable(),
  /** The bank's return code (R01 …) when it failed. */
  return_code: z.string().nullable(),
});
export type DepositPrenote = z.infer<typeof depositPrenoteSchema>;

/** A worker's active account with its place in the split and, for a US account, its prenote. */
export const depositAccountViewSchema = bankAccountViewSchema.extend({
  country: z.enum(['US', 'CA']),
  allocation: z.object({ kind: z.enum(DEPOSIT_ALLOCATION_KINDS), value: z.string().nullable() }),
  prenote: depositPrenoteSchema.nullable(),
  /** A live deposit the bank returned because the account cannot take entries: none go to it again (0078). */
  deposit_return: z.object({ return_code: z.string(), returned_at: z.string() }).nullable(),
});
export type DepositAccountView = z.infer<typeof depositAccountViewSchema>;

/** GET /v2/payroll_methods: the main (remainder) account, the retired ones, and every active account in split order. */
export const depositAccountsViewSchema = payrollMethodsViewSchema.extend({
  current: depositAccountViewSchema.nullable(),
  history: z.array(depositAccountViewSchema),
  accounts: z.array(depositAccountViewSchema),
});
export type DepositAccountsView = z.infer<typeof depositAccountsViewSchema>;
