/**
 * GET /v2/payroll_runs/{id}/recovery (issue 13; decision 0056): how a run's pay comes back through the
 * client invoices — per invoice the pay of this run it carries and how much of it the client has paid
 * (pro rata to the invoice's allocated cash), and the pay no invoice carries.
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from '../enums.js';
import { namedRefSchema } from './timesheets/contracts.js';
import { PAYROLL_FUNDINGS } from './payroll-runs.js';

const money = z.string();

export const payrollRecoveryInvoiceSchema = z.object({
  id: z.string(),
  /** Null while a draft. */
  number: z.number().int().nullable(),
  status: z.enum(INVOICE_STATUSES),
  client: namedRefSchema,
  due_date: z.string().nullable(),
  total_due: money,
  allocated_amount: money,
  /** The pay of this run's items on the invoice's lines. */
  pay: money,
  /** That pay × the invoice's paid share (allocated ÷ total due, at most 1): what its cash has brought back. */
  recovered: money,
});
export type PayrollRecoveryInvoice = z.infer<typeof payrollRecoveryInvoiceSchema>;

export const payrollRecoverySchema = z.object({
  payroll_run_id: z.string(),
  funding: z.enum(PAYROLL_FUNDINGS),
  /** Who laid the pay out: the platform for a funded run, the partner for a self-funded one. */
  funded_by: z.string(),
  /** The pay of the ledger items the run took (gross from time and expenses). */
  pay_from_ledger: money,
  /** Pay added on the run itself (one-off earnings, off-cycle amounts): no invoice carries it. */
  pay_added_on_run: money,
  invoiced: money,
  recovered: money,
  /** Invoiced and not yet paid. */
  outstanding: money,
  /** Ledger pay no live invoice carries yet (not yet invoiced, or not billable). */
  not_invoiced: money,
  invoices: z.array(payrollRecoveryInvoiceSchema),
});
export type PayrollRecovery = z.infer<typeof payrollRecoverySchema>;
