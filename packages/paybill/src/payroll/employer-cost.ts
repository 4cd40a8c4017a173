/**
 * An employer's cost per hour of a worker's pay, as payroll will figure it (issue 12: "the pricing
 * calculator and the margin shown on assignments use the engine's employer-cost figures, per paycheck from
 * year-to-date wages, not a flat percentage"). A year of equal weekly paychecks at the hourly pay is run
 * through the engine's own employer taxes — Social Security to its wage base, Medicare, FUTA with the work
 * state's credit reduction, the employer's SUTA rate to the state's base, workers' comp per $100 — each
 * paycheck on the wages paid before it, and the year's totals are spread over the year's hours. So a
 * $90-an-hour worker's Social Security stops where payroll's would, and FUTA costs $42 a year, not 0.6% of
 * every hour.
 */
import Decimal from 'decimal.js';
import type { BurdenPerHour } from '../burden.js';
import { roundHalfUp } from '../money.js';
import { roundRate } from '../pricing.js';
import type { CanadaYear } from './canada-2026.js';
import { canadaEmployerYear } from './canada.js';
import type { FederalYear } from './us-federal-types.js';

/** Weekly paychecks: the staffing norm, and the finest split of a year's wages. */
const PAYCHECKS_A_YEAR = 52;

export interface EmployerCostInput {
  /** The year's federal figures (Social Security, Medicare, FUTA). */
  federal: FederalYear;
  /** The state whose unemployment insurance covers the work (FUTA credit reduction; SUTA). */
  workState: string | null;
  /** Hourly pay. */
  pay: Decimal.Value;
  annualHours: number;
  /** The employer's SUTA rate in the work state and the state's wage base (null: no cap); null leaves SUTA out. */
  suta: { ratePercent: Decimal.Value; wageBase: Decimal.Value | null } | null;
  /** The employer's workers' comp rate per $100 of wages for the worker's class code; null leaves it out. */
  workersCompPer100: Decimal.Value | null;
}

/** The year's employer taxes on a year of equal weekly paychecks at the hourly pay. */
export interface EmployerYear {
  wages: Decimal;
  socialSecurity: Decimal;
  medicare: Decimal;
  futa: Decimal;
  suta: Decimal;
}

/**
 * The year's totals, in closed form. Social Security, FUTA and SUTA are each figured per paycheck as the
 * year's tax to date less the tax before it (fica-futa.ts), so over a year they telescope to the tax on
 * the year's wages up to the base; Medicare is rounded per paycheck, so it is 51 equal paychecks and the
 * last one's rest. Equal, to the cent, to running the 52 paychecks one by one (employer-cost.test.ts).
 */
export function employerYear(input: Omit<EmployerCostInput, 'workersCompPer100'>): EmployerYear {
  const f = input.federal;
  const wages = new Decimal(input.pay).times(input.annualHours);
  const perPaycheck = roundHalfUp(wages.dividedBy(PAYCHECKS_A_YEAR));
  const last = wages.minus(perPaycheck.times(PAYCHECKS_A_YEAR - 1));
  const upTo = (base: Decimal.Value | null, percent: Decimal.Value) =>
    pct(base === null ? wages : Decimal.min(wages, base), percent);
  const futaRate = new Decimal(f.futa.netPercent).plus(f.futa.creditReductions[input.workState ?? ''] ?? 0);
  return {
    wages,
    socialSecurity: upTo(f.socialSecurity.wageBase, f.socialSecurity.percent),
    medicare: pct(perPaycheck, f.medicare.percent)
      .times(PAYCHECKS_A_YEAR - 1)
      .plus(pct(last, f.medicare.percent)),
    futa: upTo(f.futa.wageBase, futaRate),
    suta: input.suta ? upTo(input.suta.wageBase, input.suta.ratePercent) : new Decimal(0),
  };
}

const pct = (base: Decimal, percent: Decimal.Value) => roundHalfUp(base.times(percent).dividedBy(100));

/** A W-2 employee's employer taxes per hour: the year's (employerYear) spread over the year's hours. */
export function employerCostPerHour(input: EmployerCostInput): BurdenPerHour {
  if (!(input.annualHours > 0)) throw new RangeError('A year must have hours');
  const year = employerYear(input);
  const perHour = (x: Decimal) => roundRate(x.dividedBy(input.annualHours));
  const socialSecurity = perHour(year.socialSecurity);
  const medicare = perHour(year.medicare);
  const futa = perHour(year.futa);
  const suta = perHour(year.suta);
  const workersComp = roundRate(new Decimal(input.pay).times(input.workersCompPer100 ?? 0).dividedBy(100));
  const fica = socialSecurity.plus(medicare);
  return {
    fica,
    social_security: socialSecurity,
    medicare,
    futa,
    suta,
    workers_comp: workersComp,
    other: new Decimal(0),
    total: fica.plus(futa).plus(suta).plus(workersComp),
  };
}

const ZERO = new Decimal(0);

/** Only the non-US cost and workers' comp: every US part zero. */
function otherBurden(other: Decimal, workersComp: Decimal): BurdenPerHour {
  return {
    fica: ZERO,
    social_security: ZERO,
    medicare: ZERO,
    futa: ZERO,
    suta: ZERO,
    workers_comp: workersComp,
    other,
    total: other.plus(workersComp),
  };
}

/**
 * A Canadian T4 employee's employer cost per hour: the employer's CPP, CPP2 and EI (1.4×) over a year of
 * weekly paychecks at the pay, each on the year to date before it, spread over the year's hours; workers'
 * compensation per $100 where a rate is given.
 */
export function canadaEmployerCostPerHour(input: {
  canada: CanadaYear;
  pay: Decimal.Value;
  annualHours: number;
  workersCompPer100: Decimal.Value | null;
}): BurdenPerHour {
  if (!(input.annualHours > 0)) throw new RangeError('A year must have hours');
  const weekly = roundHalfUp(new Decimal(input.pay).times(input.annualHours).dividedBy(PAYCHECKS_A_YEAR));
  const year = canadaEmployerYear(input.canada, weekly, PAYCHECKS_A_YEAR);
  const workersComp = roundRate(new Decimal(input.pay).times(input.workersCompPer100 ?? 0).dividedBy(100));
  return otherBurden(roundRate(year.dividedBy(input.annualHours)), workersComp);
}

/** An international EOR employee's in-country employer cost: the configured percent of every hour's pay. */
export function internationalEmployerCostPerHour(pay: Decimal.Value, percent: Decimal.Value): BurdenPerHour {
  return otherBurden(roundRate(new Decimal(pay).times(percent).dividedBy(100)), ZERO);
}
