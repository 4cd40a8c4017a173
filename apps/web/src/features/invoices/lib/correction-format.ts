import type { InvoiceLineView, InvoiceView } from '@app/domain';
import { centsToDecimal, toCents } from '../../../lib/decimal';
import { moneyIn } from './invoice-format';

const cents = (amount: string | null | undefined) => (amount ? (toCents(amount) ?? 0n) : 0n);
const abs = (v: bigint) => (v < 0n ? -v : v);

/** a × b ÷ c in cents, rounded half-up away from zero; zero when c is zero. */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) return 0n;
  const negative = (a < 0n !== b < 0n) !== c < 0n;
  const n = abs(a) * abs(b);
  const d = abs(c);
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/** Money as a credit reads it: a negative amount is "$40.00 credit"; zero and positive amounts as they are. */
export function creditIn(amount: string | null | undefined, currency: string): string {
  const c = cents(amount);
  return c < 0n ? `${moneyIn(centsToDecimal(-c), currency)} credit` : moneyIn(amount, currency);
}

/** What is left to credit of a line (its amount less what memos reversed), in cents. */
export const leftToCredit = (line: Pick<InvoiceLineView, 'amount' | 'credited_amount'>) =>
  cents(line.amount) - cents(line.credited_amount);

/** The same as a decimal string ('1800.00'). */
export const leftToCreditText = (line: Pick<InvoiceLineView, 'amount' | 'credited_amount'>) =>
  centsToDecimal(leftToCredit(line));

/** A line's credit with its tax pro rata (half-up, as the API takes it), in cents. */
const creditWithTax = (line: Pick<InvoiceLineView, 'amount' | 'sales_tax'>, amount: bigint) =>
  amount + mulDiv(cents(line.sales_tax), amount, cents(line.amount));

/**
 * The memo's total as the API will issue it (positive: the credit), exact in cents: the whole invoice
 * (every line's rest with its tax, and the adjustments it charged), or the amounts asked per line with
 * their tax. Amounts that are no number count nothing.
 */
export function memoTotal(
  invoice: Pick<InvoiceView, 'total_adjustment_amount'> & {
    lines: Pick<InvoiceLineView, 'id' | 'amount' | 'sales_tax' | 'credited_amount'>[];
  },
  asked: Record<string, string> | null,
): string {
  let total = 0n;
  if (asked === null) {
    for (const l of invoice.lines) total += creditWithTax(l, leftToCredit(l));
    total += cents(invoice.total_adjustment_amount);
  } else {
    for (const l of invoice.lines) {
      const a = asked[l.id]?.trim();
      if (a) total += creditWithTax(l, toCents(a) ?? 0n);
    }
  }
  return centsToDecimal(total);
}

/** Hours × rate rounded half-up to cents, as the API prices a line; null until both are numbers. */
export function lineAmountOf(hours: string, rate: string): string | null {
  const h = /^\d+(\.\d{1,2})?$/.test(hours.trim()) ? hours.trim() : null;
  const r = /^\d+(\.\d{1,4})?$/.test(rate.trim()) ? rate.trim() : null;
  if (!h || !r) return null;
  const scaled = (v: string, places: number) => {
    const [whole = '0', frac = ''] = v.split('.');
    return BigInt(whole) * 10n ** BigInt(places) + BigInt((frac + '0'.repeat(places)).slice(0, places) || '0');
  };
  // hours in hundredths × rate in ten-thousandths = millionths; to cents is ÷ 10,000 half-up.
  const micro = scaled(h, 2) * scaled(r, 4);
  return centsToDecimal((micro * 2n + 10_000n) / 20_000n);
}

/** An invoice's name in a link: "Invoice 1001", or a draft's. */
export const invoiceRefText = (ref: { number: string | null }, noun = 'invoice') =>
  ref.number ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${ref.number}` : `Draft ${noun}`;
