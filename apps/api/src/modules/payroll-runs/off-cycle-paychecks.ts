/**
 * An off-cycle run's paychecks (decision 0050), pure: the reason sets how each is figured, on top of the
 * regular builder (`workerPaycheck`).
 * - bonus: the supplemental method — the engine's US flat rate (Canada: T4127's bonus method, which the
 *   engine applies to any bonus) — and no recurring deductions. Where the engine refuses the flat method
 *   (California bonuses, decision 0046) the aggregate method figures it, and the paycheck says so. With
 *   gross-up, each worker's bonus is the net to reach and the gross is solved to the cent (gross-up.ts).
 * - correction: regular wages, the aggregate method.
 * - final paycheck: the worker's untaken approved items (the pool) with the one-offs, as a regular run would.
 */
import Decimal from 'decimal.js';
import type { OffCycleReason } from '@app/domain';
import { GrossUpImpossible, grossUpFor } from './gross-up.js';
import { workerPaycheck, type RunAdjustment, type RunContext, type WorkerPaycheck } from './payroll-run-paychecks.js';
import type { PoolItem } from './payroll-runs.repository.js';

export interface OffCycleRunShape {
  reason: OffCycleReason;
  grossUp: boolean;
}

/** The run's context for its reason: bonuses flat and without recurring deductions, the rest aggregate. */
export function offCycleContext(ctx: RunContext, run: OffCycleRunShape): RunContext {
  const bonus = run.reason === 'bonus';
  return { ...ctx, supplementalMethod: bonus ? 'flat' : 'aggregate', skipRecurringDeductions: bonus };
}

const withAdjustments = (ctx: RunContext, contractorId: string, own: readonly RunAdjustment[]): RunContext => ({
  ...ctx,
  adjustments: new Map([...ctx.adjustments, [contractorId, own]]),
});

/** Figures once; a flat-method bonus the engine refuses for the state is figured by the aggregate method. */
function figure(ctx: RunContext, items: readonly PoolItem[]): WorkerPaycheck {
  const row = workerPaycheck(ctx, items);
  if (ctx.supplementalMethod !== 'flat' || !row.paycheck.refusal?.includes('aggregate method')) return row;
  const again = workerPaycheck({ ...ctx, supplementalMethod: 'aggregate' }, items);
  const warnings = [
    ...((again.paycheck.warnings as string[] | undefined) ?? []),
    'The state has no flat bonus rate in the engine: the bonus was withheld on by the aggregate method',
  ];
  return { ...again, paycheck: { ...again.paycheck, warnings } };
}

/** One worker's off-cycle paycheck; `ctx` is already the reason's (offCycleContext). */
export function offCyclePaycheck(ctx: RunContext, items: readonly PoolItem[], run: OffCycleRunShape): WorkerPaycheck {
  const contractorId = items[0]!.contractorId;
  // A final paycheck's worker without one-offs is remembered by a zero marker: it pays nothing itself.
  const own = (ctx.adjustments.get(contractorId) ?? []).filter((a) => !new Decimal(a.amount).isZero());
  const base = withAdjustments(ctx, contractorId, own);
  if (!run.grossUp) return figure(base, items);
  const bonus = own.find((a) => a.kind === 'earning' && a.type === 'bonus');
  if (!bonus) return figure(base, items);
  const target = new Decimal(bonus.amount).toFixed(2);
  const withGross = (gross: string) =>
    withAdjustments(
      ctx,
      contractorId,
      own.map((a) => (a === bonus ? { ...a, amount: gross } : a)),
    );
  let gross: string;
  try {
    gross = grossUpFor(target, (g) => {
      const row = figure(withGross(g), items);
      if (row.paycheck.refusal) throw new GrossUpImpossible(row.paycheck.refusal);
      return String(row.paycheck.net);
    });
  } catch (e) {
    if (!(e instanceof GrossUpImpossible)) throw e;
    const refused = figure(base, items);
    return { ...refused, lines: [], paycheck: { ...refused.paycheck, refusal: e.message } };
  }
  const row = figure(withGross(gross), items);
  const warnings = [
    ...((row.paycheck.warnings as string[] | undefined) ?? []),
    `Grossed up: a bonus of ${gross} pays the net of ${target}`,
  ];
  return { ...row, paycheck: { ...row.paycheck, warnings } };
}
