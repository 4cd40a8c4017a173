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
  /** Gross pay this period (pensionable and insurable, a regular paycheck: no bonus). */
  gross: Decimal.Value;
  /** TD1 claim amounts; absent: the basic personal amounts (claim code 1). */
  federalClaim?: Decimal.Value;
  provincialClaim?: Decimal.Value;
  /** Ontario's tax reduction: dependants under 19 and disabled dependants claimed on the TD1ON. */
  ontarioDependants?: number;
  /** Extra tax per period requested on the TD1 (L). */
  extraTax?: Decimal.Value;
  ytd: { pensionable: Decimal.Value; cpp: Decimal.Value; cpp2: Decimal.Value; ei: Decimal.Value };
}

export interface CanadaDeductions {
  cpp: string;
  cpp2: string;
  ei: string;
  cppEmployer: string;
  cpp2Employer: string;
  eiEmployer: string;
  /** A: the annual taxable income the tax was figured on. */
  annualTaxableIncome: string;
  federalTax: string;
  provincialTax: string;
  /** (T1 + T2) / P + L, rounded once: the period's income tax. */
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

export function canadaDeductions(y: CanadaYear, input: CanadaInput): CanadaDeductions {
  if (input.province === 'QC')
    throw new PayrollRefusal('Quebec payroll (QPP, QPIP, Quebec tax) is out of scope', 'work_state');
  const province = y.provinces[input.province];
  if (!province) throw new PayrollRefusal(`No ${y.year} provincial tax table for ${input.province}`, 'work_state');
  const P = CANADA_PERIODS[input.frequency];
  const I = d(input.gross);
  const ytd = {
    pensionable: d(input.ytd.pensionable),
    cpp: d(input.ytd.cpp),
    cpp2: d(input.ytd.cpp2),
    ei: d(input.ytd.ei),
  };

  // CPP: C = min(max − D, 5.95% × (PI − exemption / P)), at least 0.
  const C = cents(
    floor0(
      Decimal.min(d(y.cpp.maxContribution).minus(ytd.cpp), pct(y.cpp.percent).times(I.minus(exemptionPerPeriod(y, P)))),
    ),
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

  // Annual taxable income: A = P × (I − F5A), F5 = C × (1% / 5.95%) + C2 (the enhanced CPP, deductible),
  // carried to the cent as CRA's calculator does (decision 0042).
  const F5A = cents(C.times(pct(1)).dividedBy(pct(y.cpp.percent)).plus(C2));
  const A = floor0(I.minus(F5A).times(P));

  // K2: the credit for base CPP and EI, annualized — or the year's maximum once it is reached.
  const baseRatio = pct(y.cpp.basePercent).dividedBy(pct(y.cpp.percent));
  const cppReached = ytd.cpp.plus(C).gte(y.cpp.maxContribution);
  const cppBase = cppReached
    ? d(y.cpp.maxBaseContribution)
    : Decimal.min(C.times(P).times(baseRatio), y.cpp.maxBaseContribution);
  const eiReached = ytd.ei.plus(EI).gte(y.ei.maxPremium);
  const eiBase = eiReached ? d(y.ei.maxPremium) : Decimal.min(EI.times(P), y.ei.maxPremium);

  // Federal: T3 = R × A − K − K1 − K2 − K4 (no labour-sponsored funds credit: T1 = T3).
  const f = y.federal;
  const lowest = pct(f.lowestPercent);
  const bpaf = basicPersonalAmount(y, A);
  const { rate: R, constant: K } = bracketOf(f.brackets, A);
  const K1 = lowest.times(input.federalClaim ?? bpaf);
  const K2 = lowest.times(cppBase).plus(lowest.times(eiBase));
  const K4 = Decimal.min(lowest.times(A), lowest.times(f.canadaEmploymentAmount));
  const T1 = floor0(R.times(A).minus(K).minus(K1).minus(K2).minus(K4));

  // Provincial: T4 = V × A − KP − K1P − K2P (− K5P in Alberta), then the province's own additions.
  const { rate: V, constant: KP } = bracketOf(province.brackets, A);
  const lowestP = pct(province.brackets[0]![1]);
  const K1P = lowestP.times(input.provincialClaim ?? province.basicAmount);
  const K2P = lowestP.times(cppBase).plus(lowestP.times(eiBase));
  const K5P = input.province === 'AB' ? floor0(K1P.plus(K2P).minus(4896).times(0.25)) : new Decimal(0);
  const T4 = floor0(V.times(A).minus(KP).minus(K1P).minus(K2P).minus(K5P));
  const T2 = floor0(provincialAdditions(input.province, T4, A, input.ontarioDependants ?? 0));

  const L = d(input.extraTax ?? 0);
  const federalTax = cents(T1.dividedBy(P));
  const incomeTax = cents(T1.plus(T2).dividedBy(P).plus(L));
  return {
    cpp: C.toFixed(2),
    cpp2: C2.toFixed(2),
    ei: EI.toFixed(2),
    cppEmployer: C.toFixed(2),
    cpp2Employer: C2.toFixed(2),
    eiEmployer: cents(EI.times(y.ei.employerMultiple)).toFixed(2),
    annualTaxableIncome: A.toFixed(2),
    federalTax: federalTax.toFixed(2),
    provincialTax: incomeTax.minus(federalTax).minus(L).toFixed(2),
    incomeTax: incomeTax.toFixed(2),
  };
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
