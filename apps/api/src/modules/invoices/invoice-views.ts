/** Invoice rows as the API answers them: money as two-place strings, pay figures only for those who may see them. */
import Decimal from 'decimal.js';
import type { InvoiceDetail, InvoiceLineView, InvoiceView } from '@app/domain';
import { daysBetween, money } from '@app/paybill';
import type { InvoiceRow, invoiceLineItems, invoiceLines } from './invoices.repository.js';
import { RECEIVABLE } from './invoices.repository.js';

/** A stored amount as the API answers it (@app/paybill's money: two places, half-up). */
const m = (v: unknown) => money(String(v ?? 0));

export interface ViewOptions {
  payFigures: boolean;
  today: string;
}

export function toInvoiceView(r: InvoiceRow, o: ViewOptions): InvoiceView {
  const i = r.invoice;
  const remaining = new Decimal(String(i.totalDue)).minus(String(i.allocatedAmount));
  const receivable = RECEIVABLE.includes(i.status) && remaining.gt(0);
  const pastDue = receivable && i.dueDate ? Math.max(0, daysBetween(i.dueDate, o.today)) : 0;
  return {
    id: i.id,
    number: i.number === null ? null : String(i.number),
    status: i.status,
    invoice_type: i.invoiceType,
    employer_key: i.employerKey,
    payer: { id: i.clientId, name: r.clientName },
    client: { id: i.clientId, name: r.clientName },
    partner: { id: i.partnerId, name: r.partnerName },
    work_location: i.workLocationId ? { id: i.workLocationId, name: r.workLocationName ?? '' } : null,
    contractor: i.contractorId ? { id: i.contractorId, name: r.contractorName ?? '' } : null,
    product_line: i.productLine,
    funding: i.funding,
    period: { start: i.periodStart, end: i.periodEnd },
    currency: i.currency,
    invoice_date: i.invoiceDate,
    due_date: i.dueDate,
    created_date: i.createdAt.toISOString(),
    mark_paid_date: i.markPaidDate,
    payment_terms_net_days: i.paymentTermsNetDays,
    payroll_funder: i.payrollFunder,
    remit_to: i.remitTo,
    purchase_orders: i.poNumber ? i.poNumber.split(', ') : [],
    total_bill_amount: m(i.totalBillAmount),
    total_sales_tax: m(i.totalSalesTax),
    total_adjustment_amount: m(i.totalAdjustmentAmount),
    client_total_adjustment_amount: m(i.clientTotalAdjustmentAmount),
    total_due: m(i.totalDue),
    allocated_amount: m(i.allocatedAmount),
    remaining_amount: i.status === 'void' || i.status === 'draft' ? '0.00' : remaining.toFixed(2),
    ...(o.payFigures && { total_pay_amount: m(i.totalPayAmount) }),
    overdue: pastDue > 0,
    days_past_due: pastDue,
    notes: i.notes,
    void_reason: i.voidReason,
    po_number: i.poNumber,
    contact_emails: i.contactEmails ?? [],
    related_invoice: i.relatedInvoiceId ? { id: i.relatedInvoiceId, number: numberOf(r.relatedNumber) } : null,
    credit_memo: i.creditMemoId ? { id: i.creditMemoId, number: numberOf(r.creditMemoNumber) } : null,
    write_off_reason: i.writeOffReason,
  };
}

const numberOf = (n: number | null) => (n === null ? null : String(n));

type LineRow = Awaited<ReturnType<typeof invoiceLines>>[number];
type SourceRow = Awaited<ReturnType<typeof invoiceLineItems>>[number];

export function toInvoiceDetail(
  r: InvoiceRow,
  lineRows: LineRow[],
  sourceRows: SourceRow[],
  o: ViewOptions,
  credited: ReadonlyMap<string, { amount: string }> = new Map(),
): Omit<InvoiceDetail, 'payments' | 'adjustments' | 'corrections'> {
  const byLine = new Map<string, SourceRow[]>();
  for (const s of sourceRows) byLine.set(s.lineId, [...(byLine.get(s.lineId) ?? []), s]);
  const lines: InvoiceLineView[] = lineRows.map(({ line: l, contractorName }) => ({
    id: l.id,
    position: l.position,
    kind: l.kind,
    description: l.description,
    contractor: l.contractorId ? { id: l.contractorId, name: contractorName ?? '' } : null,
    classification: l.classification,
    minutes: l.minutes,
    hours: new Decimal(l.minutes).dividedBy(60).toFixed(2),
    rate: l.rate === null ? null : new Decimal(l.rate).toFixed(4),
    amount: m(l.amount),
    sales_tax: m(l.salesTax),
    tax_jurisdiction: l.taxJurisdiction,
    tax_rate_percent: l.taxRatePercent === null ? null : new Decimal(l.taxRatePercent).toFixed(4),
    late_period_start: l.latePeriodStart,
    credits_line_id: l.creditsLineId,
    credited_amount: m(credited.get(l.id)?.amount ?? 0),
    ...(o.payFigures && { pay_amount: m(l.payAmount) }),
    items: (byLine.get(l.id) ?? []).map((s) => ({
      item_id: s.itemId,
      work_date: s.workDate,
      minutes: s.minutes,
      amount: m(s.amount),
      timesheet_id: s.timesheetId,
      expense_id: s.expenseId,
      reverses_item_id: s.reversesItemId,
    })),
  }));
  return { ...toInvoiceView(r, o), lines };
}
