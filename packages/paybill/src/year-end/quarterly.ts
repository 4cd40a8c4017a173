/**
 * Quarterly and annual employer returns (issue 14; decision 0064), from one employer's non-void US W-2
 * paychecks by check date: Form 941's figures per quarter, Form 940's FUTA figures for the year, and each
 * state's unemployment wage list per quarter.
 *
 * Rates: Social Security 6.2% + 6.2%, Medicare 1.45% + 1.45%, Additional Medicare 0.9% employee-only
 * (primer part 1, section 1, read from the year's FederalYear table). Line 5's tax is figured on the
 * quarter's wages at the combined rates; what the paychecks withheld and owe differs by fractions of cents,
 * which Form 941 reports on line 7 (primer part 1, section 1 "Rounding" and section 7 [S13]).
 * Line 1 follows the Form 941 instructions for it: "the number of employees you paid for the pay period that
 * includes March 12, June 12, September 12, or December 12 for the quarter indicated on the return. Do not
 * include … persons who received no pay during the pay period" — the people with a non-void paycheck for a
 * pay period (its run's) that includes the 12th of the quarter's third month and that paid wages, among the
 * year's paychecks (by check date, as every figure here; decision 0112).
 */
import Decimal from 'decimal.js';
import type { FederalYear } from '../payroll/us-federal-types.js';
import { YearEndRefusal, ficaWagesOf, incomeTaxWagesOf, nonVoid, wagesOf } from './forms.js';
import type { YearEndLine, YearEndPaycheck } from './types.js';

const d = (v: Decimal.Value) => new Decimal(v);
const zero = () => new Decimal(0);
const money = (v: Decimal.Value) => d(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export const quarterOf = (checkDate: string) => Math.floor((Number(checkDate.slice(5, 7)) - 1) / 3) + 1;

const lineSum = (ps: readonly YearEndPaycheck[], pick: (l: YearEndLine) => boolean, of: 'base' | 'amount') =>
  ps.reduce((a, p) => p.lines.filter(pick).reduce((b, l) => b.plus(l[of]), a), zero());
const employeeTax = (code: string) => (l: YearEndLine) => l.section === 'employee_tax' && l.code === code;
const employerTax = (code: string) => (l: YearEndLine) => l.section === 'employer_tax' && l.code === code;

function employersW2(paychecks: readonly YearEndPaycheck[], employerKey: string, year: number) {
  return nonVoid(paychecks).filter(
    (p) => p.employerKey === employerKey && p.classification === 'w-2' && p.checkDate.startsWith(`${year}-`),
  );
}

export interface Form941Figures {
  year: number;
  quarter: number;
  employerKey: string;
  paychecks: number;
  employees: number;
  /** Line 1: employees paid wages for the pay period including the 12th of the quarter's third month. */
  line1: number;
  /** Line 2: wages, tips and other compensation (box 1 wages). */
  line2: string;
  /** Line 3: federal income tax withheld. */
  line3: string;
  /** Line 5a: taxable Social Security wages, and × 12.4%. */
  line5aWages: string;
  line5aTax: string;
  /** Line 5c: taxable Medicare wages, and × 2.9%. */
  line5cWages: string;
  line5cTax: string;
  /** Line 5d: wages subject to Additional Medicare withholding, and × 0.9%. */
  line5dWages: string;
  line5dTax: string;
  /** Line 5e: 5a + 5c + 5d (no tips: 5b is zero). */
  line5e: string;
  /** Line 6: line 3 + line 5e. */
  line6: string;
  /** Line 7: fractions of cents — what the paychecks withheld and owe less line 5e. */
  line7: string;
  /** Both shares as the paychecks carry them. */
  socialSecurityEmployee: string;
  socialSecurityEmployer: string;
  medicareEmployee: string;
  medicareEmployer: string;
  additionalMedicare: string;
  /** Line 6 + line 7: the quarter's total taxes after the cents. */
  totalTaxes: string;
}

/** Form 941's figures for one employer's quarter. Needs the year's federal table (its rates). */
export function form941Of(
  paychecks: readonly YearEndPaycheck[],
  q: { employerKey: string; year: number; quarter: number; federal: FederalYear | undefined },
): Form941Figures {
  if (!Number.isInteger(q.quarter) || q.quarter < 1 || q.quarter > 4) {
    throw new YearEndRefusal('A quarter is 1, 2, 3 or 4', 'quarter');
  }
  if (!q.federal) throw new YearEndRefusal(`No US federal payroll tables for ${q.year}`, 'year');
  const f = q.federal;
  const yearsPaychecks = employersW2(paychecks, q.employerKey, q.year);
  const mine = yearsPaychecks.filter((p) => quarterOf(p.checkDate) === q.quarter);
  const twelfth = `${q.year}-${String(q.quarter * 3).padStart(2, '0')}-12`;
  const paidForTheTwelfth = yearsPaychecks.filter(
    (p) => p.periodStart <= twelfth && twelfth <= p.periodEnd && wagesOf(p).gt(0),
  );
  const ssWages = lineSum(mine, employeeTax('social_security'), 'base');
  const mWages = lineSum(mine, employeeTax('medicare'), 'base');
  const addWages = lineSum(mine, employeeTax('additional_medicare'), 'base');
  const pct = (v: Decimal, percent: Decimal.Value) => d(money(v.times(percent).dividedBy(100)));
  const line5aTax = pct(ssWages, d(f.socialSecurity.percent).times(2));
  const line5cTax = pct(mWages, d(f.medicare.percent).times(2));
  const line5dTax = pct(addWages, f.medicare.additionalPercent);
  const line5e = line5aTax.plus(line5cTax).plus(line5dTax);
  const line3 = lineSum(mine, employeeTax('federal_income_tax'), 'amount');
  const ssE = lineSum(mine, employeeTax('social_security'), 'amount');
  const ssR = lineSum(mine, employerTax('social_security_employer'), 'amount');
  const mE = lineSum(mine, employeeTax('medicare'), 'amount');
  const mR = lineSum(mine, employerTax('medicare_employer'), 'amount');
  const add = lineSum(mine, employeeTax('additional_medicare'), 'amount');
  const actual = ssE.plus(ssR).plus(mE).plus(mR).plus(add);
  const line6 = line3.plus(line5e);
  const line7 = actual.minus(line5e);
  return {
    year: q.year,
    quarter: q.quarter,
    employerKey: q.employerKey,
    paychecks: mine.length,
    employees: new Set(mine.map((p) => p.personKey)).size,
    line1: new Set(paidForTheTwelfth.map((p) => p.personKey)).size,
    line2: money(mine.reduce((a, p) => a.plus(incomeTaxWagesOf(p)), zero())),
    line3: money(line3),
    line5aWages: money(ssWages),
    line5aTax: money(line5aTax),
    line5cWages: money(mWages),
    line5cTax: money(line5cTax),
    line5dWages: money(addWages),
    line5dTax: money(line5dTax),
    line5e: money(line5e),
    line6: money(line6),
    line7: money(line7),
    socialSecurityEmployee: money(ssE),
    socialSecurityEmployer: money(ssR),
    medicareEmployee: money(mE),
    medicareEmployer: money(mR),
    additionalMedicare: money(add),
    totalTaxes: money(line6.plus(line7)),
  };
}

export interface Form940Figures {
  year: number;
  employerKey: string;
  paychecks: number;
  /** Line 3: total payments to all employees (wages). */
  line3: string;
  /** Line 4: payments exempt from FUTA (section 125 deductions). */
  line4: string;
  /** Line 5: payments above the FUTA wage base per employee. */
  line5: string;
  /** Line 7: taxable FUTA wages (line 3 − 4 − 5). */
  line7: string;
  /** Line 8: FUTA tax before adjustments (line 7 × the net rate). */
  line8: string;
  /** The FUTA the paychecks carry (per paycheck, half-up), beside line 8. */
  futaOnPaychecks: string;
  /** Part 5: the FUTA liability of each quarter (the paychecks' FUTA by check date). */
  quarters: { quarter: number; futa: string }[];
  /** States whose credit reduction for the year is not published in the year's table (none applied). */
  creditReductionNote: string | null;
}

/**
 * Form 940's FUTA figures: the year's wages, what is exempt (section 125) and what is over the $7,000 base,
 * taxable FUTA wages (the paychecks' FUTA lines' bases: the engine applies the base per person per
 * employer from the year to date) and the tax at the net 0.6% rate. Credit reductions are applied only
 * when the year's table names them (2026's are UNCONFIRMED: primer part 1, section 1).
 */
export function form940Of(
  paychecks: readonly YearEndPaycheck[],
  q: { employerKey: string; year: number; federal: FederalYear | undefined },
): Form940Figures {
  if (!q.federal) throw new YearEndRefusal(`No US federal payroll tables for ${q.year}`, 'year');
  const mine = employersW2(paychecks, q.employerKey, q.year);
  const line3 = mine.reduce((a, p) => a.plus(wagesOf(p)), zero());
  const line4 = mine.reduce((a, p) => a.plus(wagesOf(p).minus(ficaWagesOf(p))), zero());
  const line7 = lineSum(mine, employerTax('futa'), 'base');
  const line5 = line3.minus(line4).minus(line7);
  const line8 = line7.times(q.federal.futa.netPercent).dividedBy(100);
  const reductions = Object.keys(q.federal.futa.creditReductions);
  return {
    year: q.year,
    employerKey: q.employerKey,
    paychecks: mine.length,
    line3: money(line3),
    line4: money(line4),
    line5: money(line5),
    line7: money(line7),
    line8: money(line8),
    futaOnPaychecks: money(lineSum(mine, employerTax('futa'), 'amount')),
    quarters: [1, 2, 3, 4].map((quarter) => ({
      quarter,
      futa: money(
        lineSum(
          mine.filter((p) => quarterOf(p.checkDate) === quarter),
          employerTax('futa'),
          'amount',
        ),
      ),
    })),
    creditReductionNote:
      reductions.length === 0
        ? `No FUTA credit reduction is recorded for ${q.year}: line 11 (Schedule A) is left to the filer`
        : null,
  };
}

export interface StateWageRow {
  personKey: string;
  contractorId: string;
  paychecks: number;
  /** Wages subject to state unemployment before the base (wages less section 125). */
  totalWages: string;
  /** Taxable wages up to the state's base, as the paychecks' SUTA lines figured them; null if no rate was on file. */
  taxableWages: string | null;
  /** The employer's SUTA on them (the paychecks' SUTA lines); null when none was figured. */
  employerTax: string | null;
  /** Employee unemployment contributions (AK, NJ, PA). */
  employeeTax: string;
}

export interface StateWageList {
  year: number;
  quarter: number;
  employerKey: string;
  state: string;
  rows: StateWageRow[];
  totalWages: string;
  taxableWages: string;
  employerTax: string;
  employeeTax: string;
}

/**
 * Each work state's unemployment wage list for an employer's quarter: per person, the quarter's wages and
 * taxable wages. Taxable wages are the SUTA lines' bases (the engine applies the state's base from the
 * employer's /company_taxes record); a paycheck figured without a SUTA rate has no taxable wages to report
 * (null), never a guessed base.
 */
export function stateWageLists(
  paychecks: readonly YearEndPaycheck[],
  q: { employerKey: string; year: number; quarter: number },
): StateWageList[] {
  if (!Number.isInteger(q.quarter) || q.quarter < 1 || q.quarter > 4) {
    throw new YearEndRefusal('A quarter is 1, 2, 3 or 4', 'quarter');
  }
  const mine = employersW2(paychecks, q.employerKey, q.year).filter((p) => quarterOf(p.checkDate) === q.quarter);
  const states = new Map<string, Map<string, YearEndPaycheck[]>>();
  for (const p of mine) {
    const state = p.workState ?? '';
    const people = states.get(state) ?? new Map<string, YearEndPaycheck[]>();
    const own = people.get(p.personKey);
    if (own) own.push(p);
    else people.set(p.personKey, [p]);
    states.set(state, people);
  }
  return [...states]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, people]) => {
      const rows: StateWageRow[] = [...people].map(([personKey, ps]) => {
        const figured = ps.filter((p) => p.lines.some(employerTax('suta')));
        const complete = figured.length === ps.length;
        return {
          personKey,
          contractorId: ps.at(-1)!.contractorId,
          paychecks: ps.length,
          totalWages: money(ps.reduce((a, p) => a.plus(ficaWagesOf(p)), zero())),
          taxableWages: complete ? money(lineSum(ps, employerTax('suta'), 'base')) : null,
          employerTax: complete ? money(lineSum(ps, employerTax('suta'), 'amount')) : null,
          employeeTax: money(lineSum(ps, employeeTax('state_unemployment_employee'), 'amount')),
        };
      });
      const total = (k: 'totalWages' | 'taxableWages' | 'employerTax' | 'employeeTax') =>
        money(rows.reduce((a, r) => a.plus(r[k] ?? 0), zero()));
      return {
        year: q.year,
        quarter: q.quarter,
        employerKey: q.employerKey,
        state,
        rows,
        totalWages: total('totalWages'),
        taxableWages: total('taxableWages'),
        employerTax: total('employerTax'),
        employeeTax: total('employeeTax'),
      };
    });
}
