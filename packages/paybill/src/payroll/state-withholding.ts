/**
 * State income tax withholding through one interface (issue 12). Exact so far: the states that tax no
 * wages (domain primer part 2, section B [P3]; each a well-known absence of a wage tax: Alaska, Florida,
 * Nevada, New Hampshire, South Dakota, Tennessee, Texas, Washington, Wyoming), California (DE 44
 * Method B, with SDI) and Pennsylvania (a flat rate, with the employee's UC contribution). Any other work state is refused with its name — never a silent zero — until its
 * own official method is added as a table with its source (decisions 0041, 0043).
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import { CA_RATES_PERCENT, CALIFORNIA_2026, type CaRateTable } from './california-2026.js';
import type { PayFrequency } from './federal-withholding.js';
import { PENNSYLVANIA_2026 } from './pennsylvania-2026.js';
import { PayrollRefusal } from './refusal.js';

const NO_WAGE_TAX = new Set(['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']);

/** The state's own withholding form (California's DE 4); absent: single with no allowances. */
export interface StateForm {
  filingStatus: 'single' | 'married' | 'head_of_household';
  /** Regular withholding allowances (DE 4 line 1). */
  allowances: number;
  /** Estimated-deduction allowances (DE 4 line 2). */
  estimatedDeductionAllowances: number;
  /** An additional amount each period. */
  additional: Decimal.Value;
}

export interface StateWithholdingInput {
  state: string;
  taxYear: number;
  frequency: PayFrequency;
  /** State income-tax wages of the period (after pre-tax deductions). */
  wages: Decimal.Value;
  /** Of which supplemental (bonus, commission). */
  supplemental: Decimal.Value;
  /** Of the supplemental wages, the commissions (California's flat rate applies to them, not to bonuses). */
  commission?: Decimal.Value;
  /** The employer's supplemental method: through the tables with the regular wages, or a flat rate. */
  supplementalMethod?: 'aggregate' | 'flat';
  /** The FICA wages (gross less section 125 deductions): California SDI's base, and Pennsylvania's. */
  sdiWages: Decimal.Value;
  form?: StateForm;
}

export interface StateWithholding {
  incomeTax: string;
  /** The wages the income tax was figured on, where the state's differ from the federal income-tax wages. */
  incomeTaxWages?: string;
  /** California's State Disability Insurance, employee-paid; null where the state has none. */
  sdi: string | null;
  /** The employee's own unemployment contribution (Pennsylvania's UC), on `unemploymentWages`. */
  unemployment?: { wages: string; amount: string };
  /** What the state's figures leave out (local taxes), for the reader to act on. */
  warnings?: string[];
}

export function stateWithholding(input: StateWithholdingInput): StateWithholding {
  if (NO_WAGE_TAX.has(input.state)) return { incomeTax: '0.00', sdi: null };
  if (input.state === 'CA' && input.taxYear === CALIFORNIA_2026.year) return california(input);
  if (input.state === 'PA' && input.taxYear === PENNSYLVANIA_2026.year) return pennsylvania(input);
  throw new PayrollRefusal(
    `No ${input.taxYear} income tax withholding table for the work state ${input.state}: the engine does not figure it yet`,
    'work_state',
  );
}

const SINGLE_DE4: StateForm = { filingStatus: 'single', allowances: 0, estimatedDeductionAllowances: 0, additional: 0 };

/** Table 2 or 4 by count: the listed amount up to 10, beyond it the one-allowance amount × the count. */
const byCount = (amounts: readonly number[], n: number) => new Decimal(n <= 10 ? amounts[n]! : amounts[1]! * n);

function rateTableTax(t: CaRateTable, income: Decimal): Decimal {
  let i = 0;
  for (let k = 0; k < t.over.length; k++) if (income.gt(t.over[k]!)) i = k;
  return new Decimal(t.plus[i]!).plus(income.minus(t.over[i]!).times(CA_RATES_PERCENT[i]!).dividedBy(100));
}

/**
 * DE 44 Method B: (1) wages at or under the low-income exemption withhold nothing; (2) less the
 * estimated deduction; (3) less the standard deduction = taxable income; (4) the period's rate table;
 * (5) less the exemption allowance credit, not below zero; plus the DE 4's additional amount. Rounded
 * half-up to the cent (the schedules do not say; decision 0043).
 */
function california(input: StateWithholdingInput): StateWithholding {
  const supplemental = new Decimal(input.supplemental);
  if (supplemental.gt(0) && input.supplementalMethod === 'flat') return californiaFlat(input, supplemental);
  // Aggregate (the default): the tables over the whole paycheck, supplemental wages with the regular
  // ones — the method R&TC § 18663(a) makes the rule, the flat rate being the employer's alternative.
  return californiaMethodB(input);
}

/**
 * The flat alternative (R&TC § 18663(b)(1)(B)): 6.6% of supplemental wages paid on or after 1 November
 * 2009 — commissions here — with the regular wages through the tables. Bonuses and stock options have
 * their own higher flat rate, which was not read from an official source here: a flat-method bonus is
 * refused, and the aggregate method figures it (decision 0046).
 */
function californiaFlat(input: StateWithholdingInput, supplemental: Decimal): StateWithholding {
  const commission = new Decimal(input.commission ?? 0);
  if (supplemental.gt(commission)) {
    throw new PayrollRefusal(
      'California’s flat rate for bonuses is not confirmed from an official source here: withhold on a California bonus by the aggregate method',
      'earnings',
    );
  }
  const regular = californiaMethodB({ ...input, wages: new Decimal(input.wages).minus(supplemental), supplemental: 0 });
  const flat = roundHalfUp(commission.times(CALIFORNIA_2026.supplementalFlatPercent).dividedBy(100));
  return { ...regular, incomeTax: new Decimal(regular.incomeTax).plus(flat).toFixed(2) };
}

function californiaMethodB(input: StateWithholdingInput): StateWithholding {
  const t = CALIFORNIA_2026.periods[input.frequency];
  const form = input.form ?? SINGLE_DE4;
  const wages = new Decimal(input.wages);
  // Table 1 and Table 3 put married with two or more allowances with heads of household.
  const high = form.filingStatus === 'head_of_household' || (form.filingStatus === 'married' && form.allowances >= 2);
  const sdi = roundHalfUp(new Decimal(input.sdiWages).times(CALIFORNIA_2026.sdiPercent).dividedBy(100)).toFixed(2);
  if (wages.lte(t.lowIncomeExemption[high ? 1 : 0])) {
    return { incomeTax: roundHalfUp(form.additional).toFixed(2), sdi };
  }
  const taxable = Decimal.max(
    wages
      .minus(byCount(t.estimatedDeduction, form.estimatedDeductionAllowances))
      .minus(t.standardDeduction[high ? 1 : 0]),
    0,
  );
  const table =
    form.filingStatus === 'married'
      ? t.married
      : form.filingStatus === 'head_of_household'
        ? t.headOfHousehold
        : t.single;
  const tax = Decimal.max(rateTableTax(table, taxable).minus(byCount(t.exemptionCredit, form.allowances)), 0);
  return { incomeTax: roundHalfUp(tax.plus(form.additional)).toFixed(2), sdi };
}

/**
 * Pennsylvania: 3.07% of compensation, supplemental wages alike. PA compensation does not exclude an
 * employee's 401(k) deferrals, so the base is the FICA wages (gross less section 125), not the federal
 * income-tax wages; the employee's UC contribution is 0.07% of the same wages, with no wage base
 * (decision 0046). The local earned income tax is left to the reader, and said.
 */
function pennsylvania(input: StateWithholdingInput): StateWithholding {
  const wages = new Decimal(input.sdiWages);
  const pct = (p: string) => roundHalfUp(wages.times(p).dividedBy(100)).toFixed(2);
  return {
    incomeTax: roundHalfUp(
      new Decimal(pct(PENNSYLVANIA_2026.incomeTaxPercent)).plus(input.form?.additional ?? 0),
    ).toFixed(2),
    incomeTaxWages: wages.toFixed(2),
    sdi: null,
    unemployment: { wages: wages.toFixed(2), amount: pct(PENNSYLVANIA_2026.ucEmployeePercent) },
    warnings: [
      'Pennsylvania local earned income tax (EIT) and local services tax (LST) are not figured: withhold them by the worker’s PSD code',
    ],
  };
}
