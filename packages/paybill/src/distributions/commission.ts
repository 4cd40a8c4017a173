/**
 * A sales partner's commission on a referred partner's collected cash (issue 14; decision 0055): a plan
 * pays a percent of the margin or of the billing its cash carries, in marginal tiers of the year's
 * cumulative basis (like tax brackets: the first $100,000 at 5%, the rest at 3%), only between its start
 * and end dates (e.g. the referral's first 12 months). A returned payment is a negative basis: it takes
 * back what the same cash earned, at the tiers it reached.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';

export const COMMISSION_BASES = ['margin', 'billing'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

export interface CommissionTier {
  /** The cumulative basis this tier starts at (the first tier at 0). */
  from: Decimal.Value;
  percent: Decimal.Value;
}

export interface CommissionPlan {
  basis: CommissionBasis;
  /** Ascending by `from`, the first from 0. */
  tiers: readonly CommissionTier[];
  /** Inclusive calendar dates (YYYY-MM-DD); no end: open. */
  startDate: string;
  endDate: string | null;
}

/** A plan's tiers checked: ascending, from 0, percents between 0 and 100. */
export function validateTiers(tiers: readonly CommissionTier[]): string | null {
  if (tiers.length === 0) return 'A plan needs at least one tier';
  if (!new Decimal(tiers[0]!.from).isZero()) return 'The first tier starts at 0';
  for (let i = 0; i < tiers.length; i++) {
    const p = new Decimal(tiers[i]!.percent);
    if (p.isNegative() || p.gt(100)) return `Tier ${i + 1}: a percent between 0 and 100`;
    if (i > 0 && !new Decimal(tiers[i]!.from).gt(tiers[i - 1]!.from)) return `Tier ${i + 1} must start above tier ${i}`;
  }
  return null;
}

export const planCovers = (plan: CommissionPlan, date: string) =>
  date >= plan.startDate && (plan.endDate === null || date <= plan.endDate);

/** The unrounded commission on cumulative basis from `a` to `b` (a ≤ b) through the tiers. */
function tiered(tiers: readonly CommissionTier[], a: Decimal, b: Decimal): Decimal {
  let total = new Decimal(0);
  tiers.forEach((tier, i) => {
    const lo = Decimal.max(a, tier.from);
    const next = tiers[i + 1];
    const hi = next ? Decimal.min(b, next.from) : b;
    if (hi.gt(lo)) total = total.plus(hi.minus(lo).times(tier.percent).dividedBy(100));
  });
  return total;
}

/**
 * The commission on `increment` of basis (margin or billing, from one allocation's share) when the year's
 * cumulative basis before it is `before`; zero outside the plan's dates. A negative increment (a return)
 * walks back down the tiers it came up. A negative cumulative basis (the margin can be) earns nothing
 * below zero.
 */
export function commissionFor(
  plan: CommissionPlan,
  at: { date: string; before: Decimal.Value; increment: Decimal.Value },
): string {
  if (!planCovers(plan, at.date)) return '0.00';
  const before = new Decimal(at.before);
  const after = before.plus(at.increment);
  const lo = Decimal.max(Decimal.min(before, after), 0);
  const hi = Decimal.max(Decimal.max(before, after), 0);
  const amount = tiered(plan.tiers, lo, hi);
  return roundHalfUp(after.gte(before) ? amount : amount.negated()).toFixed(2);
}
