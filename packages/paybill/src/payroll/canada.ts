/**
 * Canadian payroll deductions for one regular paycheck (T4 employees outside Quebec) by CRA T4127's
 * Option 1 formulas (domain primer section 4 and part 2 section A): CPP with the truncated basic exemption,
 * CPP2, EI and the employer's 1.4×, federal tax (T3 with K1, K2, K4) and provincial tax for Ontario
 * (surtax, health premium, tax reduction), British Columbia (tax reduction) and Alberta (supplemental
 * credit). Tax, CPP and EI are rounded half-up to the cent; rate ratios are not. Quebec and the provinces
 * without a table are refused by name. Pure: the year's figures are passed in (canada-2026.ts).
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import type { CanadaBracket, CanadaYear } from './canada-2026.js';
import { PayrollRefusal } from './refusal.js';

export const CANADA_PERIODS = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;

export interface CanadaInput {
  province: string;
  frequency: keyof typeof CANADA_PERIODS;
  /** Regular gross pay this period (pensionable and insurable). */
  gross: Decimal.Value;
  /** A bonus or other non-periodic payment in this paycheck, taxed by T4127's bonus method. */
  bonus?: Decimal.Value;
  /** TD1 claim amounts; absent: the basic personal amounts (claim code 1). */
  federalClaim?: Decimal.Value;
  provincialClaim?: Decimal.Value;
  /** Ontario's tax reduction: dependants under 19 and disabled dependants claimed on the TD1ON. */
  ontarioDependants?: number;
  /** Extra tax per period requested on the TD1 (L). */
  extraTax?: Decimal.Value;
  /** F: the employee's registered pension plan contributions this period (T4127; decision 0114). */
  rpp?: Decimal.Value;
  /** U1: union dues this period. F and U1 lower the income tax is figured on, not CPP or EI earnings. */
  unionDues?: Decimal.Value;
  ytd: {
    pensionable: Decimal.Value;
    cpp: Decimal.Value;
    cpp2: Decimal.Value;
    ei: Decimal.Value;
    /** B1: bonuses already paid this year, and F5B1: the enhanced CPP deducted on them. */
    bonuses?: Decimal.Value;
    bonusEnhancedCpp?: Decimal.Value;
  };
}

export interface CanadaDeductions {
  cpp: string;
  cpp2: string;
  ei: string;
  cppEmployer: string;
  cpp2Employer: string;
  eiEmployer: string;
  /** A: the annual taxable income the regular pay's tax was figured on. */
  annualTaxableIncome: string;
  /** I − F − F5A − U1: the period's regular pay less RPP, enhanced CPP and union dues, what A annualizes. */
  periodTaxableIncome: string;
  federalTax: string;
  provincialTax: string;
  /** Federal and provincial tax on the bonus (T4127 chapter 6): the year's tax with it less without it. */
  bonusTax: string;
  /** F5B: the enhanced CPP on the bonus (deductible from income), for the year-to-date figures. */
  bonusEnhancedCpp: string;
  /** (T1 + T2) / P + L, rounded once, plus the bonus's tax: the period's income tax. */
  incomeTax: string;
}

const d = (v: Decimal.Value) => new Decimal(v);
const pct = (p: Decimal.Value) => d(p).dividedBy(100);
const floor0 = (x: Decimal) => Decimal.max(x, 0);
const cents = (x: Decimal) => roundHalfUp(x);

/** The row an income falls in: the last whose lower bound it reaches. */
function bracketOf(rows: readonly CanadaBracket[], income: Decimal): { rate: Decimal; constant: Decimal } {
  let row = rows[0]!;
  for (const r of rows) if (income.gte(r[0])) row = r;
  return { rate: pct(row[1]), constant: d(row[2]) };
}

/** The basic exemption per period, truncated to the cent (T4127: weekly 67.30, biweekly 134.61 …). */
const exemptionPerPeriod = (y: CanadaYear, periods: number) =>
  d(y.cpp.basicExemption).dividedBy(periods).toDecimalPlaces(2, Decimal.ROUND_DOWN);

interface Contributions {
  C: Decimal;
  C2: Decimal;
  EI: Decimal;
}

/**
 * CPP, CPP2 and EI on pensionable and insurable earnings of `I` this period. The basic exemption is
 * allowed only when the payment includes regular pay: a bonus paid alone gets none (T4127 chapter 6).
 */
function contributions(
  y: CanadaYear,
  I: Decimal,
  exemption: Decimal,
  ytd: Record<'pensionable' | 'cpp' | 'cpp2' | 'ei', Decimal>,
): Contributions {
  // CPP: C = min(max − D, 5.95% × (PI − exemption / P)), at least 0.
  const C = cents(
    floor0(Decimal.min(d(y.cpp.maxContribution).minus(ytd.cpp), pct(y.cpp.percent).times(I.minus(exemption)))),
  );
  // CPP2: C2 = min(max − D2, (PIYTD + PI − W) × 4%), W = max(PIYTD, YMPE).
  const W = Decimal.max(ytd.pensionable, y.cpp.ympe);
  const C2 = cents(
    floor0(
      Decimal.min(
        d(y.cpp2.maxContribution).minus(ytd.cpp2),
        ytd.pensionable.plus(I).minus(W).times(pct(y.cpp2.percent)),
      ),
    ),
  );
  // EI: min(max − D1, 1.63% × IE).
  const EI = cents(floor0(Decimal.min(d(y.ei.maxPremium).minus(ytd.ei), pct(y.ei.percent).times(I))));
  return { C, C2, EI };
}

/** F5: the enhanced part of CPP (the first additional 1% and all of CPP2), deductible from income; to the cent as CRA's calculator does (decision 0042). */
const enhancedCpp = (y: CanadaYear, c: { C: Decimal; C2: Decimal }) =>
  cents(c.C.times(pct(1)).dividedBy(pct(y.cpp.percent)).plus(c.C2));

export function canadaDeductions(y: CanadaYear, input: CanadaInput): CanadaDeductions {
  if (input.province === 'QC')
    throw new PayrollRefusal('Quebec payroll (QPP, QPIP, Quebec tax) is out of scope', 'work_state');
  const province = y.provinces[input.province];
  if (!province) throw new PayrollRefusal(`No ${y.year} provincial tax table for ${input.province}`, 'work_state');
  const P = CANADA_PERIODS[input.frequency];
  const I = d(input.gross);
  const B = d(input.bonus ?? 0);
  const ytd = {
    pensionable: d(input.ytd.pensionable),
    cpp: d(input.ytd.cpp),
    cpp2: d(input.ytd.cpp2),
    ei: d(input.ytd.ei),
  };
  const exemption = I.gt(0) ? exemptionPerPeriod(y, P) : new Decimal(0);
  // The regular pay alone sets the annualized income; the whole payment sets what is deducted.
  const regular = contributions(y, I, exemption, ytd);
  const whole = B.gt(0) ? contributions(y, I.plus(B), exemption, ytd) : regular;

  // Annual taxable income: A = P × (I − F − F5A − U1) (T4127; F2, HD and F1 are not taken).
  const F5A = enhancedCpp(y, regular);
  const periodTaxable = floor0(
    I.minus(input.rpp ?? 0)
      .minus(F5A)
      .minus(input.unionDues ?? 0),
  );
  const A = periodTaxable.times(P);
  const claims = {
    federal: input.federalClaim,
    provincial: input.provincialClaim,
    dependants: input.ontarioDependants ?? 0,
  };

  // K2: the credit for base CPP and EI, annualized — or the year's maximum once it is reached.
  const baseRatio = pct(y.cpp.basePercent).dividedBy(pct(y.cpp.percent));
  const cppBase = ytd.cpp.plus(regular.C).gte(y.cpp.maxContribution)
    ? d(y.cpp.maxBaseContribution)
    : Decimal.min(regular.C.times(P).times(baseRatio), y.cpp.maxBaseContribution);
  const eiBase = ytd.ei.plus(regular.EI).gte(y.ei.maxPremium)
    ? d(y.ei.maxPremium)
    : Decimal.min(regular.EI.times(P), y.ei.maxPremium);
  const { T1, T2 } = annualTax(y, input.province, A, { cpp: cppBase, ei: eiBase }, claims);

  const L = d(input.extraTax ?? 0);
  const federalTax = cents(T1.dividedBy(P));
  const regularTax = cents(T1.plus(T2).dividedBy(P).plus(L));
  const bonus = B.gt(0)
    ? bonusTax(y, input, { A, F5A: F5A, regular, whole, cppBase, eiBase, baseRatio, claims })
    : { tax: new Decimal(0), F5B: new Decimal(0) };
  return {
    cpp: whole.C.toFixed(2),
    cpp2: whole.C2.toFixed(2),
    ei: whole.EI.toFixed(2),
    cppEmployer: whole.C.toFixed(2),
    cpp2Employer: whole.C2.toFixed(2),
    eiEmployer: cents(whole.EI.times(y.ei.employerMultiple)).toFixed(2),
    annualTaxableIncome: A.toFixed(2),
    periodTaxableIncome: periodTaxable.toFixed(2),
    federalTax: federalTax.toFixed(2),
    provincialTax: regularTax.minus(federalTax).minus(L).toFixed(2),
    bonusTax: bonus.tax.toFixed(2),
    bonusEnhancedCpp: bonus.F5B.toFixed(2),
    incomeTax: regularTax.plus(bonus.tax).toFixed(2),
  };
}

interface Claims {
  federal?: Decimal.Value;
  provincial?: Decimal.Value;
  dependants: number;
}

/**
 * T4127 chapter 6, non-periodic payments: the year's federal and provincial tax on the annual income
 * with the bonus (and the bonuses already paid) less the tax on it without this bonus; the CPP and EI
 * credits grow by what the bonus itself contributed. Where the year's income with the bonus is $5,000 or
 * less, 15% of the bonus instead (domain primer part 2, section A).
 */
function bonusTax(
  y: CanadaYear,
  input: CanadaInput,
  s: {
    A: Decimal;
    F5A: Decimal;
    regular: Contributions;
    whole: Contributions;
    cppBase: Decimal;
    eiBase: Decimal;
    baseRatio: Decimal;
    claims: Claims;
  },
): { tax: Decimal; F5B: Decimal } {
  const B = d(input.bonus ?? 0);
  const onBonus = { C: s.whole.C.minus(s.regular.C), C2: s.whole.C2.minus(s.regular.C2) };
  const F5B = enhancedCpp(y, onBonus);
  const before = floor0(s.A.plus(input.ytd.bonuses ?? 0).minus(input.ytd.bonusEnhancedCpp ?? 0));
  const after = before.plus(B).minus(F5B);
  if (after.lte(5000)) return { tax: cents(B.times('0.15')), F5B };
  const bases = {
    cpp: Decimal.min(s.cppBase.plus(onBonus.C.times(s.baseRatio)), y.cpp.maxBaseContribution),
    ei: Decimal.min(s.eiBase.plus(s.whole.EI.minus(s.regular.EI)), y.ei.maxPremium),
  };
  const without = annualTax(y, input.province, before, { cpp: s.cppBase, ei: s.eiBase }, s.claims);
  const withIt = annualTax(y, input.province, after, bases, s.claims);
  const tax = withIt.T1.plus(withIt.T2).minus(without.T1.plus(without.T2));
  return { tax: cents(floor0(tax)), F5B };
}

/** The year's federal (T1) and provincial (T2) tax on annual taxable income A with the CPP and EI credit bases. */
function annualTax(y: CanadaYear, province: string, A: Decimal, bases: { cpp: Decimal; ei: Decimal }, claims: Claims) {
  // Federal: T3 = R × A − K − K1 − K2 − K4 (no labour-sponsored funds credit: T1 = T3).
  const f = y.federal;
  const lowest = pct(f.lowestPercent);
  const { rate: R, constant: K } = bracketOf(f.brackets, A);
  const K1 = lowest.times(claims.federal ?? basicPersonalAmount(y, A));
  const K2 = lowest.times(bases.cpp).plus(lowest.times(bases.ei));
  const K4 = Decimal.min(lowest.times(A), lowest.times(f.canadaEmploymentAmount));
  const T1 = floor0(R.times(A).minus(K).minus(K1).minus(K2).minus(K4));

  // Provincial: T4 = V × A − KP − K1P − K2P (− K5P in Alberta), then the province's own additions.
  const table = y.provinces[province]!;
  const { rate: V, constant: KP } = bracketOf(table.brackets, A);
  const lowestP = pct(table.brackets[0]![1]);
  const K1P = lowestP.times(claims.provincial ?? table.basicAmount);
  const K2P = lowestP.times(bases.cpp).plus(lowestP.times(bases.ei));
  const K5P = province === 'AB' ? floor0(K1P.plus(K2P).minus(4896).times(0.25)) : new Decimal(0);
  const T4 = floor0(V.times(A).minus(KP).minus(K1P).minus(K2P).minus(K5P));
  const T2 = floor0(provincialAdditions(province, T4, A, claims.dependants));
  return { T1, T2 };
}

/**
 * The employer's share of CPP, CPP2 and EI over a year of equal paychecks (the engine's own per-paycheck
 * contributions, each on the year to date before it): for the employer cost behind a Canadian margin.
 */
export function canadaEmployerYear(y: CanadaYear, periodWages: Decimal.Value, periods: number): Decimal {
  const I = d(periodWages);
  const exemption = exemptionPerPeriod(y, periods);
  const ytd = { pensionable: new Decimal(0), cpp: new Decimal(0), cpp2: new Decimal(0), ei: new Decimal(0) };
  let employer = new Decimal(0);
  for (let i = 0; i < periods; i++) {
    const c = contributions(y, I, exemption, ytd);
    employer = employer
      .plus(c.C)
      .plus(c.C2)
      .plus(cents(c.EI.times(y.ei.employerMultiple)));
    ytd.pensionable = ytd.pensionable.plus(I);
    ytd.cpp = ytd.cpp.plus(c.C);
    ytd.cpp2 = ytd.cpp2.plus(c.C2);
    ytd.ei = ytd.ei.plus(c.EI);
  }
  return employer;
}

/** BPAF: the maximum up to the first income, the minimum from the second, reduced linearly between. */
function basicPersonalAmount(y: CanadaYear, income: Decimal): Decimal {
  const b = y.federal.bpaf;
  if (income.lte(b.phaseOutFrom)) return d(b.max);
  if (income.gte(b.phaseOutTo)) return d(b.min);
  const span = d(b.phaseOutTo).minus(b.phaseOutFrom);
  return d(b.max).minus(income.minus(b.phaseOutFrom).times(d(b.max).minus(b.min)).dividedBy(span));
}

/**
 * T2 from the basic provincial tax T4: Ontario adds its surtax (V1) and health premium (V2) and subtracts
 * its tax reduction (S); British Columbia subtracts its tax reduction; Alberta has neither (T4127 [P1]).
 */
function provincialAdditions(province: string, T4: Decimal, A: Decimal, dependants: number): Decimal {
  if (province === 'ON') {
    const V1 = floor0(T4.minus(5818).times(0.2)).plus(floor0(T4.minus(7446).times(0.36)));
    const V2 = ontarioHealthPremium(A);
    const Y = d(554).times(dependants);
    const S = floor0(Decimal.min(T4.plus(V1), d(300).plus(Y).times(2).minus(T4.plus(V1))));
    return T4.plus(V1).plus(V2).minus(S);
  }
  if (province === 'BC') {
    let S = new Decimal(0);
    if (A.lte(25570)) S = Decimal.min(T4, 575);
    else if (A.lte(41722)) S = floor0(Decimal.min(T4, d(575).minus(A.minus(25570).times('0.0356'))));
    return T4.minus(S);
  }
  return T4;
}

/** Ontario Health Premium on annual taxable income (T4127 [P1]). */
function ontarioHealthPremium(A: Decimal): Decimal {
  if (A.lte(20000)) return new Decimal(0);
  if (A.lte(36000)) return Decimal.min(300, A.minus(20000).times('0.06'));
  if (A.lte(48000)) return Decimal.min(450, A.minus(36000).times('0.06').plus(300));
  if (A.lte(72000)) return Decimal.min(600, A.minus(48000).times('0.25').plus(450));
  if (A.lte(200000)) return Decimal.min(750, A.minus(72000).times('0.25').plus(600));
  return Decimal.min(900, A.minus(200000).times('0.25').plus(750));
}
