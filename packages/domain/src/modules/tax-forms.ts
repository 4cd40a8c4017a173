/**
 * Contracts of /v2/tax_forms (issue 14; decisions 0064 and 0065): each worker's year-end forms (W-2,
 * 1099-NEC, T4) summed from the year's non-void paychecks, their PDFs, the employer's W-3 / T4 Summary,
 * the SSA EFW2 file and the quarterly reports (Form 941, Form 940, state unemployment wages) as CSV.
 */
import { z } from 'zod';
import { isAdminLike } from '../roles.js';
import { canSeePayroll, canSeeSensitive, isSelfEmployerPartner, type AccessSubject } from '../capabilities.js';
import { namedRefSchema } from './timesheets/contracts.js';

const money = z.string();

export const TAX_FORM_KINDS = ['w2', '1099_nec', 't4'] as const;
export type TaxFormKind = (typeof TAX_FORM_KINDS)[number];
export const TAX_FORM_LABELS: Record<TaxFormKind, string> = { w2: 'W-2', '1099_nec': '1099-NEC', t4: 'T4' };

export const QUARTERLY_REPORTS = ['form_941', 'form_940', 'state_wages'] as const;
export type QuarterlyReport = (typeof QUARTERLY_REPORTS)[number];
export const QUARTERLY_REPORT_LABELS: Record<QuarterlyReport, string> = {
  form_941: 'Form 941 (quarter)',
  form_940: 'Form 940 (year)',
  state_wages: 'State unemployment wages (quarter)',
};

const year = z.coerce.number().int().min(2000).max(2100);
/** An employer: the platform (`platform`) or a self-employing partner's id. */
const employerKey = z.union([z.literal('platform'), z.string().uuid()]);

export const taxFormsQuerySchema = z
  .object({
    year: year.optional(),
    partner_id: z.string().uuid().optional(),
    employer_key: employerKey.optional(),
  })
  .strict();
export type TaxFormsQuery = z.infer<typeof taxFormsQuerySchema>;

export const taxFormBoxSchema = z.object({ box: z.string(), label: z.string(), amount: money });

export const taxFormRowSchema = z.object({
  /** `<kind>.<employer_key>.<contractor id>`: the PDF's address. */
  id: z.string(),
  kind: z.enum(TAX_FORM_KINDS),
  year: z.number().int(),
  employer_key: z.string(),
  employer_name: z.string(),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  currency: z.string(),
  paychecks: z.number().int(),
  /** The form's boxes in order, each with its number and label. */
  boxes: z.array(taxFormBoxSchema),
  /** Only a 1099-NEC: whether box 1 reaches the year's threshold ($2,000 for 2026). */
  meets_threshold: z.boolean().nullable(),
  /** Why a form could not be figured (a year the primers give no figure for); its boxes are then empty. */
  refusal: z.string().nullable(),
});
export type TaxFormRow = z.infer<typeof taxFormRowSchema>;

export const employerFilingSchema = z.object({
  employer_key: z.string(),
  employer_name: z.string(),
  /** The W-3 (null: no W-2s) and the T4 Summary (null: no T4s). */
  w3: z.object({ forms: z.number().int(), boxes: z.array(taxFormBoxSchema) }).nullable(),
  t4_summary: z.object({ slips: z.number().int(), boxes: z.array(taxFormBoxSchema) }).nullable(),
});
export type EmployerFiling = z.infer<typeof employerFilingSchema>;

export const taxFormsViewSchema = z.object({
  year: z.number().int(),
  forms: z.array(taxFormRowSchema),
  /** The employers whose filings the caller may download (staff: every one with forms; a self-employer: its own). */
  employers: z.array(employerFilingSchema),
  note: z.string(),
});
export type TaxFormsView = z.infer<typeof taxFormsViewSchema>;

export const taxFormParamsSchema = z
  .object({ kind: z.enum(TAX_FORM_KINDS), employer_key: employerKey, contractor_id: z.string().uuid() })
  .strict();
export const taxFormYearQuerySchema = z.object({ year }).strict();

export const employerFilingQuerySchema = z.object({ year, employer_key: employerKey }).strict();
export const summaryPdfQuerySchema = z
  .object({ year, employer_key: employerKey, kind: z.enum(['w3', 't4_summary']) })
  .strict();
export const efw2QuerySchema = z
  .object({
    year,
    employer_key: employerKey,
    /** The submitter's SSA Business Services Online user id (RA positions 12–19). */
    bso_user_id: z
      .string()
      .regex(/^[A-Za-z0-9]{8}$/, 'Eight letters or digits')
      .optional(),
  })
  .strict();
export const quarterlyParamsSchema = z.object({ report: z.enum(QUARTERLY_REPORTS) }).strict();
export const quarterlyQuerySchema = z
  .object({ year, quarter: z.coerce.number().int().min(1).max(4).optional(), employer_key: employerKey })
  .strict();

/**
 * Who downloads an employer's filings (W-3 / T4 Summary, the quarterly reports): platform staff for any
 * employer, a self-employing partner's payroll users for their own (the API checks the employer).
 */
export const filesEmployerReturns = (s: AccessSubject) =>
  isAdminLike(s.userType) || (isSelfEmployerPartner(s) && canSeePayroll(s));
/** The EFW2 file holds every employee's full SSN: platform staff with sensitive access only. */
export const downloadsEfw2 = (s: AccessSubject) => isAdminLike(s.userType) && canSeeSensitive(s);
