/**
 * What approved paychecks did with each deduction (pure): every take — asked (with arrears carried in),
 * taken, the arrears left — the total taken, the arrears the latest paycheck left, and from them the
 * running balance and status. Nothing is stored: the paychecks' lines and year-to-date arrears are the
 * record, so a deduction's figures can never disagree with the pay stubs.
 */
import Decimal from 'decimal.js';
import { BALANCE_KINDS, DEDUCTION_KIND_LABELS, type DeductionStatus, type DeductionTake } from '@app/domain';
import type { ApprovedPaycheck, DeductionRow } from './paycheck-deductions.repository.js';

/** The key a deduction's lines and arrears carry on paychecks (the engine's post-tax key). */
export const deductionKey = (id: string) => `deduction:${id}`;

export interface DeductionLedger {
  takes: DeductionTake[];
  taken: Decimal;
  arrears: Decimal;
  /** Goal less taken (loans and advances), never below zero. */
  balance: Decimal | null;
  status: DeductionStatus;
}

export interface TakenLine {
  paycheckId: string;
  code: string;
  base: string;
  amount: string;
}

export function ledgerOf(
  d: DeductionRow,
  approved: readonly ApprovedPaycheck[],
  lines: readonly TakenLine[],
  today: string,
): DeductionLedger {
  const key = deductionKey(d.id);
  const own = approved.filter((c) => c.contractorId === d.contractorId);
  const takes: DeductionTake[] = [];
  for (const c of own) {
    const line = lines.find((l) => l.paycheckId === c.id && l.code === key);
    const left = c.arrears[key];
    if (!line && left === undefined) continue;
    takes.push({
      paycheck_id: c.id,
      payroll_run_id: c.payrollRunId,
      check_date: c.checkDate,
      asked: new Decimal(line?.base ?? left ?? 0).toFixed(2),
      taken: new Decimal(line?.amount ?? 0).toFixed(2),
      arrears_after: new Decimal(left ?? 0).toFixed(2),
    });
  }
  const taken = takes.reduce((a, t) => a.plus(t.taken), new Decimal(0));
  // The last take's arrears, not the latest paycheck's: a paycheck that left the deduction out (an
  // off-cycle bonus run) does not carry the engine's arrears, yet the worker still owes them.
  const arrears = new Decimal(takes.at(-1)?.arrears_after ?? 0);
  const balance =
    BALANCE_KINDS.includes(d.kind) && d.goalAmount ? Decimal.max(new Decimal(d.goalAmount).minus(taken), 0) : null;
  return { takes, taken, arrears, balance, status: statusOf(d, { takes: takes.length, arrears, balance }, today) };
}

function statusOf(
  d: DeductionRow,
  s: { takes: number; arrears: Decimal; balance: Decimal | null },
  today: string,
): DeductionStatus {
  if (d.stoppedAt) return 'stopped';
  if (s.balance !== null && s.balance.lte(0)) return 'completed';
  if (d.frequency === 'one_off' && s.takes > 0 && s.arrears.lte(0)) return 'completed';
  if (d.startDate > today) return 'scheduled';
  if (d.endDate && d.endDate < today && s.arrears.lte(0)) return 'ended';
  return 'active';
}

/** What the pay stub calls the deduction. */
export function deductionLabel(d: Pick<DeductionRow, 'kind' | 'description' | 'caseNumber'>): string {
  switch (d.kind) {
    case 'child_support':
    case 'creditor_garnishment':
    case 'tax_levy':
      return `${DEDUCTION_KIND_LABELS[d.kind]} (order ${d.caseNumber ?? '—'})`;
    case 'loan':
    case 'advance':
      return d.description
        ? `${DEDUCTION_KIND_LABELS[d.kind]} repayment: ${d.description}`
        : `${DEDUCTION_KIND_LABELS[d.kind]} repayment`;
    case 'benefit_contribution':
      return d.description ?? 'Benefit contribution';
    case 'charitable_donation':
      return d.description ? `Charitable donation: ${d.description}` : 'Charitable donation';
    case 'union_dues':
      return d.description ? `Union dues: ${d.description}` : 'Union dues';
    case 'other':
      return d.description ?? 'Other deduction';
  }
}
