/**
 * Gross-up (issue 13, decision 0050): the gross bonus whose paycheck nets exactly the amount the employer
 * meant the worker to receive. Pure: `netOf` figures a paycheck for a gross (through the payroll engine)
 * and answers its net. The search is on whole cents.
 *
 * Why it always lands on the cent: every tax and deduction the engine takes is a non-decreasing function of
 * gross, rounded to the cent, so one more cent of gross changes net by at most one cent upward (it can stay
 * or, when two rounded taxes step at once, drop a cent). Net therefore passes through every cent between
 * its value at the target (net ≤ gross) and at any gross large enough, and the smallest gross reaching the
 * target is found by bisection on "net ≥ target" and then checked exactly nearby, where rounding may make
 * the bisection's answer a cent or two off.
 */
import Decimal from 'decimal.js';

const cents = (v: Decimal.Value) => new Decimal(v).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
const money = (c: number) => new Decimal(c).dividedBy(100).toFixed(2);

export class GrossUpImpossible extends Error {}

/** A gross (a decimal string, the least or within cents of it) whose net is exactly `targetNet`. */
export function grossUpFor(targetNet: string, netOf: (gross: string) => string): string {
  const target = cents(targetNet);
  if (target <= 0) throw new GrossUpImpossible('The net to reach must be more than zero');
  const net = (c: number) => cents(netOf(money(c)));
  let lo = target; // net never exceeds gross
  if (net(lo) === target) return money(lo);
  let hi = target * 2;
  for (let k = 0; net(hi) < target; k++) {
    if (k > 20) throw new GrossUpImpossible(`No gross pays a net of ${targetNet}`);
    lo = hi;
    hi *= 2;
  }
  // Invariant: net(lo) < target ≤ net(hi).
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (net(mid) >= target) hi = mid;
    else lo = mid;
  }
  // Rounding can make net dip a cent right after a step: look a few cents either side for the exact net.
  for (let c = Math.max(1, hi - 3); c <= hi + 3; c++) if (net(c) === target) return money(c);
  throw new GrossUpImpossible(`No gross pays a net of exactly ${targetNet}`);
}
