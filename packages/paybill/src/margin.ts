/**
 * The margin of a pay and bill rate for one worker: the single calculation behind the pricing
 * calculator, the assignment wizard's preview (which asks the calculator's endpoint) and a saved
 * assignment's margin, so the figure a staffing owner prices on is the same everywhere.
 *
 * US employer burden (FICA, FUTA, SUTA, workers' comp) applies to W-2 employees only: independent
 * and international contractors carry none, and Canadian CPP/EI employer costs are not among the
 * rate settings yet (counted as zero).
 */
import Decimal from 'decimal.js';
import { burdenPerHour, STANDARD_ANNUAL_HOURS, type BurdenPerHour, type BurdenRates } from './burden.js';
import { marginPercent, marginPerHour, markupPercent } from './pricing.js';

/** Whether a worker of this classification (the job's, which the contractor's must match) carries US employer burden. */
export const carriesUsBurden = (classification: string): boolean => classification === 'w-2';

const ZERO = new Decimal(0);

/** No burden at all: every part zero (the split FICA parts too, so a breakdown shows zeros, not "unknown"). */
export const NO_BURDEN: BurdenPerHour = {
  fica: ZERO,
  social_security: ZERO,
  medicare: ZERO,
  futa: ZERO,
  suta: ZERO,
  workers_comp: ZERO,
  total: ZERO,
  other: ZERO,
};

/** The employer burden per hour a worker of this classification costs at this pay: the rates' burden for W-2, none otherwise. */
export function employerBurden(
  pay: Decimal.Value,
  classification: string,
  rates: BurdenRates,
  annualHours: number = STANDARD_ANNUAL_HOURS,
): BurdenPerHour {
  return carriesUsBurden(classification) ? burdenPerHour(pay, rates, annualHours) : NO_BURDEN;
}

export interface RateMarginInput {
  pay: Decimal.Value;
  bill: Decimal.Value;
  /** The worker's classification (`w-2`, `independent_contractor`, …). */
  classification: string;
  /** The burden settings in effect for the worker's state, partner and workers' comp code. */
  burdenRates: BurdenRates;
  /** The burden already figured (the payroll engine's employer cost per hour): used instead of the settings. */
  burden?: BurdenPerHour;
  annualHours?: number;
}

export interface RateMargin {
  /** The burden applied: zero in every part for a worker who carries none. */
  burden: BurdenPerHour;
  /** Markup on pay, percent; null without pay. */
  markup_percent: Decimal | null;
  /** Gross margin after burden, percent of the bill; null without a bill. */
  margin_percent: Decimal | null;
  /** Bill − pay − burden, per hour. */
  margin_per_hour: Decimal;
}

/** Markup, margin and margin per hour of a pay and bill rate, with the burden the worker's classification carries. */
export function rateMargin(input: RateMarginInput): RateMargin {
  const burden = input.burden ?? employerBurden(input.pay, input.classification, input.burdenRates, input.annualHours);
  return {
    burden,
    markup_percent: markupPercent(input.pay, input.bill),
    margin_percent: marginPercent(input.bill, new Decimal(input.pay).plus(burden.total)),
    margin_per_hour: marginPerHour(input.bill, input.pay, burden.total),
  };
}
