/**
 * Employer burden per hour for quoting (primer sections 1 and 5): Social Security, FUTA and SUTA as a
 * percentage of wages up to a yearly wage base, Medicare as a percentage of all wages (no cap),
 * workers' comp as a rate per $100 of payroll.
 *
 * A quote has no paycheck history, so the wage bases are applied to an annualised approximation:
 * the hourly pay over a standard year of hours (2,080 by default). Up to the base a tax costs
 * pay × rate per hour; above it the capped yearly amount is spread evenly over every hour. Payroll
 * itself computes burden per paycheck from year-to-date wages; this is an estimate for pricing.
 */
import Decimal from 'decimal.js';
import { roundRate } from './pricing.js';

export const STANDARD_ANNUAL_HOURS = 2080;

export interface WageBasedTax {
  percent: Decimal.Value;
  /** Yearly wages the tax applies to; absent means no cap. */
  wage_base?: Decimal.Value | null;
}

/**
 * FICA, employer share. Split: Social Security up to its wage base plus Medicare on all wages.
 * Combined: one flat, uncapped percentage, for settings recorded before the split (decision 0014).
 */
export type FicaRates =
  { social_security: WageBasedTax; medicare_percent: Decimal.Value } | { combined_percent: Decimal.Value };

export interface BurdenRates {
  fica: FicaRates;
  futa: WageBasedTax;
  suta: WageBasedTax;
  /** Workers' comp premium per $100 of payroll (class-code rate × experience mod). */
  workers_comp_per_100: Decimal.Value;
}

export interface BurdenPerHour {
  /** Social Security + Medicare. */
  fica: Decimal;
  /** The parts of FICA; null when a combined FICA rate was used and the parts are unknown. */
  social_security: Decimal | null;
  medicare: Decimal | null;
  futa: Decimal;
  suta: Decimal;
  workers_comp: Decimal;
  /**
   * An employer cost outside the US taxes above: a Canadian employee's CPP, CPP2 and EI (the employer's
   * share), or an international EOR employee's in-country employer cost; zero otherwise.
   */
  other: Decimal;
  total: Decimal;
}

/** One wage-based tax per hour: on all pay up to the base, then the capped yearly tax spread over the year. */
export function wageBasedTaxPerHour(pay: Decimal.Value, tax: WageBasedTax, annualHours: number): Decimal {
  const rate = new Decimal(tax.percent).div(100);
  const hourly = new Decimal(pay);
  if (tax.wage_base === undefined || tax.wage_base === null) return roundRate(hourly.times(rate));
  const yearly = Decimal.min(hourly.times(annualHours), tax.wage_base);
  return roundRate(yearly.times(rate).div(annualHours));
}

function ficaPerHour(pay: Decimal.Value, fica: FicaRates, annualHours: number) {
  if ('combined_percent' in fica) {
    const combined = wageBasedTaxPerHour(pay, { percent: fica.combined_percent }, annualHours);
    return { fica: combined, social_security: null, medicare: null };
  }
  const socialSecurity = wageBasedTaxPerHour(pay, fica.social_security, annualHours);
  const medicare = wageBasedTaxPerHour(pay, { percent: fica.medicare_percent }, annualHours);
  return { fica: socialSecurity.plus(medicare), social_security: socialSecurity, medicare };
}

export function burdenPerHour(
  pay: Decimal.Value,
  rates: BurdenRates,
  annualHours: number = STANDARD_ANNUAL_HOURS,
): BurdenPerHour {
  if (!(annualHours > 0)) throw new RangeError('A year must have hours');
  const fica = ficaPerHour(pay, rates.fica, annualHours);
  const futa = wageBasedTaxPerHour(pay, rates.futa, annualHours);
  const suta = wageBasedTaxPerHour(pay, rates.suta, annualHours);
  const workersComp = roundRate(new Decimal(pay).div(100).times(rates.workers_comp_per_100));
  return {
    ...fica,
    futa,
    suta,
    workers_comp: workersComp,
    other: new Decimal(0),
    total: fica.fica.plus(futa).plus(suta).plus(workersComp),
  };
}
