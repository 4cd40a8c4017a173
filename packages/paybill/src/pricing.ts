/**
 * Rates, markup and margin (primer section 5): bill = pay × (1 + markup); gross margin =
 * (bill − burdened cost) ÷ bill. Hourly rates are kept to four decimals (the database's
 * numeric(14,4)), rounded half-up; percentages are answered to four decimals too.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from './money.js';

/** Places an hourly rate or a percentage keeps. */
export const RATE_PLACES = 4;

export const roundRate = (value: Decimal.Value): Decimal => roundHalfUp(value, RATE_PLACES);

/** A rate as the API answers it: a decimal string with four places. */
export const rateString = (value: Decimal.Value): string => roundRate(value).toFixed(RATE_PLACES);

export interface RateMultipliers {
  overtime: Decimal.Value;
  double_overtime: Decimal.Value;
  holiday: Decimal.Value;
}

export interface PremiumRates {
  overtime: Decimal;
  double_overtime: Decimal;
  holiday: Decimal;
}

/** Overtime, double-overtime and holiday rates from a base rate: base × the partner's multiplier. */
export function premiumRates(base: Decimal.Value, m: RateMultipliers): PremiumRates {
  const b = new Decimal(base);
  return {
    overtime: roundRate(b.times(m.overtime)),
    double_overtime: roundRate(b.times(m.double_overtime)),
    holiday: roundRate(b.times(m.holiday)),
  };
}

/** Bill rate from a pay rate and a markup percentage on pay. */
export function billFromMarkup(pay: Decimal.Value, markupPercent: Decimal.Value): Decimal {
  return roundRate(new Decimal(pay).times(new Decimal(markupPercent).div(100).plus(1)));
}

/**
 * Bill rate that leaves `targetMarginPercent` of the bill after the burdened cost (pay + burden):
 * bill = cost ÷ (1 − margin). A margin of 100% or more has no bill rate.
 */
export function billFromTargetMargin(
  pay: Decimal.Value,
  burdenPerHour: Decimal.Value,
  targetMarginPercent: Decimal.Value,
): Decimal {
  const m = new Decimal(targetMarginPercent).div(100);
  if (m.gte(1)) throw new RangeError('A target margin must be below 100%');
  return roundRate(new Decimal(pay).plus(burdenPerHour).div(new Decimal(1).minus(m)));
}

/** Markup on pay, percent: (bill − pay) ÷ pay. Null when there is no pay to mark up. */
export function markupPercent(pay: Decimal.Value, bill: Decimal.Value): Decimal | null {
  const p = new Decimal(pay);
  if (p.lte(0)) return null;
  return roundRate(new Decimal(bill).minus(p).div(p).times(100));
}

/** Gross margin, percent of the bill: (bill − cost) ÷ bill. Null when nothing is billed. */
export function marginPercent(bill: Decimal.Value, cost: Decimal.Value): Decimal | null {
  const b = new Decimal(bill);
  if (b.lte(0)) return null;
  return roundRate(b.minus(cost).div(b).times(100));
}

/** Margin per hour: bill − pay − employer burden. */
export function marginPerHour(bill: Decimal.Value, pay: Decimal.Value, burden: Decimal.Value): Decimal {
  return roundRate(new Decimal(bill).minus(pay).minus(burden));
}

/** The margin a markup leaves when cost is pay alone: m = k ÷ (1 + k). */
export function markupToMargin(markup: Decimal.Value): Decimal {
  const k = new Decimal(markup).div(100);
  if (k.lte(-1)) throw new RangeError('A markup must be above −100%');
  return roundRate(k.div(k.plus(1)).times(100));
}

/** The markup that leaves a margin when cost is pay alone: k = m ÷ (1 − m). */
export function marginToMarkup(margin: Decimal.Value): Decimal {
  const m = new Decimal(margin).div(100);
  if (m.gte(1)) throw new RangeError('A margin must be below 100%');
  return roundRate(m.div(new Decimal(1).minus(m)).times(100));
}
