/**
 * Contracts of /v2/sales_taxes: date-effective sales tax rows per jurisdiction (US state, Canadian
 * province) and product line. A row is one tax component (state sales tax, GST, HST, PST, QST); a line is
 * taxed by every row in force for its work location on its work date. A row saying "not taxable" makes a
 * jurisdiction's zero explicit; a taxable row without a rate is a rate nobody has confirmed yet, and an
 * invoice run refuses it rather than guess (see decision 0036).
 */
import { z } from 'zod';
import { calendarDateSchema } from './timesheets/contracts.js';

export const SALES_TAX_COUNTRIES = ['US', 'CA'] as const;

const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'A percentage like 8.25 (up to four decimals)');

export const salesTaxCreateSchema = z
  .object({
    country: z.enum(SALES_TAX_COUNTRIES, 'Choose US or CA'),
    jurisdiction: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'The two-letter state or province code'),
    product_line: z.enum(['Self-Employer', 'Eor']).nullable().default(null),
    tax_name: z.string().trim().min(2, 'Name the tax (Sales tax, GST, HST, PST, QST)').max(40),
    taxable: z.boolean(),
    /** Required when taxable: the percentage charged. */
    rate_percent: percent.nullable().default(null),
    effective_from: calendarDateSchema(),
    effective_to: calendarDateSchema().nullable().default(null),
    source: z.string().trim().max(500).nullable().default(null),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.taxable && v.rate_percent === null) {
      ctx.addIssue({ code: 'custom', path: ['rate_percent'], message: 'Enter the rate of a taxable row' });
    }
    if (!v.taxable && v.rate_percent !== null && Number(v.rate_percent) !== 0) {
      ctx.addIssue({ code: 'custom', path: ['rate_percent'], message: 'A row that is not taxable has no rate' });
    }
    if (v.effective_to && v.effective_to < v.effective_from) {
      ctx.addIssue({ code: 'custom', path: ['effective_to'], message: 'Ends before it starts' });
    }
  });
export type SalesTaxCreate = z.infer<typeof salesTaxCreateSchema>;

/**
 * A rated row is never re-rated: it is ended (effective_to) and a new row starts the day after. Only a
 * row still waiting for its rate (taxable, no rate: nothing was ever taxed at it) takes one.
 */
export const salesTaxUpdateSchema = z
  .object({
    effective_to: calendarDateSchema().nullable().optional(),
    source: z.string().trim().max(500).nullable().optional(),
    rate_percent: percent.optional(),
  })
  .strict();

export const salesTaxViewSchema = z.object({
  id: z.string(),
  country: z.enum(SALES_TAX_COUNTRIES),
  jurisdiction: z.string(),
  product_line: z.enum(['Self-Employer', 'Eor']).nullable(),
  tax_name: z.string(),
  taxable: z.boolean(),
  rate_percent: z.string().nullable(),
  /** Taxable with no confirmed rate: invoices with work here are refused until a rate is entered. */
  needs_rate: z.boolean(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  source: z.string().nullable(),
  created_at: z.string(),
});
export type SalesTaxView = z.infer<typeof salesTaxViewSchema>;

export const salesTaxFilters = {
  country: z.enum(SALES_TAX_COUNTRIES).optional(),
  jurisdiction: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Rows in force on this day. */
  on: calendarDateSchema().optional(),
  needs_rate: z.enum(['true', 'false']).optional(),
};
export const SALES_TAX_SORTS = ['jurisdiction', 'effective_from', 'created_at'] as const;
