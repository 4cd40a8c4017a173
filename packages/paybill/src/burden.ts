/**
 * Employer burden per hour for quoting (primer section 5): FICA, FUTA and SUTA as a percentage of
 * wages up to a yearly wage base, workers' comp as a rate per $100 of payroll.
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

export interface BurdenRates {
  fica: WageBasedTax;
  futa: WageBasedTax;
  suta: WageBasedTax;
  /** Workers' comp premium per $100 of payroll (class-code rate × experience mod). */
  workers_comp_per_100: Decimal.Value;
}

export interface BurdenPerHour {
  fica: Decimal;
  futa: Decimal;
  suta: Decimal;
  workers_comp: Decimal;
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

export function burdenPerHour(
  pay: Decimal.Value,
  rates: BurdenRates,
  annualHours: number = STANDARD_ANNUAL_HOURS,
): BurdenPerHour {
  if (!(annualHours > 0)) throw new RangeError('A year must have hours');
  const fica = wageBasedTaxPerHour(pay, rates.fica, annualHours);
  const futa = wageBasedTaxPerHour(pay, rates.futa, annualHours);
  const suta = wageBasedTaxPerHour(pay, rates.suta, annualHours);
  const workersComp = roundRate(new Decimal(pay).div(100).times(rates.workers_comp_per_100));
  return { fica, futa, suta, workers_comp: workersComp, total: fica.plus(futa).plus(suta).plus(workersComp) };
}
