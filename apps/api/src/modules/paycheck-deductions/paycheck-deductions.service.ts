/**
 * Paycheck deductions (issue 13, decision 0052): read them with what approved paychecks took (running
 * balance, arrears, every take), create one for a worker, stop one. One transaction per command, audited.
 * `deductionsForRun` hands the payroll run's preview the deductions each worker's paycheck may take.
 */
import type {
  PaycheckDeductionCreate,
  PaycheckDeductionDetail,
  PaycheckDeductionStop,
  PaycheckDeductionView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { deductionKey, deductionLabel, ledgerOf, type DeductionLedger } from './deduction-ledger.js';
import { mayManageDeductionsOf, mustManageDeductionsOf } from './paycheck-deductions.policy.js';
import { paycheckDeductionScope } from './paycheck-deductions.scope.js';
import {
  approvedLinesOf,
  approvedPaychecksOf,
  deductionsStartedBy,
  findDeduction,
  findWorker,
  insertDeduction,
  listDeductions,
  lockDeduction,
  stopDeduction,
  type DeductionFilter,
  type DeductionJoined,
  type DeductionRow,
} from './paycheck-deductions.repository.js';

const today = (deps: { clock: { now(): Date } }) => deps.clock.now().toISOString().slice(0, 10);

/** Each deduction's ledger, from its workers' approved paychecks (one read of paychecks, one of lines). */
async function ledgersOf(db: DbOrTx, rows: readonly DeductionRow[], on: string): Promise<Map<string, DeductionLedger>> {
  const workers = [...new Set(rows.map((r) => r.contractorId))];
  const [approved, lines] = await Promise.all([
    approvedPaychecksOf(db, workers),
    approvedLinesOf(
      db,
      workers,
      rows.map((r) => deductionKey(r.id)),
    ),
  ]);
  return new Map(rows.map((r) => [r.id, ledgerOf(r, approved, lines, on)]));
}

function viewOf(j: DeductionJoined, l: DeductionLedger): PaycheckDeductionView {
  const d = j.deduction;
  return {
    id: d.id,
    contractor: { id: d.contractorId, name: j.contractorName },
    partner: { id: d.partnerId, name: j.partnerName },
    kind: d.kind,
    treatment: d.treatment,
    label: deductionLabel(d),
    description: d.description,
    frequency: d.frequency,
    amount: d.amount,
    percent: d.percent,
    goal_amount: d.goalAmount,
    taken_to_date: l.taken.toFixed(2),
    balance: l.balance?.toFixed(2) ?? null,
    arrears: l.arrears.toFixed(2),
    status: l.status,
    start_date: d.startDate,
    end_date: d.endDate,
    stopped_at: d.stoppedAt?.toISOString() ?? null,
    stop_reason: d.stopReason,
    order: d.caseNumber
      ? {
          case_number: d.caseNumber,
          issuer: d.issuer ?? '',
          received_date: d.receivedDate ?? '',
          priority: d.priority,
          supports_others: d.supportsOthers,
          twelve_weeks_in_arrears: d.twelveWeeksInArrears,
        }
      : null,
    created_at: d.createdAt.toISOString(),
  };
}

export async function paycheckDeductionList(deps: AppDeps, p: Principal, f: Omit<DeductionFilter, 'scope'>) {
  const page = await listDeductions(deps.db, { ...f, scope: paycheckDeductionScope(p, deps.db) });
  const ledgers = await ledgersOf(
    deps.db,
    page.rows.map((r) => r.deduction),
    today(deps),
  );
  return { ...page, rows: page.rows.map((r) => viewOf(r, ledgers.get(r.deduction.id)!)) };
}

export async function paycheckDeductionDetail(
  deps: AppDeps,
  p: Principal,
  id: string,
): Promise<PaycheckDeductionDetail & { can_manage: boolean }> {
  const j = await findDeduction(deps.db, id, paycheckDeductionScope(p, deps.db));
  if (!j) throw notFound();
  const ledger = (await ledgersOf(deps.db, [j.deduction], today(deps))).get(id)!;
  return { ...viewOf(j, ledger), takes: ledger.takes, can_manage: mayManageDeductionsOf(p, j.deduction.partnerId) };
}

export async function createPaycheckDeduction(deps: AppDeps, p: Principal, body: PaycheckDeductionCreate, ip: string) {
  const worker = await findWorker(deps.db, body.contractor_id);
  if (!worker) throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'Unknown worker' }]);
  mustManageDeductionsOf(p, worker.partnerId);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertDeduction(tx, {
      contractorId: worker.id,
      partnerId: worker.partnerId,
      kind: body.kind,
      treatment: body.treatment ?? null,
      description: body.description ?? null,
      frequency: body.frequency,
      amount: body.amount ?? null,
      percent: body.percent ?? null,
      goalAmount: body.goal_amount ?? null,
      startDate: body.start_date,
      endDate: body.end_date ?? null,
      caseNumber: body.order?.case_number ?? null,
      issuer: body.order?.issuer ?? null,
      receivedDate: body.order?.received_date ?? null,
      priority: body.order?.priority ?? 1,
      supportsOthers: body.order?.supports_others ?? false,
      twelveWeeksInArrears: body.order?.twelve_weeks_in_arrears ?? false,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'paycheck_deduction_created',
      entityType: 'paycheck_deduction',
      entityId: row.id,
      // The kind and how it is figured; never the order's case number (a court record).
      metadata: { contractor_id: worker.id, kind: body.kind, frequency: body.frequency },
    });
    return row.id;
  });
  return paycheckDeductionDetail(deps, p, id);
}

/** Stops a deduction from the next preview on; what approved paychecks took stays as it was. */
export async function stopPaycheckDeduction(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: PaycheckDeductionStop,
  ip: string,
) {
  const seen = await findDeduction(deps.db, id, paycheckDeductionScope(p, deps.db));
  if (!seen) throw notFound();
  mustManageDeductionsOf(p, seen.deduction.partnerId);
  await deps.db.transaction(async (tx) => {
    const row = await lockDeduction(tx, id);
    if (!row) throw notFound();
    if (row.stoppedAt) throw conflict('This deduction is already stopped');
    await stopDeduction(tx, id, { stoppedAt: deps.clock.now(), stoppedBy: p.userId, stopReason: body.reason });
    await auditAs(tx, p, ip, { action: 'paycheck_deduction_stopped', entityType: 'paycheck_deduction', entityId: id });
  });
  return paycheckDeductionDetail(deps, p, id);
}

/** A deduction as a payroll preview needs it: the row, its stub label, and what approved paychecks did. */
export interface RunDeduction {
  row: DeductionRow;
  key: string;
  label: string;
  taken: string;
  arrears: string;
  /** How many approved paychecks took it or carried its arrears (a one-off is done after the first). */
  takes: number;
}

/** The deductions these workers' paychecks dated `checkDate` may take, by worker (inside the preview's transaction). */
export async function deductionsForRun(
  tx: DbOrTx,
  contractorIds: readonly string[],
  checkDate: string,
): Promise<Map<string, RunDeduction[]>> {
  const rows = await deductionsStartedBy(tx, contractorIds, checkDate);
  const ledgers = await ledgersOf(tx, rows, checkDate);
  const by = new Map<string, RunDeduction[]>();
  for (const row of rows) {
    const l = ledgers.get(row.id)!;
    const d: RunDeduction = {
      row,
      key: deductionKey(row.id),
      label: deductionLabel(row),
      taken: l.taken.toFixed(2),
      arrears: l.arrears.toFixed(2),
      takes: l.takes.length,
    };
    by.set(row.contractorId, [...(by.get(row.contractorId) ?? []), d]);
  }
  return by;
}
