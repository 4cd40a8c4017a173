/**
 * The annual forms of one person with one employer (issue 14; decision 0064): W-2 (boxes 1–6, box 12,
 * box 14's state items, boxes 15–17 per state), 1099-NEC (boxes 1 and 4) and T4 (boxes 14, 16, 16A, 18,
 * 22, 24, 26), and the employer's W-3 and T4 Summary totals — all sums of the year's non-void paychecks.
 *
 * Box meanings: domain primer part 2, section E (W-2 boxes and box 12 codes [P20]; T4 boxes [P21–P23]);
 * the 1099-NEC threshold: primer part 1, section 3 ($2,000 for payments after 2025 [S25, S26]; $600
 * through 2025). A year whose figure the primers do not give is refused (YearEndRefusal), never guessed.
 */
import Decimal from 'decimal.js';
import type { CanadaYear } from '../payroll/canada-2026.js';
import { BOX_12_CODES, type Box12Code, type YearEndLine, type YearEndPaycheck } from './types.js';

export class YearEndRefusal extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'YearEndRefusal';
  }
}

const d = (v: Decimal.Value) => new Decimal(v);
const zero = () => new Decimal(0);
const money = (v: Decimal.Value) => d(v).toFixed(2);
const yearOf = (checkDate: string) => Number(checkDate.slice(0, 4));

/** Earnings that are not wages (an accountable-plan reimbursement: the engine's NOT_WAGES). */
const NOT_WAGES = new Set(['reimbursement']);
/** The engine's own pre-tax and post-tax codes that name their box 12 code. */
const ENGINE_BOX_12: Readonly<Record<string, Box12Code>> = { traditional_401k: 'D', roth_401k: 'AA' };

export function box12Of(line: YearEndLine): Box12Code | null {
  if (line.box12 !== undefined) return line.box12;
  return ENGINE_BOX_12[line.code] ?? null;
}

/**
 * Paychecks that count: neither a voided paycheck nor the reversal that voids it (decision 0050 refuses a
 * void across a year end, so the pair always falls in one year and leaves the year's sums as if neither
 * was written).
 */
export function nonVoid<P extends Pick<YearEndPaycheck, 'id' | 'reversalOfId'>>(paychecks: readonly P[]): P[] {
  const voided = new Set(paychecks.flatMap((p) => (p.reversalOfId ? [p.reversalOfId] : [])));
  return paychecks.filter((p) => p.reversalOfId === null && !voided.has(p.id));
}

const sumWhere = (p: YearEndPaycheck, pick: (l: YearEndLine) => boolean, of: 'base' | 'amount' = 'amount') =>
  p.lines.filter(pick).reduce((a, l) => a.plus(l[of]), zero());

/** Wages: earnings less what is not wages. */
export const wagesOf = (p: YearEndPaycheck) =>
  sumWhere(p, (l) => l.section === 'earning' && !NOT_WAGES.has(l.code), 'amount');
const preTaxOf = (p: YearEndPaycheck) => sumWhere(p, (l) => l.section === 'pre_tax');

/** Federal income-tax wages (W-2 box 1): wages less every pre-tax deduction. */
export const incomeTaxWagesOf = (p: YearEndPaycheck) => wagesOf(p).minus(preTaxOf(p));
/**
 * FICA and FUTA wages: wages less section 125 deductions. The engine takes two pre-tax kinds, 401(k)
 * (box 12 D) and section 125, so a pre-tax line that is not a 401(k) is section 125.
 */
export const ficaWagesOf = (p: YearEndPaycheck) =>
  wagesOf(p).minus(sumWhere(p, (l) => l.section === 'pre_tax' && box12Of(l) !== 'D'));

function inYear(paychecks: readonly YearEndPaycheck[], year: number, classification: string) {
  return nonVoid(paychecks).filter((p) => yearOf(p.checkDate) === year && p.classification === classification);
}

function oneFiler(paychecks: readonly YearEndPaycheck[]): { employerKey: string; personKey: string } | null {
  const first = paychecks[0];
  if (!first) return null;
  for (const p of paychecks) {
    if (p.employerKey !== first.employerKey || p.personKey !== first.personKey) {
      throw new YearEndRefusal('A form is one person’s with one employer: group the paychecks first', 'paychecks');
    }
  }
  return { employerKey: first.employerKey, personKey: first.personKey };
}

/* ---------------- W-2 ---------------- */

export interface W2State {
  /** Box 15: the state (the employer's state id is the caller's). */
  state: string;
  /** Box 16: state wages (the state income tax lines' bases). */
  box16: string;
  /** Box 17: state income tax withheld. */
  box17: string;
}

export interface W2Figures {
  year: number;
  employerKey: string;
  personKey: string;
  paychecks: number;
  box1: string;
  box2: string;
  box3: string;
  box4: string;
  box5: string;
  box6: string;
  /** Box 12: each code with an amount, in the order D, DD, W, AA (at most four: one W-2 holds them). */
  box12: { code: Box12Code; amount: string }[];
  /** Box 14: employee state taxes that have no box of their own (California SDI, a state's employee UC). */
  box14: { label: string; amount: string }[];
  states: W2State[];
}

const W2_LINE_CODES = {
  federal: 'federal_income_tax',
  socialSecurity: 'social_security',
  medicare: 'medicare',
  additionalMedicare: 'additional_medicare',
  state: 'state_income_tax',
} as const;
const BOX_14: Readonly<Record<string, string>> = { sdi: 'SDI', state_unemployment_employee: 'UI (employee)' };

/**
 * A W-2 from one person's paychecks with one employer (any year's: only the year's US W-2 paychecks count).
 * Box 1 is wages less pre-tax deductions; 3 and 5 the engine's Social Security and Medicare wages (the
 * lines' bases: the Social Security wage base applied per paycheck from the year to date); 6 includes the
 * Additional Medicare tax. Box 16/17 are per paycheck work state. Null when no paycheck counts.
 */
export function w2Of(paychecks: readonly YearEndPaycheck[], year: number): W2Figures | null {
  const mine = inYear(paychecks, year, 'w-2');
  const who = oneFiler(mine);
  if (!who) return null;
  const box = (code: string, of: 'base' | 'amount') =>
    mine.reduce((a, p) => a.plus(sumWhere(p, (l) => l.section === 'employee_tax' && l.code === code, of)), zero());
  const box12 = new Map<Box12Code, Decimal>();
  const box14 = new Map<string, Decimal>();
  const states = new Map<string, { wages: Decimal; tax: Decimal }>();
  for (const p of mine) {
    for (const l of p.lines) {
      const code = l.section === 'employee_tax' ? null : box12Of(l);
      if (code) box12.set(code, (box12.get(code) ?? zero()).plus(l.amount));
      if (l.section === 'employee_tax' && BOX_14[l.code]) {
        const label = `${p.workState ?? ''} ${BOX_14[l.code]}`.trim();
        box14.set(label, (box14.get(label) ?? zero()).plus(l.amount));
      }
      if (l.section === 'employee_tax' && l.code === W2_LINE_CODES.state && p.workState) {
        const s = states.get(p.workState) ?? { wages: zero(), tax: zero() };
        states.set(p.workState, { wages: s.wages.plus(l.base), tax: s.tax.plus(l.amount) });
      }
    }
  }
  return {
    year,
    ...who,
    paychecks: mine.length,
    box1: money(mine.reduce((a, p) => a.plus(incomeTaxWagesOf(p)), zero())),
    box2: money(box(W2_LINE_CODES.federal, 'amount')),
    box3: money(box(W2_LINE_CODES.socialSecurity, 'base')),
    box4: money(box(W2_LINE_CODES.socialSecurity, 'amount')),
    box5: money(box(W2_LINE_CODES.medicare, 'base')),
    box6: money(box(W2_LINE_CODES.medicare, 'amount').plus(box(W2_LINE_CODES.additionalMedicare, 'amount'))),
    box12: BOX_12_CODES.filter((c) => box12.get(c)?.gt(0)).map((c) => ({ code: c, amount: money(box12.get(c)!) })),
    box14: [...box14].filter(([, v]) => !v.isZero()).map(([label, v]) => ({ label, amount: money(v) })),
    states: [...states]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, s]) => ({ state, box16: money(s.wages), box17: money(s.tax) })),
  };
}

/* ---------------- 1099-NEC ---------------- */

/**
 * The 1099-NEC filing threshold by the year payments were made: $600 through 2025, $2,000 for payments
 * after 31 December 2025 (P.L. 119-21 §70433; domain primer part 1, section 3 [S25, S26]). From 2027 it is
 * indexed to inflation (rounded to $100) and the primers give no figure: refused, never guessed.
 */
export const NEC_THRESHOLDS: Readonly<Record<number, string>> = { 2025: '600', 2026: '2000' };

export function necThreshold(year: number): string {
  const t = NEC_THRESHOLDS[year] ?? (year < 2025 ? '600' : undefined);
  if (t === undefined) {
    throw new YearEndRefusal(`The 1099-NEC threshold for ${year} is inflation-indexed and not known here`, 'year');
  }
  return t;
}

export interface NecFigures {
  year: number;
  employerKey: string;
  personKey: string;
  paychecks: number;
  /** Box 1: nonemployee compensation (payments less reimbursements). */
  box1: string;
  /** Box 4: federal income tax withheld (backup withholding). */
  box4: string;
  threshold: string;
  /** Box 1 reaches the threshold ("$2,000 or more"). */
  meetsThreshold: boolean;
}

export function necOf(paychecks: readonly YearEndPaycheck[], year: number): NecFigures | null {
  const mine = inYear(paychecks, year, '1099');
  const who = oneFiler(mine);
  if (!who) return null;
  const threshold = necThreshold(year);
  const box1 = mine.reduce((a, p) => a.plus(wagesOf(p)), zero());
  const box4 = mine.reduce(
    (a, p) => a.plus(sumWhere(p, (l) => l.section === 'employee_tax' && l.code === 'backup_withholding')),
    zero(),
  );
  return {
    year,
    ...who,
    paychecks: mine.length,
    box1: money(box1),
    box4: money(box4),
    threshold: money(threshold),
    meetsThreshold: box1.gte(threshold),
  };
}

/* ---------------- T4 ---------------- */

export interface T4Figures {
  year: number;
  employerKey: string;
  personKey: string;
  paychecks: number;
  /** Box 10: the province of employment (the latest paycheck's). */
  province: string | null;
  box14: string;
  box16: string;
  box16a: string;
  box18: string;
  box22: string;
  box24: string;
  box26: string;
  /** Box 20: the employee's registered pension plan contributions (taken before income tax). */
  box20: string;
  /** Box 44: union dues taken from pay. */
  box44: string;
  /** Box 46: charitable donations taken from pay (post-tax deductions of that kind). */
  box46: string;
  /**
   * Box 52: the pension adjustment of a money-purchase (defined contribution) plan — the employee's
   * contributions (box 20) and the employer's to the plan in the year (decision 0114).
   */
  box52: string;
  /** Employer shares, for the T4 Summary. */
  cppEmployer: string;
  cpp2Employer: string;
  eiEmployer: string;
}

const INCOME_TAX = new Set(['federal_income_tax', 'provincial_income_tax', 'bonus_income_tax']);

/** EI's maximum insurable earnings: the maximum premium at its rate (1,123.07 / 1.63% = 68,900). */
export const maxInsurableOf = (y: CanadaYear) => d(y.ei.maxPremium).dividedBy(y.ei.percent).times(100);

/**
 * A T4 (outside Quebec): box 14 employment income (wages), 16 CPP, 16A CPP2, 18 EI premiums, 22 income tax
 * (federal, provincial and the T4127 bonus tax — Ontario's health premium is inside the provincial tax,
 * primer part 2 section A), 24 EI insurable earnings and 26 CPP pensionable earnings up to the year's
 * maximums (68,900 and the YMPE 74,600 in 2026), 20 the employee's registered pension plan contributions,
 * 44 union dues, 46 the charitable donations taken from pay, and 52 the pension adjustment of a money-purchase
 * plan (box 20 and the employer's contributions; decision 0114). Needs the year's Canadian tables.
 */
export function t4Of(
  paychecks: readonly YearEndPaycheck[],
  year: number,
  tables: CanadaYear | undefined,
): T4Figures | null {
  const mine = inYear(paychecks, year, 'canada_t4');
  const who = oneFiler(mine);
  if (!who) return null;
  if (!tables) throw new YearEndRefusal(`No Canadian payroll tables for ${year}`, 'year');
  const sum = (pick: (l: YearEndLine) => boolean) => mine.reduce((a, p) => a.plus(sumWhere(p, pick)), zero());
  const tax = (code: string) => sum((l) => l.section === 'employee_tax' && l.code === code);
  const employer = (code: string) => sum((l) => l.section === 'employer_tax' && l.code === code);
  const wages = mine.reduce((a, p) => a.plus(wagesOf(p)), zero());
  const latest = [...mine].sort((a, b) => a.checkDate.localeCompare(b.checkDate)).at(-1)!;
  const rppEmployee = sum((l) => l.t4Box === '20');
  return {
    year,
    ...who,
    paychecks: mine.length,
    province: latest.workState,
    box14: money(wages),
    box16: money(tax('cpp')),
    box16a: money(tax('cpp2')),
    box18: money(tax('ei')),
    box22: money(sum((l) => l.section === 'employee_tax' && INCOME_TAX.has(l.code))),
    box24: money(Decimal.min(wages, maxInsurableOf(tables))),
    box26: money(Decimal.min(wages, tables.cpp.ympe)),
    box20: money(rppEmployee),
    box44: money(sum((l) => l.t4Box === '44')),
    box46: money(sum((l) => l.section === 'post_tax' && l.t4Box === '46')),
    box52: money(rppEmployee.plus(sum((l) => l.t4Box === '52'))),
    cppEmployer: money(employer('cpp_employer')),
    cpp2Employer: money(employer('cpp2_employer')),
    eiEmployer: money(employer('ei_employer')),
  };
}

/* ---------------- grouping and the employer's totals ---------------- */

/** The paychecks of each person with each employer, in first-seen order. */
export function byFiler(paychecks: readonly YearEndPaycheck[]): YearEndPaycheck[][] {
  const groups = new Map<string, YearEndPaycheck[]>();
  for (const p of paychecks) {
    const key = `${p.employerKey}\u0000${p.personKey}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()];
}

export interface W3Figures {
  year: number;
  employerKey: string;
  /** Box c: the number of W-2s. */
  forms: number;
  box1: string;
  box2: string;
  box3: string;
  box4: string;
  box5: string;
  box6: string;
  box12: { code: Box12Code; amount: string }[];
  states: W2State[];
}

const addUp = (xs: readonly string[]) => money(xs.reduce((a, x) => a.plus(x), zero()));

/** The W-3: the employer's W-2s added up (one employer's forms). */
export function w3Of(forms: readonly W2Figures[], year: number, employerKey: string): W3Figures {
  const mine = forms.filter((f) => f.year === year && f.employerKey === employerKey);
  const states = new Map<string, { box16: Decimal; box17: Decimal }>();
  for (const s of mine.flatMap((f) => f.states)) {
    const t = states.get(s.state) ?? { box16: zero(), box17: zero() };
    states.set(s.state, { box16: t.box16.plus(s.box16), box17: t.box17.plus(s.box17) });
  }
  return {
    year,
    employerKey,
    forms: mine.length,
    box1: addUp(mine.map((f) => f.box1)),
    box2: addUp(mine.map((f) => f.box2)),
    box3: addUp(mine.map((f) => f.box3)),
    box4: addUp(mine.map((f) => f.box4)),
    box5: addUp(mine.map((f) => f.box5)),
    box6: addUp(mine.map((f) => f.box6)),
    box12: BOX_12_CODES.map((code) => ({
      code,
      amount: addUp(mine.flatMap((f) => f.box12.filter((b) => b.code === code).map((b) => b.amount))),
    })).filter((b) => d(b.amount).gt(0)),
    states: [...states]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, t]) => ({ state, box16: money(t.box16), box17: money(t.box17) })),
  };
}

export interface T4SummaryFigures {
  year: number;
  employerKey: string;
  slips: number;
  employmentIncome: string;
  cppEmployee: string;
  cpp2Employee: string;
  eiEmployee: string;
  incomeTax: string;
  cppEmployer: string;
  cpp2Employer: string;
  eiEmployer: string;
  /** What the employer owes for the year: every deduction and both employer shares. */
  totalDeductions: string;
}

/** The T4 Summary: the employer's slips added up, with the employer's CPP, CPP2 and EI shares. */
export function t4SummaryOf(forms: readonly T4Figures[], year: number, employerKey: string): T4SummaryFigures {
  const mine = forms.filter((f) => f.year === year && f.employerKey === employerKey);
  const total = (k: keyof T4Figures) => addUp(mine.map((f) => String(f[k])));
  const parts = [
    total('box16'),
    total('box16a'),
    total('box18'),
    total('box22'),
    total('cppEmployer'),
    total('cpp2Employer'),
    total('eiEmployer'),
  ];
  return {
    year,
    employerKey,
    slips: mine.length,
    employmentIncome: total('box14'),
    cppEmployee: total('box16'),
    cpp2Employee: total('box16a'),
    eiEmployee: total('box18'),
    incomeTax: total('box22'),
    cppEmployer: total('cppEmployer'),
    cpp2Employer: total('cpp2Employer'),
    eiEmployer: total('eiEmployer'),
    totalDeductions: addUp(parts),
  };
}
