/**
 * Cash applied to a whole invoice, divided among its lines (issue 14; decision 0062): an allocation names
 * an invoice, not a line, so each line takes the allocation's share of the invoice that the line's total
 * (its amount and sales tax) is of all the lines', in cents, the cents a rounding leaves going to the
 * largest remainders — the lines' parts add up to the allocation exactly. Each line's part is then split
 * into the cash that paid its amount (rounded half-up) and the sales tax, the rest.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';

/**
 * `total` divided in proportion to `weights`, in cents, adding up to `total` exactly (largest remainder).
 * A negative total divides the same as its positive and is negated, so a reversal mirrors its original.
 */
export function apportion(total: Decimal.Value, weights: readonly Decimal.Value[]): string[] {
  const t = roundHalfUp(total);
  const w = weights.map((x) => new Decimal(x));
  const sum = w.reduce((a, x) => a.plus(x), new Decimal(0));
  if (sum.isZero()) {
    if (!t.isZero()) throw new RangeError('Nothing to divide the amount by');
    return w.map(() => '0.00');
  }
  const sign = t.isNegative() ? -1 : 1;
  const cents = t.abs().times(100);
  const exact = w.map((x) => cents.times(x).dividedBy(sum));
  const floors = exact.map((x) => x.floor());
  let left = cents.minus(floors.reduce((a, x) => a.plus(x), new Decimal(0))).toNumber();
  const order = exact
    .map((x, i) => ({ i, rem: x.minus(floors[i]!) }))
    .sort((a, b) => b.rem.comparedTo(a.rem) || a.i - b.i);
  const out = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = out[i]!.plus(1);
    left -= 1;
  }
  return out.map((c) => c.times(sign).dividedBy(100).toFixed(2));
}

export interface InvoiceLineTotal {
  amount: Decimal.Value;
  salesTax: Decimal.Value;
}

export interface LineCash {
  /** The line's part of the allocation. */
  applied: string;
  /** What paid the line's amount (the distribution's cash). */
  cash: string;
  /** What paid its sales tax. */
  salesTax: string;
}

/** An allocation's amount divided among the invoice's lines, each part split into cash and sales tax. */
export function cashToLines(allocation: Decimal.Value, lines: readonly InvoiceLineTotal[]): LineCash[] {
  const totals = lines.map((l) => new Decimal(l.amount).plus(l.salesTax));
  const parts = apportion(allocation, totals);
  return lines.map((l, i) => {
    const applied = new Decimal(parts[i]!);
    const total = totals[i]!;
    const amount = new Decimal(l.amount);
    let cash = total.isZero() ? new Decimal(0) : roundHalfUp(applied.times(amount).dividedBy(total));
    // Never more than the line bills (a rounding cent of a nearly paid line).
    if (cash.abs().gt(amount.abs())) cash = amount.abs().times(cash.isNegative() ? -1 : 1);
    return { applied: applied.toFixed(2), cash: cash.toFixed(2), salesTax: applied.minus(cash).toFixed(2) };
  });
}
