/**
 * One paycheck, gross to net (issue 12): the engine's entry point. Earnings by type, pre-tax deductions,
 * the taxes the worker's classification owes (US W-2 federal, FICA, FUTA and the work state's income tax;
 * Canada T4: CPP, CPP2, EI, federal and provincial tax by T4127; 1099 backup withholding; none for
 * international workers), garnishments within the federal limits,
 * post-tax deductions, net pay, and the year-to-date figures after it. Pure: the year's figures come from
 * the tables passed in; a case the tables do not cover is refused with a reason, never guessed.
 *
 * Order (domain primer part 2, section F): gross → pre-tax deductions → taxes → disposable earnings →
 * garnishments → post-tax deductions → net. Net pay is never negative: a deduction that does not fit is
 * taken in part and the rest carried to the next paycheck as arrears.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import { fica, futa, yearToDateTax } from './fica-futa.js';
import {
  BLANK_W4,
  federalWithholding,
  supplementalWithholding,
  type FederalW4,
  type PayFrequency,
} from './federal-withholding.js';
import type { CanadaYear } from './canada-2026.js';
import { canadaDeductions, type CanadaDeductions } from './canada.js';
import { PayrollRefusal } from './refusal.js';
import { stateWithholding, type StateForm } from './state-withholding.js';
import type { FederalYear } from './us-federal-types.js';

export type WorkerClassification = 'w-2' | '1099' | 'canada_t4' | 'international_ic' | 'international_eor';

export type EarningType =
  | 'regular'
  | 'overtime'
  | 'double_time'
  | 'holiday'
  | 'pto'
  | 'sick'
  | 'salary'
  | 'bonus'
  | 'commission'
  | 'taxable_stipend'
  | 'reimbursement';

/** Supplemental wages (Pub 15 section 7): taxed by the supplemental method, not as regular pay. */
const SUPPLEMENTAL = new Set<EarningType>(['bonus', 'commission']);
/** Paid but not wages: an accountable-plan reimbursement is neither taxed nor reported. */
const NOT_WAGES = new Set<EarningType>(['reimbursement']);

/**
 * Pre-tax deductions. US: a traditional 401(k) (income-tax wages only) and section 125 (income-tax and FICA
 * wages). Canada (T4127): registered pension plan contributions (F) and union dues (U1), taken off the
 * income that income tax is figured on, not off CPP or EI earnings (decision 0114).
 */
export type PreTaxType = 'traditional_401k' | 'section_125' | 'rpp' | 'union_dues';
const CANADIAN_PRE_TAX: ReadonlySet<PreTaxType> = new Set(['rpp', 'union_dues']);
export type PostTaxType = 'roth_401k' | 'garnishment_child_support' | 'garnishment_creditor' | 'loan' | 'advance';

export interface PaycheckYearToDate {
  /** FICA wages and Social Security tax withheld with this employer this year, before this paycheck. */
  ficaWages: Decimal.Value;
  socialSecurityTax: Decimal.Value;
  futaWages: Decimal.Value;
  /** State unemployment wages with this employer in the work state this year. */
  sutaWages?: Decimal.Value;
  supplementalWages: Decimal.Value;
  gross: Decimal.Value;
  federalIncomeTax: Decimal.Value;
  /** What earlier paychecks could not take, per post-tax deduction key. */
  arrears: Readonly<Record<string, Decimal.Value>>;
  /** Canada: pensionable earnings, CPP, CPP2 and EI this year with this employer. */
  canadaPensionable?: Decimal.Value;
  cpp?: Decimal.Value;
  cpp2?: Decimal.Value;
  ei?: Decimal.Value;
  /** Canada: the enhanced CPP deducted on this year's bonuses (T4127's F5B1). */
  canadaBonusEnhancedCpp?: Decimal.Value;
}

export const EMPTY_YEAR_TO_DATE: PaycheckYearToDate = {
  ficaWages: 0,
  socialSecurityTax: 0,
  futaWages: 0,
  supplementalWages: 0,
  gross: 0,
  federalIncomeTax: 0,
  arrears: {},
};

export interface PaycheckInput {
  classification: WorkerClassification;
  checkDate: string;
  frequency: PayFrequency;
  /** Two-letter codes: the state whose withholding and unemployment insurance apply, and the home state. */
  workState: string;
  residenceState?: string;
  earnings: readonly { type: EarningType; amount: Decimal.Value }[];
  preTax?: readonly { type: PreTaxType; amount: Decimal.Value }[];
  /** Taken in this order within each group (garnishments first, child support before creditors). */
  postTax?: readonly { key: string; type: PostTaxType; amount: Decimal.Value }[];
  w4?: FederalW4;
  /** The work state's own withholding form (California's DE 4); absent: single, no allowances. */
  stateForm?: StateForm;
  supplementalMethod?: 'aggregate' | 'flat';
  /** Canada: the TD1 claim amounts (absent: the basic personal amounts) and extra tax per period. */
  td1?: {
    federalClaim?: Decimal.Value;
    provincialClaim?: Decimal.Value;
    ontarioDependants?: number;
    extraTax?: Decimal.Value;
  };
  /**
   * The employer's own rates (its /company_taxes record): SUTA in the work state — the rate the state
   * assigned it and the state's wage base for the year — and workers' compensation per $100 of wages for
   * the worker's class code. Employer cost only; never withheld from the worker.
   */
  employer?: {
    suta?: { ratePercent: Decimal.Value; wageBase: Decimal.Value };
    workersCompPer100?: Decimal.Value;
  };
  /**
   * International workers: the contract's country and currency (the paycheck is figured in it), the
   * exchange rate to the reporting currency (units of it per unit of the contract's), and the employer's
   * in-country cost as a percent of gross from the configured per-country table (an EOR employee's
   * social charges; none for a contractor).
   */
  international?: {
    country: string;
    currency: string;
    exchangeRate?: Decimal.Value;
    reportingCurrency?: string;
    employerCostPercent?: Decimal.Value;
  };
  /** A 1099 payee with no valid TIN on file, or with an IRS "B" notice: backup withholding applies. */
  backupWithholding?: boolean;
  /** Whether the worker supports another spouse or child (the child-support limit: 50% if so, 60% if not). */
  supportsOthers?: boolean;
  /** Support 12 weeks or more in arrears adds 5 points to that limit. */
  supportTwelveWeeksInArrears?: boolean;
  ytd?: PaycheckYearToDate;
}

export interface PaycheckLine {
  code: string;
  label: string;
  /** What the amount was figured on. */
  base: string;
  amount: string;
}

export interface PaycheckResult {
  /** The currency every amount is in: the contract's for an international worker. */
  currency: string;
  /** The exchange used for an international worker's paycheck, stored with it; null when none was given. */
  exchange: { rate: string; currency: string; gross: string; employerCost: string } | null;
  gross: string;
  earnings: PaycheckLine[];
  preTaxDeductions: PaycheckLine[];
  employeeTaxes: PaycheckLine[];
  employerTaxes: PaycheckLine[];
  postTaxDeductions: PaycheckLine[];
  /** Gross − pre-tax deductions − employee taxes − post-tax deductions. */
  net: string;
  /** Gross + employer taxes: what the paycheck costs its employer. */
  employerCost: string;
  /** What the figures leave out and why (an employer rate not given), for the reader to act on. */
  warnings: string[];
  ytd: PaycheckYearToDate;
}

/** Tables by tax year (the check date's year). */
export interface PayrollTables {
  federal: Readonly<Record<number, FederalYear>>;
  canada: Readonly<Record<number, CanadaYear>>;
}

const d = (v: Decimal.Value) => new Decimal(v);
const sum = (xs: readonly { amount: Decimal.Value }[]) => xs.reduce((a, x) => a.plus(x.amount), new Decimal(0));
const line = (code: string, label: string, base: Decimal.Value, amount: Decimal.Value): PaycheckLine => ({
  code,
  label,
  base: d(base).toFixed(2),
  amount: roundHalfUp(amount).toFixed(2),
});

/** How each earning and deduction reads on a pay stub. */
const LABELS: Record<EarningType | PreTaxType | PostTaxType, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  double_time: 'Double time',
  holiday: 'Holiday',
  pto: 'Paid time off',
  sick: 'Sick',
  salary: 'Salary',
  bonus: 'Bonus',
  commission: 'Commission',
  taxable_stipend: 'Taxable stipend',
  reimbursement: 'Reimbursement',
  traditional_401k: '401(k)',
  section_125: 'Section 125 benefits',
  rpp: 'Registered pension plan',
  union_dues: 'Union dues',
  roth_401k: 'Roth 401(k)',
  garnishment_child_support: 'Child support',
  garnishment_creditor: 'Garnishment',
  loan: 'Loan repayment',
  advance: 'Advance repayment',
};

const BACKUP_WITHHOLDING_PERCENT = '24'; // domain primer section 3 [S23]

export function computePaycheck(tables: PayrollTables, input: PaycheckInput): PaycheckResult {
  const taxYear = Number(input.checkDate.slice(0, 4));
  const ytd = input.ytd ?? EMPTY_YEAR_TO_DATE;
  for (const e of input.earnings) {
    if (d(e.amount).isNegative()) throw new PayrollRefusal(`A ${e.type} earning cannot be negative`, 'earnings');
  }
  const earnings = input.earnings.map((e) => line(e.type, LABELS[e.type], e.amount, e.amount));
  const gross = sum(input.earnings);
  const wages = sum(input.earnings.filter((e) => !NOT_WAGES.has(e.type)));
  const supplemental = sum(input.earnings.filter((e) => SUPPLEMENTAL.has(e.type)));
  const preTax = (input.preTax ?? []).map((p) => line(p.type, LABELS[p.type], p.amount, p.amount));
  const preTaxTotal = sum(input.preTax ?? []);
  if (preTaxTotal.gt(wages)) throw new PayrollRefusal('Pre-tax deductions exceed the paycheck’s wages', 'pre_tax');
  const section125 = sum((input.preTax ?? []).filter((p) => p.type === 'section_125'));
  const canadianPreTax = (input.preTax ?? []).filter((p) => CANADIAN_PRE_TAX.has(p.type));
  const canadian = input.classification === 'canada_t4';
  if (canadian && canadianPreTax.length < (input.preTax ?? []).length) {
    throw new PayrollRefusal(
      'Section 125 and 401(k) are US tax treatments: a Canadian worker’s plan is post-tax, or a registered pension plan',
      'pre_tax',
    );
  }
  if (!canadian && canadianPreTax.length > 0) {
    throw new PayrollRefusal(
      'Registered pension plans and pre-tax union dues are for Canadian (T4) workers',
      'pre_tax',
    );
  }

  const employeeTaxes: PaycheckLine[] = [];
  const employerTaxes: PaycheckLine[] = [];
  let ficaWages = new Decimal(0);
  let futaWages = new Decimal(0);
  let ssTax = new Decimal(0);
  let federalTax = new Decimal(0);
  let canada: CanadaDeductions | null = null;
  let sutaWages = new Decimal(0);
  const warnings: string[] = [];

  switch (input.classification) {
    case 'w-2': {
      const year = tables.federal[taxYear];
      if (!year) throw new PayrollRefusal(`No US federal payroll tables for ${taxYear}`, 'check_date');
      // Income-tax wages: less every pre-tax deduction. FICA and FUTA wages: less section 125 only.
      const incomeTaxWages = wages.minus(preTaxTotal);
      const regularTaxable = incomeTaxWages.minus(supplemental);
      // No form on file: withheld as single with nothing claimed (Pub 15-T).
      const w4 = input.w4 ?? BLANK_W4;
      if (supplemental.gt(0)) {
        const w = supplementalWithholding(year, w4, input.frequency, {
          regularWages: Decimal.max(regularTaxable, 0),
          supplementalWages: supplemental,
          supplementalYearToDate: ytd.supplementalWages,
          method: input.supplementalMethod ?? 'aggregate',
        });
        federalTax = d(w.onRegular).plus(w.onSupplemental);
      } else {
        federalTax = d(federalWithholding(year, w4, input.frequency, incomeTaxWages).withholding);
      }
      employeeTaxes.push(line('federal_income_tax', 'Federal income tax', incomeTaxWages, federalTax));
      ficaWages = wages.minus(section125);
      const f = fica(year, ficaWages, { wages: ytd.ficaWages, socialSecurityTax: ytd.socialSecurityTax });
      ssTax = d(f.socialSecurityEmployee);
      employeeTaxes.push(line('social_security', 'Social Security', f.socialSecurityWages, f.socialSecurityEmployee));
      employeeTaxes.push(line('medicare', 'Medicare', f.medicareWages, f.medicareEmployee));
      if (d(f.additionalMedicareEmployee).gt(0)) {
        employeeTaxes.push(
          line('additional_medicare', 'Additional Medicare', f.additionalMedicareWages, f.additionalMedicareEmployee),
        );
      }
      const state = stateWithholding({
        state: input.workState,
        taxYear,
        frequency: input.frequency,
        wages: incomeTaxWages,
        supplemental,
        commission: sum(input.earnings.filter((e) => e.type === 'commission')),
        supplementalMethod: input.supplementalMethod ?? 'aggregate',
        sdiWages: ficaWages,
        form: input.stateForm,
      });
      employeeTaxes.push(
        line(
          'state_income_tax',
          `${input.workState} income tax`,
          state.incomeTaxWages ?? incomeTaxWages,
          state.incomeTax,
        ),
      );
      if (state.sdi !== null) employeeTaxes.push(line('sdi', `${input.workState} SDI`, ficaWages, state.sdi));
      if (state.unemployment) {
        const u = state.unemployment;
        employeeTaxes.push(line('state_unemployment_employee', `${input.workState} UC (employee)`, u.wages, u.amount));
      }
      warnings.push(...(state.warnings ?? []));
      employerTaxes.push(
        line('social_security_employer', 'Social Security (employer)', f.socialSecurityWages, f.socialSecurityEmployer),
      );
      employerTaxes.push(line('medicare_employer', 'Medicare (employer)', f.medicareWages, f.medicareEmployer));
      futaWages = ficaWages;
      const u = futa(year, futaWages, ytd.futaWages, input.workState);
      employerTaxes.push(line('futa', 'FUTA', u.futaWages, u.futaEmployer));
      const suta = input.employer?.suta;
      if (suta) {
        const s = yearToDateTax(futaWages, ytd.sutaWages ?? 0, suta.wageBase, suta.ratePercent);
        sutaWages = d(s.wages);
        employerTaxes.push(line('suta', `${input.workState} unemployment (SUTA)`, s.wages, s.amount));
      } else {
        warnings.push(`No ${input.workState} SUTA rate given: the employer cost leaves state unemployment out`);
      }
      break;
    }
    case '1099': {
      // No withholding on a contractor's payments, except backup withholding (primer section 3).
      if (input.backupWithholding) {
        federalTax = roundHalfUp(wages.times(BACKUP_WITHHOLDING_PERCENT).dividedBy(100));
        employeeTaxes.push(line('backup_withholding', 'Backup withholding (24%)', wages, federalTax));
      }
      break;
    }
    case 'international_ic':
    case 'international_eor': {
      // Neither US nor Canadian withholding: paid gross in the contract's currency.
      const intl = input.international;
      if (!intl) {
        throw new PayrollRefusal(
          "An international worker's paycheck needs the contract's country and currency",
          'international',
        );
      }
      const percent = intl.employerCostPercent;
      if (input.classification === 'international_eor') {
        if (percent === undefined) {
          warnings.push(
            `No employer cost configured for ${intl.country}: the employer cost leaves its social charges out`,
          );
        } else {
          employerTaxes.push(
            line(
              'international_employer_cost',
              `${intl.country} employer cost (${d(percent).toString()}%)`,
              wages,
              wages.times(percent).dividedBy(100),
            ),
          );
        }
      }
      break;
    }
    case 'canada_t4': {
      const year = tables.canada[taxYear];
      if (!year) throw new PayrollRefusal(`No Canadian payroll tables for ${taxYear}`, 'check_date');
      const c = canadaDeductions(year, {
        province: input.workState,
        frequency: input.frequency,
        gross: wages.minus(supplemental),
        bonus: supplemental,
        federalClaim: input.td1?.federalClaim,
        provincialClaim: input.td1?.provincialClaim,
        ontarioDependants: input.td1?.ontarioDependants,
        extraTax: input.td1?.extraTax,
        rpp: sum(canadianPreTax.filter((p) => p.type === 'rpp')),
        unionDues: sum(canadianPreTax.filter((p) => p.type === 'union_dues')),
        ytd: {
          pensionable: ytd.canadaPensionable ?? 0,
          cpp: ytd.cpp ?? 0,
          cpp2: ytd.cpp2 ?? 0,
          ei: ytd.ei ?? 0,
          bonuses: ytd.supplementalWages,
          bonusEnhancedCpp: ytd.canadaBonusEnhancedCpp ?? 0,
        },
      });
      canada = c;
      federalTax = d(c.federalTax);
      employeeTaxes.push(line('cpp', 'CPP', wages, c.cpp));
      if (d(c.cpp2).gt(0)) employeeTaxes.push(line('cpp2', 'CPP2', wages, c.cpp2));
      employeeTaxes.push(line('ei', 'EI', wages, c.ei));
      // The base a pay stub shows is the period's taxable pay; the tax itself was figured on it annualized (A).
      employeeTaxes.push(line('federal_income_tax', 'Federal income tax', c.periodTaxableIncome, c.federalTax));
      employeeTaxes.push(
        line('provincial_income_tax', `${input.workState} income tax`, c.periodTaxableIncome, c.provincialTax),
      );
      if (supplemental.gt(0)) {
        employeeTaxes.push(
          line('bonus_income_tax', 'Income tax on bonus (T4127 bonus method)', supplemental, c.bonusTax),
        );
      }
      employerTaxes.push(line('cpp_employer', 'CPP (employer)', wages, c.cppEmployer));
      if (d(c.cpp2Employer).gt(0)) employerTaxes.push(line('cpp2_employer', 'CPP2 (employer)', wages, c.cpp2Employer));
      employerTaxes.push(line('ei_employer', 'EI (employer, 1.4×)', c.ei, c.eiEmployer));
      break;
    }
  }

  // Workers' compensation: the class code's rate per $100 of wages, an employer cost for employees.
  const wcRate = input.employer?.workersCompPer100;
  if (wcRate !== undefined && input.classification !== '1099' && input.classification !== 'international_ic') {
    employerTaxes.push(line('workers_comp', "Workers' compensation", wages, wages.times(wcRate).dividedBy(100)));
  }
  const taxes = sum(employeeTaxes);
  const afterTaxes = gross.minus(preTaxTotal).minus(taxes);
  // Taxes cannot be carried as arrears: a paycheck whose pre-tax deductions leave too little to pay them
  // is refused, so the deductions are lowered first.
  if (afterTaxes.isNegative()) {
    throw new PayrollRefusal(
      'The pre-tax deductions leave too little to pay this paycheck’s taxes: lower them',
      'pre_tax',
    );
  }
  const { lines: postTax, arrears } = takePostTax(input, afterTaxes, ytd);
  const net = afterTaxes.minus(sum(postTax));
  const employerTotal = sum(employerTaxes);
  const employerCost = gross.plus(employerTotal);
  return {
    currency: currencyOf(input),
    exchange: exchangeOf(input, gross, employerCost),
    gross: gross.toFixed(2),
    earnings,
    preTaxDeductions: preTax,
    employeeTaxes,
    employerTaxes,
    postTaxDeductions: postTax,
    net: net.toFixed(2),
    employerCost: employerCost.toFixed(2),
    warnings,
    ytd: {
      ficaWages: d(ytd.ficaWages).plus(ficaWages).toFixed(2),
      socialSecurityTax: d(ytd.socialSecurityTax).plus(ssTax).toFixed(2),
      futaWages: d(ytd.futaWages).plus(futaWages).toFixed(2),
      sutaWages: d(ytd.sutaWages ?? 0)
        .plus(sutaWages)
        .toFixed(2),
      supplementalWages: d(ytd.supplementalWages).plus(supplemental).toFixed(2),
      gross: d(ytd.gross).plus(gross).toFixed(2),
      federalIncomeTax: d(ytd.federalIncomeTax).plus(federalTax).toFixed(2),
      arrears,
      ...(canada && {
        canadaPensionable: d(ytd.canadaPensionable ?? 0)
          .plus(wages)
          .toFixed(2),
        cpp: d(ytd.cpp ?? 0)
          .plus(canada.cpp)
          .toFixed(2),
        cpp2: d(ytd.cpp2 ?? 0)
          .plus(canada.cpp2)
          .toFixed(2),
        ei: d(ytd.ei ?? 0)
          .plus(canada.ei)
          .toFixed(2),
        canadaBonusEnhancedCpp: d(ytd.canadaBonusEnhancedCpp ?? 0)
          .plus(canada.bonusEnhancedCpp)
          .toFixed(2),
      }),
    },
  };
}

const INTERNATIONAL = new Set<WorkerClassification>(['international_ic', 'international_eor']);

function currencyOf(input: PaycheckInput): string {
  if (INTERNATIONAL.has(input.classification)) return input.international!.currency;
  return input.classification === 'canada_t4' ? 'CAD' : 'USD';
}

/** An international paycheck's gross and cost in the reporting currency, each rounded half-up, with the rate used. */
function exchangeOf(input: PaycheckInput, gross: Decimal, employerCost: Decimal): PaycheckResult['exchange'] {
  const intl = input.international;
  if (!INTERNATIONAL.has(input.classification) || intl?.exchangeRate === undefined) return null;
  const rate = d(intl.exchangeRate);
  if (!rate.gt(0)) throw new PayrollRefusal('An exchange rate must be more than zero', 'international');
  return {
    rate: rate.toString(),
    currency: intl.reportingCurrency ?? 'USD',
    gross: roundHalfUp(gross.times(rate)).toFixed(2),
    employerCost: roundHalfUp(employerCost.times(rate)).toFixed(2),
  };
}

/**
 * Post-tax deductions in order, garnishments first: each takes what it asks plus its arrears, within
 * what is left of the paycheck and, for a garnishment, within the federal limit on disposable earnings
 * (CCPA: 25%, or what exceeds 30 × the federal minimum wage a week, whichever is less; child support 50% or
 * 60%, plus 5 points at 12 weeks in arrears). What does not fit is carried as arrears.
 */
function takePostTax(input: PaycheckInput, disposable: Decimal, ytd: PaycheckYearToDate) {
  const ordered = [...(input.postTax ?? [])].sort((a, b) => rank(a.type) - rank(b.type));
  let left = Decimal.max(disposable, 0);
  let garnished = new Decimal(0);
  const lines: PaycheckLine[] = [];
  const arrears: Record<string, string> = {};
  for (const p of ordered) {
    const wanted = d(p.amount).plus(ytd.arrears[p.key] ?? 0);
    let room = left;
    if (p.type === 'garnishment_creditor') {
      room = Decimal.min(room, Decimal.max(creditorLimit(disposable, input.frequency).minus(garnished), 0));
    } else if (p.type === 'garnishment_child_support') {
      const percent = (input.supportsOthers ? 50 : 60) + (input.supportTwelveWeeksInArrears ? 5 : 0);
      room = Decimal.min(room, Decimal.max(disposable.times(percent).dividedBy(100).minus(garnished), 0));
    }
    const taken = roundHalfUp(Decimal.min(wanted, room));
    if (taken.gt(0)) lines.push(line(p.key, LABELS[p.type], wanted, taken));
    if (wanted.gt(taken)) arrears[p.key] = wanted.minus(taken).toFixed(2);
    left = left.minus(taken);
    if (p.type.startsWith('garnishment')) garnished = garnished.plus(taken);
  }
  return { lines, arrears };
}

const ORDER: Record<PostTaxType, number> = {
  garnishment_child_support: 0,
  garnishment_creditor: 1,
  roth_401k: 2,
  loan: 3,
  advance: 4,
};
const rank = (t: PostTaxType) => ORDER[t];

/** Weeks per pay period, to scale the weekly "30 × minimum wage" floor (29 CFR 870.10's multiples). */
const WEEKS_PER_PERIOD: Record<PayFrequency, Decimal.Value> = {
  weekly: 1,
  biweekly: 2,
  semimonthly: new Decimal(52).dividedBy(24),
  monthly: new Decimal(52).dividedBy(12),
};
/** The federal minimum wage, $7.25 an hour since 24 July 2009 (29 U.S.C. 206(a)(1)(C)). */
const FEDERAL_MINIMUM_WAGE = '7.25';

/** An ordinary garnishment's limit for the period: 25% of disposable earnings, or their excess over 30 × the minimum wage a week, whichever is less. */
function creditorLimit(disposable: Decimal, frequency: PayFrequency): Decimal {
  const floor = d(FEDERAL_MINIMUM_WAGE).times(30).times(WEEKS_PER_PERIOD[frequency]);
  return Decimal.max(Decimal.min(disposable.times(0.25), disposable.minus(floor)), 0);
}
