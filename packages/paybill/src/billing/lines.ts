/**
 * Invoice arithmetic (primer sections 5 and 7): a time line is its hours × its rate, rounded half-up to
 * the cent once; lines foot to the subtotal; tax is computed per line and rounded per line.
 */
import Decimal from 'decimal.js';
import { money, roundHalfUp } from '../money.js';

/** A time line's amount: minutes / 60 × rate, rounded half-up to the cent (the hours a client checks). */
export function timeLineAmount(minutes: number, rate: Decimal.Value): string {
  return money(new Decimal(minutes).dividedBy(60).times(rate));
}

/** Tax on one line at a percentage rate (e.g. "8.25"), rounded half-up per line. */
export function lineTax(amount: Decimal.Value, percent: Decimal.Value): string {
  return money(roundHalfUp(new Decimal(amount).times(percent).dividedBy(100)));
}

export interface InvoiceTotalsInput {
  lines: readonly { amount: Decimal.Value; tax: Decimal.Value }[];
  /** Adjustments charged on this invoice (signed: a credit to the client is negative). */
  adjustments?: readonly Decimal.Value[];
}

export interface InvoiceTotals {
  subtotal: string;
  tax: string;
  adjustments: string;
  totalDue: string;
}

/** Subtotal = Σ lines, tax = Σ line taxes, total due = subtotal + tax + adjustments, each exact to the cent. */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const sum = (vs: readonly Decimal.Value[]) => vs.reduce<Decimal>((a, v) => a.plus(roundHalfUp(v)), new Decimal(0));
  const subtotal = sum(input.lines.map((l) => l.amount));
  const tax = sum(input.lines.map((l) => l.tax));
  const adjustments = sum(input.adjustments ?? []);
  return {
    subtotal: subtotal.toFixed(2),
    tax: tax.toFixed(2),
    adjustments: adjustments.toFixed(2),
    totalDue: subtotal.plus(tax).plus(adjustments).toFixed(2),
  };
}
