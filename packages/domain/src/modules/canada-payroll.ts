/**
 * Contracts of /v2/canada_payroll (issue 13, the /canada-payroll page): the Canadian side of payroll for
 * admin-like users and Canada-enabled partners — the TD1 amounts the engine uses when no TD1 is on file,
 * the CRA remittance figures per employer and month, the CPA-005 deposit files, and the T4 figures per
 * worker for the year (decision 0054).
 */
import { z } from 'zod';
import { namedRefSchema } from './timesheets/contracts.js';

const money = z.string();

export const canadaPayrollQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    partner_id: z.string().uuid().optional(),
  })
  .strict();
export type CanadaPayrollQuery = z.infer<typeof canadaPayrollQuerySchema>;

/** One month's CRA remittance of one employer: both shares of CPP, CPP2 and EI, and the income tax withheld. */
export const canadaRemittanceSchema = z.object({
  employer_key: z.string(),
  employer_name: z.string(),
  /** The month the paychecks' check dates fall in (YYYY-MM): remittances are per month paid. */
  month: z.string(),
  paychecks: z.number().int(),
  gross: money,
  cpp_employee: money,
  cpp_employer: money,
  cpp2_employee: money,
  cpp2_employer: money,
  ei_employee: money,
  ei_employer: money,
  income_tax: money,
  total: money,
});
export type CanadaRemittance = z.infer<typeof canadaRemittanceSchema>;

export const canadaDepositFileSchema = z.object({
  id: z.string(),
  payroll_run_id: z.string(),
  partner: namedRefSchema,
  pay_date: z.string(),
  entry_count: z.number().int(),
  total_credit: money,
  submitted_at: z.string().nullable(),
  created_at: z.string(),
});

export const canadaPayrollSummarySchema = z.object({
  year: z.number().int(),
  /** The engine's figures for the year (null: it has no tables for that year). */
  td1: z
    .object({
      federal: z.object({ basic_personal_amount: money, minimum_basic_personal_amount: money }),
      provinces: z.array(z.object({ province: z.string(), basic_personal_amount: money })),
      cpp: z.object({ percent: z.string(), ympe: money, basic_exemption: money, max_contribution: money }),
      cpp2: z.object({ percent: z.string(), yampe: money, max_contribution: money }),
      ei: z.object({ percent: z.string(), max_insurable: money, max_premium: money, employer_multiple: z.string() }),
    })
    .nullable(),
  remittances: z.array(canadaRemittanceSchema),
  totals: canadaRemittanceSchema.omit({ employer_key: true, employer_name: true, month: true }),
  files: z.array(canadaDepositFileSchema),
  note: z.string(),
});
export type CanadaPayrollSummary = z.infer<typeof canadaPayrollSummarySchema>;

/** A worker's T4 figures for the year with one employer (CRA T4 boxes). */
export const t4WorkerRowSchema = z.object({
  id: z.string(),
  contractor: namedRefSchema,
  partner: namedRefSchema,
  employer_name: z.string(),
  province: z.string().nullable(),
  paychecks: z.number().int(),
  /** 14: employment income. */
  box_14: money,
  /** 16: the employee's CPP (base and first additional). */
  box_16: money,
  /** 16A: the employee's CPP2. */
  box_16a: money,
  /** 18: the employee's EI premiums. */
  box_18: money,
  /** 22: income tax deducted, federal and provincial. */
  box_22: money,
  /** 24: EI insurable earnings, up to the year's maximum. */
  box_24: money,
  /** 26: CPP pensionable earnings, up to the YMPE. */
  box_26: money,
});
export type T4WorkerRow = z.infer<typeof t4WorkerRowSchema>;

export const T4_WORKER_SORTS = ['name', 'box_14'] as const;
export const t4WorkerFilters = {
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  partner_id: z.string().uuid().optional(),
};
