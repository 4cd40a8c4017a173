/**
 * The deductions builder (pure; decision 0052): what each standing deduction and benefit asks of one
 * paycheck, and the engine's answer traced back to them.
 */
import { computePaycheck, PAYROLL_TABLES, type PaycheckInput } from '@app/paybill';
import { describe, expect, it } from 'vitest';
import type { RunDeduction } from '../paycheck-deductions/paycheck-deductions.service.js';
import type { RunEnrollment } from '../benefits/benefits.service.js';
import { deductionPlan, traceDeductions, withDeductions, type WorkerDeductions } from './paycheck-deductions-input.js';

const RUN = { checkDate: '2026-03-06', frequency: 'weekly' as const };
let n = 0;
function deduction(patch: Partial<RunDeduction['row']>, state: Partial<RunDeduction> = {}): RunDeduction {
  const id = `d${++n}`;
  return {
    row: {
      id,
      contractorId: 'c1',
      partnerId: 'p1',
      kind: 'loan',
      treatment: null,
      description: null,
      frequency: 'recurring',
      amount: '50.00',
      percent: null,
      goalAmount: null,
      startDate: '2026-01-01',
      endDate: null,
      caseNumber: null,
      issuer: null,
      receivedDate: null,
      priority: 1,
      supportsOthers: false,
      twelveWeeksInArrears: false,
      stoppedAt: null,
      stoppedBy: null,
      stopReason: null,
      createdBy: null,
      createdAt: new Date(`2026-01-0${n % 9 || 1}T00:00:00Z`),
      ...patch,
    },
    key: `deduction:${id}`,
    label: `Deduction ${id}`,
    taken: '0.00',
    arrears: '0.00',
    takes: 0,
    ...state,
  };
}
const vision: RunEnrollment = {
  key: 'benefit:e1',
  planName: 'Vision',
  treatment: 'section_125',
  employeeMonthly: '13.00',
  employerMonthly: '26.00',
};
const input = (gross: string, patch: Partial<PaycheckInput> = {}): PaycheckInput => ({
  classification: 'w-2',
  checkDate: RUN.checkDate,
  frequency: 'weekly',
  workState: 'TX',
  earnings: [{ type: 'regular', amount: gross }],
  ...patch,
});
const plan = (w: WorkerDeductions, i: PaycheckInput, run: object = {}) =>
  deductionPlan(w, { ...RUN, ...run }, { classification: i.classification, earnings: i.earnings });

describe('deductionPlan', () => {
  it('asks a loan its installment but never more than the balance left after the arrears it carries', () => {
    const loan = deduction(
      { kind: 'loan', amount: '50.00', goalAmount: '120.00' },
      { taken: '60.00', arrears: '20.00' },
    );
    const p = plan({ deductions: [loan], enrollments: [] }, input('1000'));
    expect(p.postTax).toEqual([{ key: loan.key, type: 'loan', amount: '40.00' }]);
    expect(p.arrears).toEqual({ [loan.key]: '20.00' });
  });

  it('orders garnishments by priority then date received, and takes a percent of wages', () => {
    const later = deduction({
      kind: 'creditor_garnishment',
      priority: 1,
      receivedDate: '2026-02-01',
      percent: '10',
      amount: null,
    });
    const first = deduction({ kind: 'creditor_garnishment', priority: 1, receivedDate: '2026-01-01' });
    const urgent = deduction({ kind: 'child_support', priority: 1, supportsOthers: true, receivedDate: '2026-03-01' });
    const p = plan({ deductions: [later, urgent, first], enrollments: [] }, input('812.50'));
    expect(p.postTax.map((x) => x.key)).toEqual([first.key, later.key, urgent.key]);
    expect(p.postTax[1]!.amount).toBe('81.25');
    expect(p.supportsOthers).toBe(true);
  });

  it('takes a one-off once, then only its arrears; no recurring deduction or benefit on a skip run', () => {
    const once = deduction({ frequency: 'one_off' }, { takes: 1, arrears: '12.00' });
    const done = deduction({ frequency: 'one_off' }, { takes: 1 });
    const weekly = deduction({ kind: 'advance', goalAmount: '500' }, { arrears: '5.00' });
    const w = { deductions: [once, done, weekly], enrollments: [vision] };
    const p = plan(w, input('1000'));
    expect(p.postTax.map((x) => [x.key, x.amount])).toEqual([
      [once.key, '0.00'],
      [weekly.key, '50.00'],
    ]);
    const bonus = plan(w, input('1000'), { skipRecurringDeductions: true });
    expect(bonus.postTax.map((x) => x.key)).toEqual([once.key]);
    expect(bonus.preTax).toEqual([]);
    expect(bonus.employerLines).toEqual([]);
  });
});

describe('the engine with the plan', () => {
  it('takes a section 125 benefit off taxable wages, adds the employer share, and labels every line', () => {
    const support = deduction({ kind: 'child_support', amount: '5000.00', caseNumber: 'X' });
    const i = input('1000');
    const p = plan({ deductions: [support], enrollments: [vision] }, i);
    const result = traceDeductions(computePaycheck(PAYROLL_TABLES, withDeductions(i, p)), p, 0);
    // 13 a month weekly: 13 × 12 ÷ 52 = 3.00; the employer's 26 → 6.00.
    expect(result.preTaxDeductions).toEqual([
      { code: 'benefit:e1', label: 'Vision (section 125)', base: '3.00', amount: '3.00' },
    ]);
    expect(result.employeeTaxes.find((l) => l.code === 'federal_income_tax')!.base).toBe('997.00');
    expect(result.employerTaxes.at(-1)).toEqual({
      code: 'employer_benefit:e1',
      label: 'Vision (employer contribution)',
      base: '26.00',
      amount: '6.00',
    });
    const garnished = result.postTaxDeductions.find((l) => l.code === support.key)!;
    expect(garnished.label).toBe(support.label);
    expect(result.ytd.arrears[support.key]).toBe((5000 - Number(garnished.amount)).toFixed(2));
  });

  it("leaves out a pre-tax benefit the wages cannot cover, and a Canadian's, saying so instead of refusing the paycheck", () => {
    const expenseOnly = input('0', { earnings: [{ type: 'reimbursement', amount: '40' }] });
    const p = plan({ deductions: [], enrollments: [vision] }, expenseOnly);
    const result = traceDeductions(computePaycheck(PAYROLL_TABLES, withDeductions(expenseOnly, p)), p, 0);
    expect(result.preTaxDeductions).toEqual([]);
    expect(result.warnings).toContain("Vision (section 125) not taken: the paycheck's wages do not cover it");
    const pretax = deduction({ kind: 'benefit_contribution', treatment: 'traditional_401k' });
    const ontario = input('1000', { classification: 'canada_t4', workState: 'ON' });
    const q = plan({ deductions: [pretax], enrollments: [] }, ontario);
    const canadian = computePaycheck(PAYROLL_TABLES, withDeductions(ontario, q));
    expect(canadian.preTaxDeductions).toEqual([]);
    expect(q.warnings).toEqual([`${pretax.label} not taken: section 125 and 401(k) are US tax treatments`]);
  });

  it("takes a Canadian's RPP contribution and union dues before income tax, and a US employee's union dues after it (decision 0114)", () => {
    const rpp = deduction({ kind: 'benefit_contribution', treatment: 'rpp' });
    const dues = deduction({ kind: 'union_dues' });
    const ontario = input('1000', { classification: 'canada_t4', workState: 'ON' });
    const p = plan({ deductions: [rpp, dues], enrollments: [] }, ontario);
    const canadian = traceDeductions(computePaycheck(PAYROLL_TABLES, withDeductions(ontario, p)), p, 0);
    expect(canadian.preTaxDeductions.map((l) => l.code)).toEqual([rpp.key, dues.key]);
    expect(canadian.postTaxDeductions).toEqual([]);
    expect(p.warnings).toEqual([]);
    const texas = input('1000');
    const q = plan({ deductions: [rpp, dues], enrollments: [] }, texas);
    const us = traceDeductions(computePaycheck(PAYROLL_TABLES, withDeductions(texas, q)), q, 0);
    expect(us.preTaxDeductions).toEqual([]);
    expect(us.postTaxDeductions.map((l) => l.code)).toEqual([dues.key]);
    expect(q.warnings).toEqual([`${rpp.label} not taken: a registered pension plan is for Canadian employees`]);
  });
});
