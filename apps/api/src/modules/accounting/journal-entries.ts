/**
 * Journal entries of our records (decision 0091), built by pure functions so that every entry can be
 * checked to balance: amounts are exact decimals rounded half-up to the cent, a negative amount (a credit
 * memo, a negative adjustment) moves to the other side, zero lines are left out, and one figure of each
 * entry is the remainder of the others, so debits equal credits by construction — `assertBalanced` checks
 * it again before anything is sent.
 *
 * - Invoice issued: Dr receivables (total due) · Cr sales tax payable (sales tax) · Cr revenue of its
 *   product line (the rest). A void is the same entry reversed.
 * - Payment received: Dr cash · Cr receivables. A returned payment is the same entry reversed.
 * - Payroll run paid: Dr payroll expense (gross) · Dr payroll tax expense (employer taxes) · Cr payroll
 *   tax liabilities (employee + employer taxes) · Cr cash (net) · Cr deductions payable (the rest).
 * - Distribution paid: Dr cash · Cr distributions (the clearing account the platform's payout settles).
 */
import Decimal from 'decimal.js';
import type { AccountKind, ExportSourceKind } from '@app/domain';
import { roundHalfUp } from '@app/paybill';

export interface JournalLine {
  kind: AccountKind;
  debit: string;
  credit: string;
  description: string;
}
export interface JournalEntry {
  sourceKind: ExportSourceKind;
  sourceId: string;
  version: string;
  reference: string;
  date: string;
  memo: string;
  lines: JournalLine[];
}

export interface InvoiceSource {
  id: string;
  number: number | null;
  status: string;
  productLine: 'Self-Employer' | 'Eor';
  invoiceDate: string | null;
  totalDue: string;
  totalSalesTax: string;
  voidedAt: Date | null;
}
export interface PaymentSource {
  id: string;
  status: string;
  amount: string;
  paymentDate: string;
  returnDate: string | null;
  reference: string | null;
}
export interface PayrollRunSource {
  id: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  gross: string;
  employeeTaxes: string;
  employerTaxes: string;
  net: string;
}
export interface DistributionSource {
  id: string;
  periodStart: string;
  periodEnd: string;
  payable: string;
  paidAt: Date | null;
}

const cents = (v: Decimal.Value) => roundHalfUp(v, 2);
type Signed = { kind: AccountKind; amount: Decimal; description: string };
/** + is a debit, − a credit. */
const dr = (kind: AccountKind, amount: Decimal.Value, description: string): Signed => ({
  kind,
  amount: cents(amount),
  description,
});
const cr = (kind: AccountKind, amount: Decimal.Value, description: string): Signed => ({
  kind,
  amount: cents(amount).neg(),
  description,
});

/** Signed amounts → lines with one positive side each; zero lines dropped. */
function linesOf(signed: Signed[], reversed = false): JournalLine[] {
  return signed
    .map((s) => ({ ...s, amount: reversed ? s.amount.neg() : s.amount }))
    .filter((s) => !s.amount.isZero())
    .map((s) => ({
      kind: s.kind,
      debit: s.amount.isPos() ? s.amount.toFixed(2) : '0.00',
      credit: s.amount.isNeg() ? s.amount.neg().toFixed(2) : '0.00',
      description: s.description,
    }));
}

export function entryTotals(lines: readonly JournalLine[]) {
  const sum = (f: 'debit' | 'credit') => lines.reduce((t, l) => t.plus(l[f]), new Decimal(0)).toFixed(2);
  return { debit: sum('debit'), credit: sum('credit') };
}

export class UnbalancedEntry extends Error {}
export function assertBalanced(e: Pick<JournalEntry, 'reference' | 'lines'>): void {
  const t = entryTotals(e.lines);
  if (t.debit !== t.credit)
    throw new UnbalancedEntry(`Entry ${e.reference} does not balance: ${t.debit} ≠ ${t.credit}`);
}

/** Our reference: ≤ 21 characters (QuickBooks' DocNumber), one per source and version. */
export function referenceOf(kind: ExportSourceKind, sourceId: string, version: string): string {
  const prefix = { invoice: 'I', payment: 'P', payroll_run: 'R', distribution: 'D' }[kind];
  return `${prefix}${sourceId.replace(/-/g, '').slice(0, 16)}-${version.slice(0, 3)}`;
}

const day = (d: Date | null, fallback: string) => (d ? d.toISOString().slice(0, 10) : fallback);
function entry(kind: ExportSourceKind, id: string, version: string, date: string, memo: string, lines: JournalLine[]) {
  const e: JournalEntry = {
    sourceKind: kind,
    sourceId: id,
    version,
    reference: referenceOf(kind, id, version),
    date,
    memo,
    lines,
  };
  assertBalanced(e);
  return e;
}

export function invoiceEntries(i: InvoiceSource): JournalEntry[] {
  const name = i.number === null ? 'Invoice' : `Invoice #${i.number}`;
  const tax = cents(i.totalSalesTax);
  const due = cents(i.totalDue);
  const signed = [
    dr('receivables', due, `${name}: amount due`),
    cr('sales_tax_payable', tax, `${name}: sales tax`),
    cr(i.productLine === 'Eor' ? 'revenue_eor' : 'revenue_self_employer', due.minus(tax), `${name}: revenue`),
  ];
  const date = i.invoiceDate ?? day(i.voidedAt, '1970-01-01');
  const out = [entry('invoice', i.id, 'issued', date, `${name} issued`, linesOf(signed))];
  if (i.status === 'void')
    out.push(entry('invoice', i.id, 'void', day(i.voidedAt, date), `${name} voided`, linesOf(signed, true)));
  return out.filter((e) => e.lines.length > 0);
}

export function paymentEntries(p: PaymentSource): JournalEntry[] {
  const name = `Payment${p.reference ? ` ${p.reference}` : ''}`;
  const signed = [
    dr('cash', p.amount, `${name}: received`),
    cr('receivables', p.amount, `${name}: applied to receivables`),
  ];
  const out = [entry('payment', p.id, 'received', p.paymentDate, `${name} received`, linesOf(signed))];
  if (p.status === 'returned')
    out.push(
      entry('payment', p.id, 'returned', p.returnDate ?? p.paymentDate, `${name} returned`, linesOf(signed, true)),
    );
  return out.filter((e) => e.lines.length > 0);
}

export function payrollRunEntries(r: PayrollRunSource): JournalEntry[] {
  const name = `Payroll ${r.periodStart} – ${r.periodEnd}`;
  const gross = cents(r.gross);
  const employee = cents(r.employeeTaxes);
  const employer = cents(r.employerTaxes);
  const net = cents(r.net);
  const signed = [
    dr('payroll_expense', gross, `${name}: gross wages`),
    dr('payroll_tax_expense', employer, `${name}: employer taxes`),
    cr('payroll_tax_liabilities', employee.plus(employer), `${name}: taxes withheld and owed`),
    cr('cash', net, `${name}: net pay`),
    cr('deductions_payable', gross.minus(employee).minus(net), `${name}: deductions withheld`),
  ];
  return [entry('payroll_run', r.id, 'paid', r.payDate, `${name} paid`, linesOf(signed))].filter(
    (e) => e.lines.length > 0,
  );
}

export function distributionEntries(d: DistributionSource): JournalEntry[] {
  const name = `Distribution ${d.periodStart} – ${d.periodEnd}`;
  const signed = [
    dr('cash', d.payable, `${name}: paid out`),
    cr('distributions_payable', d.payable, `${name}: settled`),
  ];
  return [entry('distribution', d.id, 'paid', day(d.paidAt, d.periodEnd), `${name} paid`, linesOf(signed))].filter(
    (e) => e.lines.length > 0,
  );
}

/** The entry's total: its debits (equal to its credits). */
export const totalOf = (e: Pick<JournalEntry, 'lines'>) => entryTotals(e.lines).debit;
