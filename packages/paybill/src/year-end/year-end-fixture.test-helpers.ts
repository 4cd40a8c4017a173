/**
 * Test fixtures: a year of paychecks written by the real payroll engine, each paycheck's year to date
 * chained from the one before — the figures the forms are summed from — and the inputs kept beside them
 * so the tests can add up the expected figures from what was paid, not from the lines the forms read.
 */
import Decimal from 'decimal.js';
import { computePaycheck, type PaycheckInput, type PaycheckYearToDate } from '../payroll/paycheck.js';
import { PAYROLL_TABLES } from '../payroll/tables.js';
import type { YearEndLine, YearEndPaycheck } from './types.js';

export interface Paid {
  paycheck: YearEndPaycheck;
  input: PaycheckInput;
}

let seq = 0;

/** Weekly paychecks of one person with one employer: `weeks` Fridays from 2026-01-02. */
export function weeklyPaychecks(
  who: { employerKey: string; personKey: string },
  base: Omit<PaycheckInput, 'checkDate' | 'frequency' | 'ytd'>,
  weeks: number,
  vary: (week: number) => Partial<PaycheckInput> = () => ({}),
): Paid[] {
  const out: Paid[] = [];
  let ytd: PaycheckYearToDate | undefined;
  for (let w = 0; w < weeks; w++) {
    const day = new Date(Date.UTC(2026, 0, 2 + 7 * w)).toISOString().slice(0, 10);
    const input: PaycheckInput = { ...base, ...vary(w), checkDate: day, frequency: 'weekly', ytd };
    const r = computePaycheck(PAYROLL_TABLES, input);
    ytd = r.ytd;
    const lines: YearEndLine[] = [
      ...r.earnings.map((l) => ({ section: 'earning' as const, ...l })),
      ...r.preTaxDeductions.map((l) => ({ section: 'pre_tax' as const, ...l })),
      ...r.employeeTaxes.map((l) => ({ section: 'employee_tax' as const, ...l })),
      ...r.employerTaxes.map((l) => ({ section: 'employer_tax' as const, ...l })),
      ...r.postTaxDeductions.map((l) => ({ section: 'post_tax' as const, ...l })),
    ].map(({ section, code, base, amount }) => {
      // Post-tax lines carry the deduction's key: the caller resolves a Roth 401(k)'s to box 12 AA, as the API does.
      const roth = section === 'post_tax' && input.postTax?.some((x) => x.key === code && x.type === 'roth_401k');
      return { section, code, base, amount, ...(roth ? { box12: 'AA' as const } : {}) };
    });
    out.push({
      input,
      paycheck: {
        id: `pc-${++seq}`,
        employerKey: who.employerKey,
        personKey: who.personKey,
        contractorId: `c-${who.personKey}`,
        classification: base.classification,
        workState: base.workState,
        checkDate: day,
        // The week (Monday to Sunday) before the Friday it is paid on.
        periodStart: new Date(Date.UTC(2026, 0, 2 + 7 * w - 11)).toISOString().slice(0, 10),
        periodEnd: new Date(Date.UTC(2026, 0, 2 + 7 * w - 5)).toISOString().slice(0, 10),
        currency: r.currency,
        reversalOfId: null,
        lines,
      },
    });
  }
  return out;
}

/** A void's reversing paycheck: every line negated (decision 0050). */
export function reversalOf(p: YearEndPaycheck, checkDate: string): YearEndPaycheck {
  return {
    ...p,
    id: `rev-${p.id}`,
    checkDate,
    reversalOfId: p.id,
    lines: p.lines.map((l) => ({
      ...l,
      base: new Decimal(l.base).neg().toFixed(2),
      amount: new Decimal(l.amount).neg().toFixed(2),
    })),
  };
}

export const total = (xs: readonly Decimal.Value[]) => xs.reduce<Decimal>((a, x) => a.plus(x), new Decimal(0));
export const sumInputs = (
  paid: readonly Paid[],
  pick: (i: PaycheckInput) => readonly { amount: Decimal.Value }[] | undefined,
) => total(paid.flatMap((p) => (pick(p.input) ?? []).map((x) => x.amount)));
