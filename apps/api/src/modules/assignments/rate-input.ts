/**
 * Turning rates a caller sends into a complete rate row: only the side the caller sees may be sent,
 * a salary only for salaried jobs and only by those who may add salary, premiums left out default
 * from the partner's multipliers, and whatever the caller may not see is carried over unchanged.
 */
import {
  BILL_RATE_FIELDS,
  PAY_RATE_FIELDS,
  hasCapability,
  type RateField,
  type RateInput,
  type RateVisibility,
} from '@app/domain';
import { premiumRates, rateString, type RateMultipliers } from '@app/paybill';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import type { AssignmentRateRow } from './assignments.repository.js';
import { rateColumnOf } from './assignment-view.js';

export type RateValuesRow = Record<RateField, string | null>;

const EMPTY: RateValuesRow = Object.fromEntries(
  [...PAY_RATE_FIELDS, ...BILL_RATE_FIELDS].map((f) => [f, null]),
) as RateValuesRow;

export const rowValues = (row: AssignmentRateRow | undefined): RateValuesRow =>
  row
    ? (Object.fromEntries(
        [...PAY_RATE_FIELDS, ...BILL_RATE_FIELDS].map((f) => [f, (row[rateColumnOf(f)] as string | null) ?? null]),
      ) as RateValuesRow)
    : { ...EMPTY };

interface Context {
  principal: Principal;
  visibility: RateVisibility;
  salaried: boolean;
  multipliers: RateMultipliers;
  /** Values carried over: the rates in effect (empty for a new assignment). */
  base: RateValuesRow;
  /** A new assignment must name the base rates of the sides the caller sees. */
  requireBase: boolean;
  /** Where the rates sit in the body (['body', 'rates'] or ['body']). */
  loc: string[];
}

type Issue = { loc: (string | number)[]; msg: string };

function checkAllowed(input: RateInput, c: Context): Issue[] {
  const issues: Issue[] = [];
  const at = (f: string) => [...c.loc, f];
  for (const f of PAY_RATE_FIELDS)
    if (input[f] !== undefined && !c.visibility.pay) issues.push({ loc: at(f), msg: 'You may not set pay rates' });
  for (const f of BILL_RATE_FIELDS)
    if (input[f] !== undefined && !c.visibility.bill) issues.push({ loc: at(f), msg: 'You may not set bill rates' });
  if (input.annual_salary !== undefined && c.visibility.pay) {
    if (!c.salaried) issues.push({ loc: at('annual_salary'), msg: 'Only salaried jobs take an annual salary' });
    else if (!hasCapability(c.principal.subject, 'add_salary'))
      issues.push({ loc: at('annual_salary'), msg: 'Only self-funded or self-employer partners set a salary' });
  }
  if (c.salaried && c.visibility.pay)
    for (const f of ['pay_rate', 'overtime_pay_rate', 'double_overtime_pay_rate', 'holiday_pay_rate'] as const)
      if (input[f] !== undefined) issues.push({ loc: at(f), msg: 'A salaried job is paid by annual salary' });
  if (c.requireBase) {
    if (c.visibility.pay && !c.salaried && input.pay_rate === undefined)
      issues.push({ loc: at('pay_rate'), msg: 'Enter the pay rate' });
    if (
      c.visibility.pay &&
      c.salaried &&
      input.annual_salary === undefined &&
      hasCapability(c.principal.subject, 'add_salary')
    )
      issues.push({ loc: at('annual_salary'), msg: 'Enter the annual salary' });
    if (c.visibility.bill && input.bill_rate === undefined)
      issues.push({ loc: at('bill_rate'), msg: 'Enter the bill rate' });
  }
  return issues;
}

/** One side: a new base re-derives the premiums not sent; no new base keeps the old premiums. */
function side(
  input: RateInput,
  base: RateValuesRow,
  baseField: 'pay_rate' | 'bill_rate',
  premiums: readonly ['overtime', 'double_overtime', 'holiday'],
  m: RateMultipliers,
  fieldOf: (k: 'overtime' | 'double_overtime' | 'holiday') => RateField,
): Partial<RateValuesRow> {
  const sent = input[baseField];
  const out: Partial<RateValuesRow> = { [baseField]: sent === undefined ? base[baseField] : rateString(sent) };
  const derived = sent === undefined ? null : premiumRates(sent, m);
  for (const k of premiums) {
    const f = fieldOf(k);
    const given = input[f];
    out[f] = given !== undefined ? rateString(given) : derived ? rateString(derived[k]) : base[f];
  }
  return out;
}

const PREMIUMS = ['overtime', 'double_overtime', 'holiday'] as const;

export function buildRateValues(input: RateInput, c: Context): RateValuesRow {
  const issues = checkAllowed(input, c);
  if (issues.length > 0) throw unprocessable(issues);
  const values: RateValuesRow = { ...c.base };
  if (c.visibility.pay) {
    if (c.salaried) {
      values.annual_salary = input.annual_salary ?? c.base.annual_salary;
    } else {
      Object.assign(
        values,
        side(input, c.base, 'pay_rate', PREMIUMS, c.multipliers, (k) => `${k}_pay_rate` as RateField),
      );
    }
  }
  if (c.visibility.bill)
    Object.assign(
      values,
      side(input, c.base, 'bill_rate', PREMIUMS, c.multipliers, (k) => `${k}_bill_rate` as RateField),
    );
  return values;
}

/** Column values for an insert into assignment_rates. */
export const rateColumns = (v: RateValuesRow) => ({
  payRate: v.pay_rate,
  overtimePayRate: v.overtime_pay_rate,
  doubleOvertimePayRate: v.double_overtime_pay_rate,
  holidayPayRate: v.holiday_pay_rate,
  annualSalary: v.annual_salary,
  billRate: v.bill_rate,
  overtimeBillRate: v.overtime_bill_rate,
  doubleOvertimeBillRate: v.double_overtime_bill_rate,
  holidayBillRate: v.holiday_bill_rate,
});
