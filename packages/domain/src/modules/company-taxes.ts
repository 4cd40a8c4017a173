/**
 * Contracts of /v2/company_taxes (issue 12): an employer's own tax figures — the platform's ('platform',
 * EOR work) or a self-employer partner's (its id). Its legal name and FEIN; per state and year its state
 * unemployment (SUTA) registration: the account number, the rate the state assigned it and the state's
 * wage base; per workers' comp class code, state and year its rate per $100 of wages. These are the
 * employer's own entered figures, not statutory tables: the payroll engine reads them as the employer's
 * cost. The FEIN and account numbers are sensitive (section 6): answers carry their last four only.
 * Who reads and changes them: canReadCompanyTaxes / canEditCompanyTaxes (capabilities.ts, decision 0044).
 */
import { z } from 'zod';
import { US_STATES } from '../address.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { employerKeySchema } from './holidays.js';

export const COMPANY_TAX_YEAR_MIN = 2000;
export const COMPANY_TAX_YEAR_MAX = 2100;
/** The highest SUTA rate accepted, in percent (every state's maximum assigned rate is below it). */
export const SUTA_RATE_MAX_PERCENT = 20;
/** The highest workers' comp rate accepted, per $100 of wages. */
export const WORKERS_COMP_RATE_MAX = 100;

const US_STATE_CODES: readonly string[] = US_STATES.map((s) => s.value);

/** What answers show instead of a number: its last four characters behind dots. */
export const maskTail = (last4: string) => `•••••${last4}`;

/** A decimal string no larger than `max` (an integer), compared as text: no float ever holds it. */
const atMost = (max: number) => (v: string) => {
  // Zod runs every check: a value the format check refused is left to that check's message.
  if (!/^\d+(\.\d+)?$/.test(v)) return true;
  const [whole = '0', fraction = ''] = v.split('.');
  const n = BigInt(whole);
  return n < BigInt(max) || (n === BigInt(max) && /^0*$/.test(fraction));
};
const isPositive = (v: string) => /[1-9]/.test(v);

const stateSchema = z
  .string('Choose a US state')
  .trim()
  .toUpperCase()
  .refine((s) => US_STATE_CODES.includes(s), 'Choose a US state (its two-letter code)');

const yearSchema = z.coerce
  .number('Enter the year')
  .int('Enter the year')
  .min(COMPANY_TAX_YEAR_MIN, `Choose a year from ${COMPANY_TAX_YEAR_MIN}`)
  .max(COMPANY_TAX_YEAR_MAX, `Choose a year up to ${COMPANY_TAX_YEAR_MAX}`);

const FEIN_MESSAGE = 'Enter the FEIN as NN-NNNNNNN';
/** The FEIN as the IRS writes it, NN-NNNNNNN (nine digits without the dash are taken too), not all zeros. */
export const isValidFein = (v: string) => /^\d{2}-?\d{7}$/.test(v) && /[1-9]/.test(v);
/** Digits only: what is encrypted and what the last four come from. */
export const normalizeFein = (v: string) => v.replace(/\D/g, '');
/** NN-NNNNNNN from nine digits. */
export const formatFein = (digits: string) => `${digits.slice(0, 2)}-${digits.slice(2)}`;

/** A state unemployment account number: letters and digits as the state writes them (dashes, spaces, dots, slashes). */
export const accountNumberSchema = z
  .string('Enter the state unemployment account number')
  .trim()
  .min(1, 'Enter the state unemployment account number')
  .max(30, 'At most 30 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Letters and digits (dashes, spaces, dots and slashes between them)')
  .refine((v) => v.replace(/[^A-Za-z0-9]/g, '').length >= 4, 'At least four letters or digits');
/** The last four letters or digits of an account number (what answers show). */
export const accountNumberLast4 = (v: string) =>
  v
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(-4);

export const sutaRatePercentSchema = z
  .string('Enter the SUTA rate')
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'A rate like 2.7 (percent, up to four decimals)')
  .refine(atMost(SUTA_RATE_MAX_PERCENT), `At most ${SUTA_RATE_MAX_PERCENT}%`);

export const wageBaseSchema = z
  .string('Enter the wage base')
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount like 9000.00')
  .refine(isPositive, 'The wage base must be more than zero');

export const workersCompRateSchema = z
  .string('Enter the rate per $100')
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'A rate like 1.25 (per $100 of wages, up to four decimals)')
  .refine(atMost(WORKERS_COMP_RATE_MAX), `At most ${WORKERS_COMP_RATE_MAX} per $100`);

/** Omitted: staff mean the platform, a self-employer partner's users their own partner. */
const employerKeyField = employerKeySchema.optional();

export const companyTaxQuerySchema = z.object({ employer_key: employerKeyField }).strict();
export type CompanyTaxQuery = z.infer<typeof companyTaxQuerySchema>;

export const companyTaxProfileUpdateSchema = z
  .object({
    legal_name: z
      .string('Enter the legal name')
      .trim()
      .min(1, 'Enter the legal name')
      .max(200, 'At most 200 characters')
      .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE),
    /** Omitted or blank: keep the FEIN on file (one is required when none is). */
    fein: z
      .string(FEIN_MESSAGE)
      .trim()
      .refine((v) => v === '' || isValidFein(v), FEIN_MESSAGE)
      .transform((v) => v || undefined)
      .optional(),
  })
  .strict();
export type CompanyTaxProfileUpdate = z.infer<typeof companyTaxProfileUpdateSchema>;
export type CompanyTaxProfileUpdateInput = z.input<typeof companyTaxProfileUpdateSchema>;

const registrationFields = {
  state: stateSchema,
  year: yearSchema,
  account_number: accountNumberSchema,
  suta_rate_percent: sutaRatePercentSchema,
  suta_wage_base: wageBaseSchema,
};

export const stateRegistrationCreateSchema = z
  .object({ employer_key: employerKeyField, ...registrationFields })
  .strict();
export type StateRegistrationCreate = z.infer<typeof stateRegistrationCreateSchema>;
export type StateRegistrationCreateInput = z.input<typeof stateRegistrationCreateSchema>;

export const stateRegistrationUpdateSchema = z.object(registrationFields).partial().strict();
export type StateRegistrationUpdate = z.infer<typeof stateRegistrationUpdateSchema>;

const compRateFields = {
  workers_comp_code_id: z.string('Choose a workers comp code').uuid('Choose a workers comp code'),
  state: stateSchema,
  year: yearSchema,
  rate_per_100: workersCompRateSchema,
};

export const workersCompRateCreateSchema = z.object({ employer_key: employerKeyField, ...compRateFields }).strict();
export type WorkersCompRateCreate = z.infer<typeof workersCompRateCreateSchema>;
export type WorkersCompRateCreateInput = z.input<typeof workersCompRateCreateSchema>;

export const workersCompRateUpdateSchema = z.object(compRateFields).partial().strict();
export type WorkersCompRateUpdate = z.infer<typeof workersCompRateUpdateSchema>;

const listFilters = {
  employer_key: employerKeyField,
  year: yearSchema.optional(),
  state: stateSchema.optional(),
};
export const stateRegistrationFilters = listFilters;
export const STATE_REGISTRATION_SORTS = ['state', 'year', 'suta_rate_percent', 'suta_wage_base'] as const;
export const workersCompRateFilters = listFilters;
export const WORKERS_COMP_RATE_SORTS = ['code', 'state', 'year', 'rate_per_100'] as const;

/** An employer whose company taxes the caller reads, and whether it may change them. */
export const companyTaxEmployerViewSchema = z.object({ key: z.string(), name: z.string(), can_edit: z.boolean() });
export type CompanyTaxEmployerView = z.infer<typeof companyTaxEmployerViewSchema>;

export const companyTaxProfileViewSchema = z.object({
  legal_name: z.string(),
  /** The FEIN's last four digits, and them behind dots: the whole number never leaves the API. */
  fein_last4: z.string().nullable(),
  fein_masked: z.string().nullable(),
  updated_at: z.string(),
});
export type CompanyTaxProfileView = z.infer<typeof companyTaxProfileViewSchema>;

/** GET /v2/company_taxes: the employer, whether the caller may change it, and its profile (null until entered). */
export const companyTaxesViewSchema = z.object({
  employer_key: z.string(),
  employer_name: z.string(),
  can_edit: z.boolean(),
  profile: companyTaxProfileViewSchema.nullable(),
});
export type CompanyTaxesView = z.infer<typeof companyTaxesViewSchema>;

export const stateRegistrationViewSchema = z.object({
  id: z.string(),
  employer_key: z.string(),
  state: z.string(),
  year: z.number().int(),
  account_number_last4: z.string(),
  account_number_masked: z.string(),
  /** Percent, four decimals ("2.7000"). */
  suta_rate_percent: z.string(),
  /** Money, two decimals ("9000.00"). */
  suta_wage_base: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StateRegistrationView = z.infer<typeof stateRegistrationViewSchema>;

export const workersCompRateViewSchema = z.object({
  id: z.string(),
  employer_key: z.string(),
  workers_comp_code: z.object({ id: z.string(), code: z.string(), description: z.string() }),
  state: z.string(),
  year: z.number().int(),
  /** Per $100 of wages, four decimals ("0.3100"). */
  rate_per_100: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkersCompRateView = z.infer<typeof workersCompRateViewSchema>;
