/**
 * The payroll engine's contract (issue 12): what `POST /v2/paychecks/preview` and the /calculator page
 * send — one paycheck's inputs — and what they get back, every line with its base. The engine itself is
 * `computePaycheck` in @app/paybill; this schema is its HTTP shape (snake_case, money as strings).
 */
import { z } from 'zod';

/** An amount of money, zero or more: digits with at most two decimals, sent as a string. */
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount like 1250.00');

export const PAYCHECK_CLASSIFICATIONS = ['w-2', '1099', 'canada_t4', 'international_ic', 'international_eor'] as const;
export const PAYCHECK_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export const EARNING_TYPES = [
  'regular',
  'overtime',
  'double_time',
  'holiday',
  'pto',
  'sick',
  'salary',
  'bonus',
  'commission',
  'taxable_stipend',
  'reimbursement',
] as const;
/** US: 401(k), section 125; Canada (T4): a registered pension plan and union dues (decision 0114). */
export const PRE_TAX_TYPES = ['traditional_401k', 'section_125', 'rpp', 'union_dues'] as const;
export const POST_TAX_TYPES = [
  'garnishment_child_support',
  'garnishment_creditor',
  'roth_401k',
  'loan',
  'advance',
] as const;
export const FILING_STATUSES = [
  'single',
  'married_filing_separately',
  'married_filing_jointly',
  'head_of_household',
] as const;

const w4Schema = z.discriminatedUnion('form', [
  z
    .object({
      form: z.literal('2020_or_later'),
      filing_status: z.enum(FILING_STATUSES, 'Choose a filing status'),
      step2_checked: z.boolean().default(false),
      step3_credits: amountSchema.default('0'),
      step4a_other_income: amountSchema.default('0'),
      step4b_deductions: amountSchema.default('0'),
      step4c_extra: amountSchema.default('0'),
    })
    .strict(),
  z
    .object({
      form: z.literal('2019_or_earlier'),
      marital_status: z.enum(['single', 'married'], 'Choose single or married'),
      allowances: z.number().int().min(0).max(99),
      extra: amountSchema.default('0'),
    })
    .strict(),
]);

const ytdSchema = z
  .object({
    fica_wages: amountSchema.default('0'),
    social_security_tax: amountSchema.default('0'),
    futa_wages: amountSchema.default('0'),
    suta_wages: amountSchema.default('0'),
    supplemental_wages: amountSchema.default('0'),
    gross: amountSchema.default('0'),
    federal_income_tax: amountSchema.default('0'),
    canada_pensionable: amountSchema.default('0'),
    cpp: amountSchema.default('0'),
    cpp2: amountSchema.default('0'),
    ei: amountSchema.default('0'),
    canada_bonus_enhanced_cpp: amountSchema.default('0'),
  })
  .strict();

/** A three-letter ISO 4217 currency code, upper case. */
const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like EUR');

export const paycheckPreviewSchema = z
  .object({
    classification: z.enum(PAYCHECK_CLASSIFICATIONS, 'Choose a classification'),
    check_date: z.iso.date('Enter the check date as YYYY-MM-DD'),
    frequency: z.enum(PAYCHECK_FREQUENCIES, 'Choose a pay frequency'),
    /** The US state or Canadian province of the work (two letters). */
    work_state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a state or province'),
    earnings: z
      .array(z.object({ type: z.enum(EARNING_TYPES, 'Choose an earning type'), amount: amountSchema }).strict())
      .min(1, 'Add at least one earning')
      .max(30),
    pre_tax: z
      .array(z.object({ type: z.enum(PRE_TAX_TYPES, 'Choose a deduction type'), amount: amountSchema }).strict())
      .max(20)
      .default([]),
    post_tax: z
      .array(
        z
          .object({
            key: z.string().trim().min(1).max(60),
            type: z.enum(POST_TAX_TYPES, 'Choose a deduction type'),
            amount: amountSchema,
          })
          .strict(),
      )
      .max(20)
      .default([]),
    w4: w4Schema.optional(),
    /** The work state's own withholding form (California's DE 4); absent: single, no allowances. */
    state_form: z
      .object({
        filing_status: z.enum(['single', 'married', 'head_of_household'], 'Choose a filing status'),
        allowances: z.number().int().min(0).max(99).default(0),
        estimated_deduction_allowances: z.number().int().min(0).max(99).default(0),
        additional: amountSchema.default('0'),
      })
      .strict()
      .optional(),
    supplemental_method: z.enum(['aggregate', 'flat']).default('aggregate'),
    backup_withholding: z.boolean().default(false),
    supports_others: z.boolean().default(false),
    support_twelve_weeks_in_arrears: z.boolean().default(false),
    td1: z
      .object({
        federal_claim: amountSchema.optional(),
        provincial_claim: amountSchema.optional(),
        ontario_dependants: z.number().int().min(0).max(20).optional(),
        extra_tax: amountSchema.optional(),
      })
      .strict()
      .optional(),
    /**
     * Whose company taxes give SUTA and workers' comp when `employer` is not given: staff name 'platform' or
     * a self-employer partner's id (default: the platform); a partner's users always get their own employer.
     */
    employer_key: z.string().trim().min(1).max(60).optional(),
    /** The worker's workers' comp class code, for the employer's rate in company taxes. */
    workers_comp_code: z.string().trim().min(1).max(20).optional(),
    /** The employer's own rates typed in (they take the place of its company taxes): SUTA in the work state, workers' comp per $100. */
    employer: z
      .object({
        suta_rate_percent: z
          .string()
          .trim()
          .regex(/^\d{1,2}(\.\d{1,4})?$/, 'Enter a rate like 2.7')
          .optional(),
        suta_wage_base: amountSchema.optional(),
        workers_comp_per_100: z
          .string()
          .trim()
          .regex(/^\d{1,3}(\.\d{1,4})?$/, 'Enter a rate like 1.25')
          .optional(),
      })
      .strict()
      .refine((e) => (e.suta_rate_percent === undefined) === (e.suta_wage_base === undefined), {
        path: ['suta_wage_base'],
        message: 'Give the SUTA rate and its wage base together',
      })
      .optional(),
    /**
     * International workers: the contract's country (two letters) and currency, and the exchange rate to
     * the reporting currency (units of it per unit of the contract's). The employer's in-country cost
     * comes from the configured per-country table (/rates: international employer cost).
     */
    international: z
      .object({
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'Use a two-letter country code like GB'),
        currency: currencySchema,
        exchange_rate: z
          .string()
          .trim()
          .regex(/^\d{1,6}(\.\d{1,8})?$/, 'Enter a rate like 1.2745')
          .refine((r) => Number(r) > 0, 'An exchange rate must be more than zero')
          .optional(),
        reporting_currency: currencySchema.default('USD'),
      })
      .strict()
      .optional(),
    ytd: ytdSchema.optional(),
    /** A bill rate's total for the same work, to show the margin beside the employer's cost. */
    bill_amount: amountSchema.optional(),
  })
  .strict();
export type PaycheckPreviewRequest = z.infer<typeof paycheckPreviewSchema>;

const paycheckLineSchema = z.object({ code: z.string(), label: z.string(), base: z.string(), amount: z.string() });

export const paycheckPreviewViewSchema = z.object({
  /** The currency of every amount: the contract's for an international worker. */
  currency: z.string(),
  /** An international paycheck's exchange, kept with it: the rate and the amounts in the reporting currency. */
  exchange: z
    .object({ rate: z.string(), currency: z.string(), gross: z.string(), employer_cost: z.string() })
    .nullable(),
  gross: z.string(),
  earnings: z.array(paycheckLineSchema),
  pre_tax_deductions: z.array(paycheckLineSchema),
  employee_taxes: z.array(paycheckLineSchema),
  employer_taxes: z.array(paycheckLineSchema),
  post_tax_deductions: z.array(paycheckLineSchema),
  net: z.string(),
  employer_cost: z.string(),
  /** What the figures leave out and why (an employer rate not given). */
  warnings: z.array(z.string()),
  /**
   * Where the employer's SUTA and workers' comp rates came from: typed in the request, the employer's
   * company taxes for the work state and year, or nowhere (left out, with a warning).
   */
  employer_rates: z.object({
    source: z.enum(['request', 'company_taxes', 'none']),
    employer_key: z.string().nullable(),
  }),
  /** Bill amount − employer cost, and that as a percent of the bill; null without a bill amount. */
  margin: z.string().nullable(),
  margin_percent: z.string().nullable(),
  /** What a deduction could not take, by its key, carried to the next paycheck. */
  arrears: z.record(z.string(), z.string()),
  ytd: z.record(z.string(), z.string()),
});
export type PaycheckPreviewView = z.infer<typeof paycheckPreviewViewSchema>;
