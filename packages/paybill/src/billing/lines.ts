/**
 * Invoice arithmetic (primer sections 5 and 7): a time line is its hours × its rate, rounded half-up to
 * the cent once; lines foot to the subtotal; tax is computed per line and rounded per line.
 */
import Decimal from 'decimal.js';
import { centsOf, fromCents, money, roundHalfUp } from '../money.js';

/** A rate of up to four places ("42.5", "37.1250") in ten-thousandths of a unit; undefined otherwise. */
const RATE = /^(-?)(0|[1-9]\d{0,7})(?:\.(\d{1,4}))?$/;
function rateUnits(rate: Decimal.Value): number | undefined {
  if (typeof rate !== 'string') return undefined;
  const m = RATE.exec(rate);
  if (!m) return undefined;
  const units = Number(m[2]) * 10_000 + Number((m[3] ?? '').padEnd(4, '0'));
  return m[1] ? -units : units;
}

/**
 * A time line's amount: minutes / 60 × rate, rounded half-up to the cent (the hours a client checks).
 * With a rate of up to four places it is exact integer arithmetic: minutes × rate in ten-thousandths is
 * the amount in 1/6000 of a cent, rounded half away from zero as Decimal's ROUND_HALF_UP does.
 */
export function timeLineAmount(minutes: number, rate: Decimal.Value): string {
  const units = rateUnits(rate);
  const product = units === undefined ? undefined : minutes * units;
  if (product === undefined || !Number.isSafeInteger(2 * Math.abs(product) + 6000)) {
    return money(new Decimal(minutes).times(rate).dividedBy(60));
  }
  const twice = 2 * Math.abs(product) + 6000;
  let cents = Math.floor(twice / 12_000);
  // The division of two exact integers, corrected where the double rounded across a whole cent.
  if (cents * 12_000 > twice) cents -= 1;
  else if ((cents + 1) * 12_000 <= twice) cents += 1;
  return fromCents(product < 0 ? -cents : cents);
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
  const cents = wholeCents(input);
  if (cents) {
    return {
      subtotal: fromCents(cents.subtotal),
      tax: fromCents(cents.tax),
      adjustments: fromCents(cents.adjustments),
      totalDue: fromCents(cents.subtotal + cents.tax + cents.adjustments),
    };
  }
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

/** The totals in whole cents when every amount has two places (money.ts centsOf) and no sum passes 2^53 cents. */
function wholeCents(input: InvoiceTotalsInput) {
  const totals = { subtotal: 0, tax: 0, adjustments: 0 };
  for (const line of input.lines) {
    const amount = centsOf(line.amount);
    const tax = centsOf(line.tax);
    if (amount === undefined || tax === undefined) return undefined;
    totals.subtotal += amount;
    totals.tax += tax;
  }
  for (const adjustment of input.adjustments ?? []) {
    const c = centsOf(adjustment);
    if (c === undefined) return undefined;
    totals.adjustments += c;
  }
  // Exact only while every sum (and the total due) is a safe integer; else Decimal does it.
  const due = totals.subtotal + totals.tax + totals.adjustments;
  return [totals.subtotal, totals.tax, totals.adjustments, due].every(Number.isSafeInteger) ? totals : undefined;
}
