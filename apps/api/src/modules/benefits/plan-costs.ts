/**
 * A plan's costs (pure): its tiers' monthly costs, and what one paycheck deducts and contributes at the
 * employer's pay frequency — twelve months spread over the year's paychecks, each rounded half-up.
 */
import Decimal from 'decimal.js';
import { PAY_PERIODS_PER_YEAR, type BenefitTierCost, type CoverageTier } from '@app/domain';
import { roundHalfUp } from '@app/paybill';

export function tierCost(tiers: readonly BenefitTierCost[], tier: CoverageTier): BenefitTierCost | undefined {
  return tiers.find((t) => t.tier === tier);
}

export function perPaycheck(monthly: Decimal.Value, frequency: string): string {
  const periods = PAY_PERIODS_PER_YEAR[frequency];
  if (!periods) throw new Error(`Unknown pay frequency ${frequency}`);
  return roundHalfUp(new Decimal(monthly).times(12).dividedBy(periods)).toFixed(2);
}
