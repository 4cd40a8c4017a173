/**
 * US federal income tax withholding by Pub 15-T's percentage method for automated systems (Worksheet 1A),
 * for a 2020-or-later Form W-4 (every step) and a 2019-or-earlier one (allowances), and the supplemental
 * wage methods (domain primer section 1). Pure: the year's figures are passed in (us-federal-2026.ts).
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import type { Bracket, FederalYear, WithholdingTables } from './us-federal-types.js';

/** Pay periods per year, Worksheet 1A line 1b. */
export const PERIODS_PER_YEAR = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
export type PayFrequency = keyof typeof PERIODS_PER_YEAR;

export type FilingStatus = 'single' | 'married_filing_separately' | 'married_filing_jointly' | 'head_of_household';

/** A 2020-or-later Form W-4: Step 1(c) status, the Step 2 box, Step 3 credits, Step 4(a)(b)(c). */
export interface W4Current {
  form: '2020_or_later';
  filingStatus: FilingStatus;
  step2Checked: boolean;
  /** Step 3: annual credits (children, other dependents, other credits). */
  step3Credits: Decimal.Value;
  /** Step 4(a): other income, annual. */
  step4aOtherIncome: Decimal.Value;
  /** Step 4(b): deductions, annual. */
  step4bDeductions: Decimal.Value;
  /** Step 4(c): extra withholding per pay period. */
  step4cExtra: Decimal.Value;
}

/**
 * A 2019-or-earlier Form W-4: marital status and allowances. "Married" reads the married filing jointly
 * column and "single" (or married withholding at the higher single rate) the single column of the
 * standard tables (decision 0041).
 */
export interface W4Legacy {
  form: '2019_or_earlier';
  maritalStatus: 'single' | 'married';
  allowances: number;
  /** Additional amount per pay period (line 6 of those forms). */
  extra: Decimal.Value;
}

export type FederalW4 = W4Current | W4Legacy;

/** A W-4 left blank: single, nothing claimed (what an employer withholds at without a form). */
export const BLANK_W4: W4Current = {
  form: '2020_or_later',
  filingStatus: 'single',
  step2Checked: false,
  step3Credits: 0,
  step4aOtherIncome: 0,
  step4bDeductions: 0,
  step4cExtra: 0,
};

export interface WithholdingLines {
  /** 1c: the period's wages annualized. */
  annualWages: string;
  /** 1i (2020+) or 1l (earlier): the Adjusted Annual Wage Amount. */
  adjustedAnnualWage: string;
  /** The annual tentative tax from the table: C + (1i − A) × D. */
  annualTentativeTax: string;
  /** 2h: the tentative tax for the period. */
  periodTentativeTax: string;
  /** 3c: after the period's share of the Step 3 credits. */
  afterCredits: string;
  /** 4b: the amount to withhold (with Step 4(c) or the legacy extra). */
  withholding: string;
}

function column(tables: WithholdingTables, status: FilingStatus | 'married'): readonly Bracket[] {
  if (status === 'married_filing_jointly' || status === 'married') return tables.married_filing_jointly;
  if (status === 'head_of_household') return tables.head_of_household;
  return tables.single;
}

/** The annual tax on a wage from one column: the last row whose "over" the wage reaches. */
export function annualTaxFrom(rows: readonly Bracket[], wage: Decimal.Value): Decimal {
  const w = new Decimal(wage);
  let row = rows[0]!;
  for (const r of rows) if (w.gte(r[0])) row = r;
  const [over, base, percent] = row;
  return new Decimal(base).plus(w.minus(over).times(percent).dividedBy(100));
}

const nonNegative = (d: Decimal) => Decimal.max(d, 0);

/**
 * Worksheet 1A for one pay period's taxable wages (after pre-tax deductions). Amounts are carried exactly
 * and rounded to the cent where the worksheet yields a per-period figure (2h, 3c, 4b), half-up.
 */
export function federalWithholding(
  year: FederalYear,
  w4: FederalW4,
  frequency: PayFrequency,
  taxableWages: Decimal.Value,
): WithholdingLines {
  const periods = PERIODS_PER_YEAR[frequency];
  const t = year.withholding;
  const annualWages = new Decimal(taxableWages).times(periods); // 1c
  let adjusted: Decimal;
  let rows: readonly Bracket[];
  let credits = new Decimal(0);
  let extra: Decimal;
  if (w4.form === '2020_or_later') {
    const line1e = annualWages.plus(w4.step4aOtherIncome); // 1d, 1e
    const line1g = w4.step2Checked
      ? new Decimal(0)
      : new Decimal(w4.filingStatus === 'married_filing_jointly' ? t.line1g.married_filing_jointly : t.line1g.other);
    adjusted = nonNegative(line1e.minus(new Decimal(w4.step4bDeductions).plus(line1g))); // 1f–1i
    rows = column(w4.step2Checked ? t.step2Checkbox : t.standard, w4.filingStatus);
    credits = new Decimal(w4.step3Credits);
    extra = new Decimal(w4.step4cExtra);
  } else {
    adjusted = nonNegative(annualWages.minus(new Decimal(t.allowance).times(w4.allowances))); // 1j–1l
    rows = column(t.standard, w4.maritalStatus);
    extra = new Decimal(w4.extra);
  }
  const annualTax = annualTaxFrom(rows, adjusted);
  const periodTax = roundHalfUp(annualTax.dividedBy(periods)); // 2h
  const afterCredits = nonNegative(periodTax.minus(roundHalfUp(credits.dividedBy(periods)))); // 3a–3c
  const withholding = afterCredits.plus(extra); // 4a–4b
  return {
    annualWages: annualWages.toFixed(2),
    adjustedAnnualWage: adjusted.toFixed(2),
    annualTentativeTax: annualTax.toFixed(2),
    periodTentativeTax: periodTax.toFixed(2),
    afterCredits: afterCredits.toFixed(2),
    withholding: roundHalfUp(withholding).toFixed(2),
  };
}

export type SupplementalMethod = 'aggregate' | 'flat';

/**
 * Withholding on a paycheck with supplemental wages (bonus, commission) beside regular wages. Aggregate
 * (the default): the whole paycheck through Worksheet 1A, less what the regular wages alone would
 * withhold. Flat (an employer option): 22% of the supplemental wages. Either way, supplemental wages
 * past $1,000,000 in the year with this employer are withheld at 37%, mandatorily.
 */
export function supplementalWithholding(
  year: FederalYear,
  w4: FederalW4,
  frequency: PayFrequency,
  input: {
    regularWages: Decimal.Value;
    supplementalWages: Decimal.Value;
    /** Supplemental wages this employer paid earlier in the year. */
    supplementalYearToDate: Decimal.Value;
    method: SupplementalMethod;
  },
): { onRegular: string; onSupplemental: string } {
  const s = year.supplemental;
  const regular = federalWithholding(year, w4, frequency, input.regularWages);
  const supp = new Decimal(input.supplementalWages);
  const before = new Decimal(input.supplementalYearToDate);
  const roomUnderMillion = nonNegative(new Decimal(s.millionThreshold).minus(before));
  const underMillion = Decimal.min(supp, roomUnderMillion);
  const overMillion = supp.minus(underMillion);
  let onUnder: Decimal;
  if (input.method === 'flat') {
    onUnder = underMillion.times(s.flatPercent).dividedBy(100);
  } else {
    const whole = federalWithholding(year, w4, frequency, new Decimal(input.regularWages).plus(underMillion));
    onUnder = nonNegative(new Decimal(whole.withholding).minus(regular.withholding));
  }
  const onOver = overMillion.times(s.over1MillionPercent).dividedBy(100);
  return {
    onRegular: regular.withholding,
    onSupplemental: roundHalfUp(onUnder).plus(roundHalfUp(onOver)).toFixed(2),
  };
}
