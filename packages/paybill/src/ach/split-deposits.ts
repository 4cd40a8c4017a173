/**
 * How a paycheck's net pay is split across a worker's direct deposit accounts (issue 13; decision 0051).
 * In the accounts' order, each fixed-amount account takes its amount and each percent account its percent
 * of the whole net pay (half-up to the cent), each capped at what is left; the one remainder account takes
 * the rest. An account left with nothing gets no deposit. The parts always sum to the net pay exactly.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';

export interface DepositAllocationRule {
  /** The account's own id, handed back with its share. */
  id: string;
  kind: 'remainder' | 'percent' | 'amount';
  /** The amount, or the percent (25 is 25%); ignored for the remainder. */
  value: string | null;
}

export interface DepositShare {
  id: string;
  amount: string;
}

export function splitNetPay(net: Decimal.Value, accounts: readonly DepositAllocationRule[]): DepositShare[] {
  const total = roundHalfUp(net);
  if (total.isNegative()) throw new RangeError(`A split of a negative net pay (${total.toFixed(2)})`);
  const remainder = accounts.filter((a) => a.kind === 'remainder');
  if (remainder.length !== 1)
    throw new RangeError(`A split needs exactly one remainder account, not ${remainder.length}`);
  let left = total;
  const shares = new Map<string, Decimal>();
  for (const a of accounts) {
    if (a.kind === 'remainder') continue;
    const wanted = roundHalfUp(
      a.kind === 'amount' ? new Decimal(a.value ?? 0) : total.times(a.value ?? 0).dividedBy(100),
    );
    const share = Decimal.min(wanted, left);
    shares.set(a.id, share);
    left = left.minus(share);
  }
  shares.set(remainder[0]!.id, left);
  return accounts
    .map((a) => ({ id: a.id, amount: shares.get(a.id)! }))
    .filter((s) => s.amount.greaterThan(0))
    .map((s) => ({ id: s.id, amount: s.amount.toFixed(2) }));
}
