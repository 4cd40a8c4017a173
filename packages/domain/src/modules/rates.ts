/** /rates (rate settings), the pricing calculator (rates_quote) and GSA per-diem rates. */
import { z } from 'zod';
import { JOB_CLASSIFICATIONS } from '../enums.js';
import { rateValueSchema } from './assignments.js';

export const RATE_SETTING_KINDS = [
  'overtime_multiplier',
  'double_overtime_multiplier',
  'holiday_multiplier',
  'platform_fee_percent',
  'social_security_percent',
  'social_security_wage_base',
  'medicare_percent',
  'futa_percent',
  'futa_wage_base',
  'suta_percent',
  'suta_wage_base',
  'workers_comp_per_100',
  'fica_percent',
  'international_employer_cost_percent',
] as const;
export type RateSettingKind = (typeof RATE_SETTING_KINDS)[number];

/**
 * Kinds kept only so rows recorded before FICA was split still list and still count: a combined
 * `fica_percent` is honoured (flat, uncapped) where no Social Security or Medicare rate is in
 * effect, but new rows use the split kinds (decision 0014).
 */
export const LEGACY_RATE_SETTING_KINDS: readonly RateSettingKind[] = ['fica_percent'];
export const NEW_RATE_SETTING_KINDS = RATE_SETTING_KINDS.filter((k) => !LEGACY_RATE_SETTING_KINDS.includes(k));

export const RATE_SETTING_LABELS: Record<RateSettingKind, string> = {
  overtime_multiplier: 'Overtime multiplier',
  double_overtime_multiplier: 'Double-overtime multiplier',
  holiday_multiplier: 'Holiday multiplier',
  platform_fee_percent: 'Platform fee (%)',
  social_security_percent: 'Social Security (%)',
  social_security_wage_base: 'Social Security wage base ($/year)',
  medicare_percent: 'Medicare (%)',
  futa_percent: 'FUTA (%)',
  futa_wage_base: 'FUTA wage base ($/year)',
  suta_percent: 'SUTA (%)',
  suta_wage_base: 'SUTA wage base ($/year)',
  workers_comp_per_100: "Workers' comp (per $100)",
  fica_percent: 'FICA combined (%, legacy)',
  international_employer_cost_percent: 'International employer cost (% of gross, per country)',
};

/** A state or province code, upper case. */
const regionSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter state or province code');

export const rateSettingCreateSchema = z
  .object({
    kind: z.enum(RATE_SETTING_KINDS),
    partner_id: z.string().uuid().nullable().default(null),
    region: regionSchema.nullable().default(null),
    workers_comp_code: z.string().trim().min(1).max(20).nullable().default(null),
    effective_date: z.iso.date('Enter a date as YYYY-MM-DD'),
    value: rateValueSchema,
    note: z.string().trim().max(500).nullable().default(null),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (LEGACY_RATE_SETTING_KINDS.includes(b.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['kind'],
        message: 'FICA is now two rates: add Social Security (with its wage base) and Medicare',
      });
    if (b.kind === 'international_employer_cost_percent' && !b.region)
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: 'Name the country the cost applies in (two letters, like GB)',
      });
    if (b.workers_comp_code && b.kind !== 'workers_comp_per_100')
      ctx.addIssue({
        code: 'custom',
        path: ['workers_comp_code'],
        message: "Only workers' comp rates are per code",
      });
  });
export type RateSettingCreate = z.infer<typeof rateSettingCreateSchema>;

export const rateSettingViewSchema = z.object({
  id: z.string(),
  kind: z.enum(RATE_SETTING_KINDS),
  partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  region: z.string().nullable(),
  workers_comp_code: z.string().nullable(),
  effective_date: z.string(),
  value: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The row in effect for its own scope on the list's as_of date (today unless asked). */
  in_effect: z.boolean(),
});
export type RateSettingView = z.infer<typeof rateSettingViewSchema>;

export const ratesQuoteSchema = z
  .object({
    pay_rate: rateValueSchema,
    /** Exactly one of markup, target margin or a bill rate to check. */
    markup_percent: rateValueSchema.optional(),
    target_margin_percent: rateValueSchema.optional(),
    bill_rate: rateValueSchema.optional(),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a state'),
    workers_comp_code: z.string().trim().max(20).nullable().default(null),
    /** The worker's classification: only W-2 employees carry US employer burden (the calculator quotes W-2). */
    classification: z.enum(JOB_CLASSIFICATIONS, 'Choose a classification').default('w-2'),
    /** Staff quote for a partner (its multipliers and fees); partner users quote for their own. */
    partner_id: z.string().uuid().nullable().default(null),
    date: z.iso.date().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const given = [b.markup_percent, b.target_margin_percent, b.bill_rate].filter((v) => v !== undefined).length;
    if (given !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['markup_percent'],
        message: 'Give a markup, a target margin or a bill rate',
      });
    if (b.target_margin_percent !== undefined && Number(b.target_margin_percent) >= 100)
      ctx.addIssue({ code: 'custom', path: ['target_margin_percent'], message: 'A margin must be below 100%' });
  });
export type RatesQuoteRequest = z.infer<typeof ratesQuoteSchema>;

/** The settings a quote used (null: none in effect, counted as zero). */
const QUOTE_SETTING_KINDS = [
  'social_security_percent',
  'social_security_wage_base',
  'medicare_percent',
  'fica_percent',
  'futa_percent',
  'futa_wage_base',
  'suta_percent',
  'suta_wage_base',
  'workers_comp_per_100',
  'overtime_multiplier',
  'double_overtime_multiplier',
  'holiday_multiplier',
] as const satisfies readonly RateSettingKind[];

export const ratesQuoteViewSchema = z.object({
  /** The classification quoted for: the burden below is zero unless it is W-2. */
  classification: z.enum(JOB_CLASSIFICATIONS),
  pay_rate: z.string(),
  bill_rate: z.string(),
  markup_percent: z.string().nullable(),
  /** Gross margin after burden, percent of the bill. */
  margin_percent: z.string().nullable(),
  /** The margin the same markup would leave without burden. */
  margin_before_burden_percent: z.string().nullable(),
  margin_per_hour: z.string(),
  burden: z.object({
    /** Social Security + Medicare. */
    fica: z.string(),
    /** The parts of FICA; null when only a legacy combined FICA rate was in effect. */
    social_security: z.string().nullable(),
    medicare: z.string().nullable(),
    futa: z.string(),
    suta: z.string(),
    workers_comp: z.string(),
    /** A Canadian employee's CPP, CPP2 and EI (employer's share), or an EOR employee's in-country cost. */
    other: z.string(),
    total: z.string(),
  }),
  overtime_bill_rate: z.string(),
  double_overtime_bill_rate: z.string(),
  holiday_bill_rate: z.string(),
  /**
   * The settings the quote used (null: none in effect, counted as zero). `fica_percent` is set only
   * when the legacy combined rate stood in for Social Security and Medicare; those three are then null.
   */
  settings: z.record(z.enum(QUOTE_SETTING_KINDS), z.string().nullable()),
  /**
   * How the burden was figured: `payroll_engine` — a year of paychecks through the payroll engine, with
   * the employer's SUTA and workers' comp from its company taxes (else the /rates settings for the state);
   * `rate_settings` — the flat /rates settings (a year the engine has no tables for, or no US burden).
   */
  burden_basis: z.object({
    method: z.enum(['payroll_engine', 'rate_settings']),
    suta: z
      .object({
        rate_percent: z.string(),
        wage_base: z.string().nullable(),
        source: z.enum(['company_taxes', 'rate_settings']),
      })
      .nullable(),
    workers_comp_per_100: z
      .object({ value: z.string(), source: z.enum(['company_taxes', 'rate_settings']) })
      .nullable(),
    /** What `burden.other` is, when there is one. */
    other: z.enum(['canada_cpp_ei', 'international_employer_cost']).nullable(),
  }),
  annual_hours: z.number(),
  date: z.string(),
});
export type RatesQuote = z.infer<typeof ratesQuoteViewSchema>;

export const GSA_CSV_HEADER = [
  'fiscal_year',
  'state',
  'destination',
  'county',
  'season_begin',
  'season_end',
  'lodging',
  'meals_and_incidentals',
] as const;

export const gsaRateRowSchema = z.object({
  fiscal_year: z.coerce
    .number({ message: 'Enter a fiscal year' })
    .int('Enter a fiscal year')
    .min(2000, 'Enter a fiscal year from 2000')
    .max(2100, 'Enter a fiscal year up to 2100'),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter state code'),
  destination: z.string().trim().min(1, 'Destination is required').max(200),
  county: z.string().trim().max(300).nullable(),
  season_begin: z.string().trim().max(40).nullable(),
  season_end: z.string().trim().max(40).nullable(),
  lodging: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter lodging as dollars and cents'),
  meals_and_incidentals: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter meals and incidentals as dollars and cents'),
});
export type GsaRateRow = z.infer<typeof gsaRateRowSchema>;

export const gsaRateViewSchema = z.object({
  id: z.string(),
  fiscal_year: z.number().int(),
  state: z.string(),
  destination: z.string(),
  county: z.string().nullable(),
  season_begin: z.string().nullable(),
  season_end: z.string().nullable(),
  /** Dollars and cents, as a decimal string. */
  lodging: z.string(),
  meals_and_incidentals: z.string(),
});
export type GsaRateView = z.infer<typeof gsaRateViewSchema>;

export const gsaImportSchema = z
  .object({
    csv: z.string().min(1, 'Paste or upload a CSV file').max(2_000_000, 'The file is too large (2 MB at most)'),
    /** Import the valid rows and skip the others; otherwise any invalid row stops the import. */
    only_valid: z.boolean().default(false),
    /** Preview only: validate and answer, write nothing. */
    dry_run: z.boolean().default(false),
  })
  .strict();
export type GsaImportRequest = z.infer<typeof gsaImportSchema>;

export const gsaImportRowSchema = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int(),
  values: z.record(z.enum(GSA_CSV_HEADER), z.string()),
  errors: z.array(z.object({ field: z.string(), msg: z.string() })),
});
export type GsaImportRow = z.infer<typeof gsaImportRowSchema>;

export const gsaImportResultSchema = z.object({
  rows: z.array(gsaImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
  /** File-level problems (header). */
  errors: z.array(z.string()),
});
export type GsaImportResult = z.infer<typeof gsaImportResultSchema>;
