/**
 * A credit memo's lines (billing issue): each reverses an original line in whole or in part. A line is
 * credited at most down to zero across every memo; a part of a line takes its tax pro rata (half-up), and
 * the last credit of a line takes exactly what is left of its amount and tax, so memos never drift a cent
 * from the original.
 */
import Decimal from 'decimal.js';
import { money, roundHalfUp } from '../money.js';

export interface CreditableLine {
  id: string;
  amount: string;
  salesTax: string;
  minutes: number;
  /** What earlier memos (not void) reversed of it, as positive sums. */
  credited: { amount: string; tax: string };
}

export interface CreditLine {
  lineId: string;
  /** Negative: the memo's line amounts, tax and minutes. */
  amount: string;
  salesTax: string;
  minutes: number;
}

export type CreditPlan = { ok: true; lines: CreditLine[] } | { ok: false; index: number; message: string };

const left = (l: CreditableLine) => ({
  amount: new Decimal(l.amount).minus(l.credited.amount),
  tax: new Decimal(l.salesTax).minus(l.credited.tax),
});

function creditOf(l: CreditableLine, amount: Decimal): CreditLine {
  const rest = left(l);
  const whole = amount.eq(rest.amount);
  const share = new Decimal(l.amount).isZero() ? new Decimal(0) : amount.dividedBy(l.amount);
  const tax = whole ? rest.tax : roundHalfUp(new Decimal(l.salesTax).times(share), 2);
  const minutes =
    whole && new Decimal(l.credited.amount).isZero() ? l.minutes : Math.round(share.times(l.minutes).toNumber());
  return { lineId: l.id, amount: negated(amount), salesTax: negated(tax), minutes: minutes === 0 ? 0 : -minutes };
}

/** The negative of an amount, with zero as '0.00' (Decimal's negative zero would print '-0.00'). */
function negated(v: Decimal): string {
  return v.isZero() ? '0.00' : money(v.negated());
}

/**
 * The memo's lines: every line's rest (absent request), or the named lines by the amounts asked. Refuses
 * a line that is not the invoice's, named twice, or asked for more than it has left.
 */
export function planCreditLines(
  lines: readonly CreditableLine[],
  request?: readonly { lineId: string; amount: string }[],
): CreditPlan {
  if (!request) {
    const all = lines.filter((l) => !left(l).amount.isZero()).map((l) => creditOf(l, left(l).amount));
    return all.length ? { ok: true, lines: all } : { ok: false, index: -1, message: 'Every line is already credited' };
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const out: CreditLine[] = [];
  for (const [index, r] of request.entries()) {
    const line = byId.get(r.lineId);
    if (!line) return { ok: false, index, message: 'Not a line of this invoice' };
    if (seen.has(r.lineId)) return { ok: false, index, message: 'This line is named twice' };
    seen.add(r.lineId);
    const rest = left(line).amount;
    const asked = new Decimal(r.amount);
    if (rest.lte(0)) return { ok: false, index, message: 'Nothing is left to credit on this line' };
    if (asked.gt(rest)) return { ok: false, index, message: `At most ${money(rest)} is left to credit on this line` };
    out.push(creditOf(line, asked));
  }
  return { ok: true, lines: out };
}
