/**
 * FICA and FUTA for one paycheck from the year's wages so far with this employer (domain primer
 * section 1): Social Security up to its wage base, crossing it exactly within a paycheck; Medicare on all
 * wages and Additional Medicare (employee only) past its threshold; FUTA on the first wages of the year,
 * at the net rate plus the work state's credit reduction. Each amount is rounded half-up to the cent.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import type { FederalYear } from './us-federal-types.js';

const pct = (base: Decimal, percent: Decimal.Value) => roundHalfUp(base.times(percent).dividedBy(100));

/** The part of this paycheck's wages under a yearly base, given the wages paid before it. */
export function underBase(wages: Decimal.Value, yearToDate: Decimal.Value, base: Decimal.Value): Decimal {
  const room = Decimal.max(new Decimal(base).minus(yearToDate), 0);
  return Decimal.max(Decimal.min(new Decimal(wages), room), 0);
}

export interface FicaLines {
  socialSecurityWages: string;
  socialSecurityEmployee: string;
  socialSecurityEmployer: string;
  medicareWages: string;
  medicareEmployee: string;
  medicareEmployer: string;
  /** The wages past the Additional Medicare threshold this paycheck, and the 0.9% on them. */
  additionalMedicareWages: string;
  additionalMedicareEmployee: string;
}

/** What this employer already paid and withheld for the worker this year, before this paycheck. */
export interface FicaYearToDate {
  /** FICA wages (Social Security and Medicare wages are the same until the wage base). */
  wages: Decimal.Value;
  /** Social Security tax withheld from the worker (the employer's share is the same). */
  socialSecurityTax: Decimal.Value;
}

/**
 * FICA on a paycheck. `wages` are its FICA wages (gross less section 125 deductions; a traditional 401(k)
 * does not lower them). Social Security is the year's figure to date (its wages up to the base × the rate,
 * to the cent) less what was already withheld, so a year never passes the maximum and reaches it exactly;
 * Medicare is figured per paycheck to the cent (it has no maximum). Decision 0041.
 */
export function fica(year: FederalYear, wages: Decimal.Value, ytd: FicaYearToDate): FicaLines {
  const w = new Decimal(wages);
  const yearToDate = ytd.wages;
  const ss = underBase(w, yearToDate, year.socialSecurity.wageBase);
  // Figured on the year's Social Security wages so far, less what was withheld: the cents of each
  // paycheck never add up past the year's exact figure, however its wages are split into paychecks.
  const yearSsWages = Decimal.min(new Decimal(yearToDate).plus(w), year.socialSecurity.wageBase);
  const ssTax = Decimal.max(pct(yearSsWages, year.socialSecurity.percent).minus(ytd.socialSecurityTax), 0);
  const threshold = new Decimal(year.medicare.additionalThreshold);
  const pastThreshold = Decimal.max(w.plus(yearToDate).minus(Decimal.max(threshold, yearToDate)), 0);
  const additional = Decimal.min(pastThreshold, Decimal.max(w, 0));
  return {
    socialSecurityWages: ss.toFixed(2),
    socialSecurityEmployee: ssTax.toFixed(2),
    socialSecurityEmployer: ssTax.toFixed(2),
    medicareWages: w.toFixed(2),
    medicareEmployee: pct(w, year.medicare.percent).toFixed(2),
    medicareEmployer: pct(w, year.medicare.percent).toFixed(2),
    additionalMedicareWages: additional.toFixed(2),
    additionalMedicareEmployee: pct(additional, year.medicare.additionalPercent).toFixed(2),
  };
}

/**
 * FUTA (employer only) on a paycheck: the net rate, plus the credit reduction of the state whose
 * unemployment insurance covers the worker when the year lists one, on the wages under the base.
 */
export function futa(
  year: FederalYear,
  wages: Decimal.Value,
  yearToDate: Decimal.Value,
  state: string,
): { futaWages: string; futaEmployer: string } {
  const rate = new Decimal(year.futa.netPercent).plus(year.futa.creditReductions[state] ?? 0);
  const t = yearToDateTax(wages, yearToDate, year.futa.wageBase, rate);
  return { futaWages: t.wages, futaEmployer: t.amount };
}

/**
 * An employer tax on the first wages of the year (FUTA, SUTA): the year's tax on its wages up to the base
 * after this paycheck, less the same figure before it, so the cents never add up past the year's maximum.
 */
export function yearToDateTax(
  wages: Decimal.Value,
  yearToDate: Decimal.Value,
  base: Decimal.Value,
  percent: Decimal.Value,
): { wages: string; amount: string } {
  const taxable = underBase(wages, yearToDate, base);
  const before = Decimal.min(new Decimal(yearToDate), base);
  const after = before.plus(taxable);
  return { wages: taxable.toFixed(2), amount: pct(after, percent).minus(pct(before, percent)).toFixed(2) };
}
