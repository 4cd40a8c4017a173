/**
 * The invoice lines other modules read (the data export, decision 0101): every line of the invoices the
 * caller sees, as the invoice detail shows it — the pay behind a line only to those who see pay figures
 * (never a client or a sales partner), as the detail's own rule.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { money } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { listInvoiceLineRows, type InvoiceLineFilter } from './invoice-lines-list.repository.js';
import { seesPayFigures } from './invoices.policy.js';

export const invoiceLineRowSchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  invoice_number: z.number().int().nullable(),
  currency: z.string(),
  position: z.number().int(),
  kind: z.string(),
  description: z.string(),
  contractor_id: z.string().nullable(),
  contractor_name: z.string().nullable(),
  classification: z.string().nullable(),
  minutes: z.number().int(),
  hours: z.string(),
  rate: z.string().nullable(),
  amount: z.string(),
  sales_tax: z.string(),
  tax_jurisdiction: z.string().nullable(),
  tax_rate_percent: z.string().nullable(),
  late_period_start: z.string().nullable(),
  credits_line_id: z.string().nullable(),
  pay_amount: z.string().optional(),
});
export type InvoiceLineRow = z.infer<typeof invoiceLineRowSchema>;

export async function invoiceLineList(db: DbOrTx, p: Principal, f: InvoiceLineFilter) {
  const payFigures = seesPayFigures(p);
  const page = await listInvoiceLineRows(db, p, f);
  return {
    ...page,
    rows: page.rows.map(({ line: l, invoiceNumber, currency, contractorName }): InvoiceLineRow => ({
      id: l.id,
      invoice_id: l.invoiceId,
      invoice_number: invoiceNumber,
      currency,
      position: l.position,
      kind: l.kind,
      description: l.description,
      contractor_id: l.contractorId,
      contractor_name: l.contractorId ? contractorName : null,
      classification: l.classification,
      minutes: l.minutes,
      hours: new Decimal(l.minutes).dividedBy(60).toFixed(2),
      rate: l.rate === null ? null : new Decimal(l.rate).toFixed(4),
      amount: money(l.amount),
      sales_tax: money(l.salesTax),
      tax_jurisdiction: l.taxJurisdiction,
      tax_rate_percent: l.taxRatePercent === null ? null : new Decimal(l.taxRatePercent).toFixed(4),
      late_period_start: l.latePeriodStart,
      credits_line_id: l.creditsLineId,
      ...(payFigures && { pay_amount: money(l.payAmount) }),
    })),
  };
}
