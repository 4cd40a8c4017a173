/**
 * Payroll runs (issue 13), first slice: create a regular run of a pay period for a partner's workers
 * (pre-draft), preview every worker's paycheck through the payroll engine from the approved, untaken
 * pay-side ledger items, exclude a worker or bring one back (recomputing), submit it for approval or reopen
 * it, and read runs and paychecks with the ledger items behind each earnings line. One transaction per
 * command, the run row locked, audited (decision 0047).
 */
import Decimal from 'decimal.js';
import {
  maskTail,
  earliestPayDateAfter,
  fundingDeadlineOf,
  mayMovePayrollRun,
  PAYROLL_RUN_STATUS_LABELS,
  type PaycheckDetail,
  type PaycheckListRow,
  type PayrollRunAdjustmentCreate,
  type PayrollRunCreate,
  type PayrollRunDetail,
  type PayrollRunStatus,
  type PayrollRunView,
} from '@app/domain';
import { workPeriods } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import {
  employerIdentityFor,
  employerTaxRatesFor,
  type EmployerTaxRates,
} from '../company-taxes/company-taxes.service.js';
import { renderPayStubPdf } from './pay-stub-pdf.js';
import { employerKeyFor, loadPayCalendar, personKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { employerRatesKey, runTotals, workerPaycheck, workersOf } from './payroll-run-paychecks.js';
import { taxLiabilitiesOf } from './tax-liabilities.js';
import { mustRunPayrollOf, partnerToRun } from './payroll-runs.policy.js';
import { paycheckScope, payrollRunScope } from './payroll-runs.scope.js';
import {
  adjustmentsOf,
  deleteAdjustment,
  deletePreview,
  employerKeyOfPaycheck,
  exclusionsOf,
  findPartnerForPayroll,
  findPayrollRun,
  findPaycheck,
  insertAdjustment,
  insertPaychecks,
  insertRegularRun,
  itemsOf,
  latestW4s,
  linesOf,
  listPaychecks,
  listPayrollRuns,
  lockPayrollRun,
  lockTimesheetsOfRun,
  moveCheckDates,
  paychecksOfRun,
  payrollPool,
  setExclusion,
  takeRunItems,
  transfersOfRun,
  updateRun,
  yearToDates,
  type PaycheckFilter,
  type PayrollRunFilter,
  type PayrollRunJoined,
  type PayrollRunRow,
} from './payroll-runs.repository.js';

export function toPayrollRunView({ run: r, partnerName }: PayrollRunJoined): PayrollRunView {
  return {
    id: r.id,
    employer_key: r.employerKey,
    partner: { id: r.partnerId, name: partnerName },
    kind: r.kind,
    status: r.status,
    funding: r.funding,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    pay_date: r.payDate,
    worker_count: r.workerCount,
    refused_count: r.refusedCount,
    totals: {
      gross: r.gross,
      employee_taxes: r.employeeTaxes,
      deductions: r.deductions,
      net: r.net,
      employer_taxes: r.employerTaxes,
    },
    previewed_at: r.previewedAt?.toISOString() ?? null,
    funding_deadline: fundingDeadlineOf(r.payDate),
    approved_at: r.approvedAt?.toISOString() ?? null,
    pay_date_moved_from: r.payDateMovedFrom,
    processed_count: r.processedCount,
    created_at: r.createdAt.toISOString(),
  };
}

function transferViewOf(x: Awaited<ReturnType<typeof transfersOfRun>>[number] | undefined) {
  return x ? { method: x.method, status: x.status, account_last4: x.accountLast4, return_code: x.returnCode } : null;
}

export const payrollRunList = (db: DbOrTx, p: Principal, f: Omit<PayrollRunFilter, 'scope'>) =>
  listPayrollRuns(db, { ...f, scope: payrollRunScope(p, db) }, toPayrollRunView);

export async function payrollRunDetail(db: DbOrTx, p: Principal, id: string): Promise<PayrollRunDetail> {
  const row = await findPayrollRun(db, id, payrollRunScope(p, db));
  if (!row) throw notFound();
  const [checks, excluded, transfers, adjustments] = await Promise.all([
    paychecksOfRun(db, id),
    exclusionsOf(db, id),
    transfersOfRun(db, id),
    adjustmentsOf(db, id),
  ]);
  const transferOf = new Map(transfers.map((x) => [x.paycheckId, x]));
  const adjustmentsOfWorker = (contractorId: string) =>
    adjustments
      .filter((a) => a.contractorId === contractorId)
      .map((a) => ({ id: a.id, kind: a.kind, type: a.type, amount: a.amount, note: a.note }));
  const workers: PayrollRunDetail['workers'] = checks.map(({ paycheck: c, name, itemCount }) => ({
    paycheck_id: c.id,
    contractor: { id: c.contractorId, name },
    classification: c.classification,
    work_state: c.workState,
    currency: c.currency,
    gross: c.gross,
    employee_taxes: c.employeeTaxes,
    deductions: new Decimal(c.preTax).plus(c.postTax).toFixed(2),
    net: c.net,
    employer_taxes: c.employerTaxes,
    excluded: false,
    refusal: c.refusal,
    warnings: c.warnings as string[],
    item_count: itemCount,
    adjustments: adjustmentsOfWorker(c.contractorId),
    transfer: transferViewOf(transferOf.get(c.id)),
  }));
  for (const e of excluded) {
    workers.push({
      paycheck_id: null,
      contractor: { id: e.contractorId, name: e.name },
      classification: e.classification,
      work_state: null,
      currency: 'USD',
      gross: '0.00',
      employee_taxes: '0.00',
      deductions: '0.00',
      net: '0.00',
      employer_taxes: '0.00',
      excluded: true,
      refusal: null,
      warnings: [],
      item_count: 0,
      adjustments: adjustmentsOfWorker(e.contractorId),
      transfer: null,
    });
  }
  return { ...toPayrollRunView(row), workers };
}

/**
 * Figures the run's preview afresh (inside the command's transaction, the run locked): the pool of items,
 * the workers' W-4s, year-to-date and employer rates read once each, every worker through the engine, the
 * previous preview replaced whole.
 */
async function recomputePreview(tx: DbOrTx, run: PayrollRunRow, now: Date) {
  const calendar = await loadPayCalendar(tx, run.employerKey);
  const [pool, excluded, adjustments] = await Promise.all([
    payrollPool(tx, { employerKey: run.employerKey, partnerId: run.partnerId, through: run.periodEnd }),
    exclusionsOf(tx, run.id),
    adjustmentsOf(tx, run.id),
  ]);
  const out = new Set(excluded.map((e) => e.contractorId));
  const workers = workersOf(pool.filter((i) => !out.has(i.contractorId)));
  const personKeyOf = (i: (typeof pool)[number]) =>
    personKeyFor({ id: i.contractorId, taxIdBlindIndex: i.taxIdBlindIndex });
  const year = Number(run.payDate.slice(0, 4));
  const places = new Map(pool.map((i) => [employerRatesKey(i.state, i.workersCompCode), i]));
  const [w4s, ytds, rates] = await Promise.all([
    latestW4s(tx, [...new Set(pool.flatMap((i) => (i.userId ? [i.userId] : [])))]),
    yearToDates(tx, {
      employerKey: run.employerKey,
      personKeys: [...new Set(pool.map(personKeyOf))],
      year,
      before: run.payDate,
    }),
    Promise.all(
      [...places].map(async ([key, i]) => {
        const r = i.state
          ? await employerTaxRatesFor(tx, {
              employerKey: run.employerKey,
              state: i.state,
              year,
              workersCompCode: i.workersCompCode,
            })
          : { suta: null, workersCompPer100: null };
        return [key, r] as [string, EmployerTaxRates];
      }),
    ),
  ]);
  const ctx = {
    employerKey: run.employerKey,
    partnerId: run.partnerId,
    checkDate: run.payDate,
    frequency: calendar.frequency,
    personKeyOf,
    w4s,
    ytds,
    employerRates: new Map(rates),
    adjustments: groupBy(adjustments, (a) => a.contractorId),
  };
  const rows = workers.map((items) => workerPaycheck(ctx, items));
  await deletePreview(tx, run.id);
  await insertPaychecks(
    tx,
    rows.map((r) => ({ ...r, paycheck: { ...r.paycheck, payrollRunId: run.id } })),
  );
  const t = runTotals(rows);
  await updateRun(tx, run.id, { ...t, previewedAt: now });
}

export async function createPayrollRun(deps: AppDeps, p: Principal, body: PayrollRunCreate, ip: string) {
  const partnerId = partnerToRun(p, body.partner_id);
  const partner = await findPartnerForPayroll(deps.db, partnerId);
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  if (partner.isPayrollDisabled) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: `Payroll is turned off for ${partner.name}` }]);
  }
  const employerKey = employerKeyFor(partner);
  const calendar = await loadPayCalendar(deps.db, employerKey);
  const [period] = workPeriods(calendar, body.period_start, 1);
  if (!period || period.period_start_date !== body.period_start) {
    throw unprocessable([
      {
        loc: ['body', 'period_start'],
        msg: `Not the first day of a pay period: the period around it starts ${period?.period_start_date ?? 'elsewhere'}`,
      },
    ]);
  }
  const id = await deps.db.transaction(async (tx) => {
    const runId = await insertRegularRun(tx, {
      employerKey,
      partnerId,
      funding: partner.selfFunded ? 'self_funded' : 'funded',
      periodStart: period.period_start_date,
      periodEnd: period.period_end_date,
      payDate: period.pay_date,
      createdBy: p.userId,
    });
    const run = (await lockPayrollRun(tx, runId))!;
    // A second create of the same period finds the first: recomputed only while it is still a pre-draft.
    if (run.status === 'pre_draft') await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payroll_run_previewed',
      entityType: 'payroll_run',
      entityId: runId,
      metadata: { partner_id: partnerId, period_start: run.periodStart },
    });
    return runId;
  });
  return payrollRunDetail(deps.db, p, id);
}

/** Locks a run the caller may change, in the given statuses. */
async function runForCommand(tx: DbOrTx, p: Principal, id: string, statuses: readonly PayrollRunStatus[]) {
  const seen = await findPayrollRun(tx, id, payrollRunScope(p, tx));
  if (!seen) throw notFound();
  mustRunPayrollOf(p, seen.run.partnerId);
  const run = (await lockPayrollRun(tx, id))!;
  if (!statuses.includes(run.status)) {
    throw conflict(
      `The run is ${PAYROLL_RUN_STATUS_LABELS[run.status].toLowerCase()}: it can no longer be changed this way`,
    );
  }
  return run;
}

export async function recomputePayrollRun(deps: AppDeps, p: Principal, id: string, ip: string) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pre_draft']);
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'payroll_run_previewed', entityType: 'payroll_run', entityId: id });
  });
  return payrollRunDetail(deps.db, p, id);
}

export async function excludeWorker(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: { contractor_id: string; excluded: boolean },
  ip: string,
) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pre_draft']);
    await setExclusion(tx, id, body.contractor_id, body.excluded, p.userId);
    // Any edit discards the previous preview: it is figured again at once.
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: body.excluded ? 'payroll_run_worker_excluded' : 'payroll_run_worker_included',
      entityType: 'payroll_run',
      entityId: id,
      metadata: { contractor_id: body.contractor_id },
    });
  });
  return payrollRunDetail(deps.db, p, id);
}

/** pre_draft → pending (every worker figures, at least one paycheck) and pending → pre_draft (reopen). */
export async function movePayrollRun(deps: AppDeps, p: Principal, id: string, to: 'pending' | 'pre_draft', ip: string) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, to === 'pending' ? ['pre_draft'] : ['pending']);
    if (!mayMovePayrollRun(run.status, to)) throw conflict('That move is not allowed');
    if (to === 'pending') {
      if (run.refusedCount > 0) {
        throw conflict(`${run.refusedCount} worker(s) could not be figured: exclude them or fix their records first`);
      }
      if (run.workerCount === 0) throw conflict('The run has no paychecks: there is no approved time to pay');
    }
    await updateRun(tx, id, { status: to });
    await auditAs(tx, p, ip, {
      action: to === 'pending' ? 'payroll_run_submitted' : 'payroll_run_reopened',
      entityType: 'payroll_run',
      entityId: id,
    });
  });
  return payrollRunDetail(deps.db, p, id);
}

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function paycheckDetail(db: DbOrTx, p: Principal, id: string): Promise<PaycheckDetail> {
  const row = await findPaycheck(db, id, paycheckScope(p, db));
  if (!row) throw notFound();
  const [lines, items] = await Promise.all([linesOf(db, id), itemsOf(db, id)]);
  const c = row.paycheck;
  const { arrears: _arrears, ...ytd } = c.ytd as Record<string, unknown>;
  return {
    id: c.id,
    payroll_run_id: c.payrollRunId,
    run_status: row.run.status,
    contractor: { id: c.contractorId, name: row.name },
    partner: { id: c.partnerId, name: row.partnerName },
    classification: c.classification,
    work_state: c.workState,
    check_date: c.checkDate,
    period_start: row.run.periodStart,
    period_end: row.run.periodEnd,
    currency: c.currency,
    gross: c.gross,
    net: c.net,
    employer_cost: c.employerCost,
    refusal: c.refusal,
    lines: lines.map((l) => ({ section: l.section, code: l.code, label: l.label, base: l.base, amount: l.amount })),
    warnings: c.warnings as string[],
    ytd: Object.fromEntries(
      Object.entries(ytd).flatMap(([k, v]) =>
        typeof v === 'string' || typeof v === 'number' ? [[snake(k), String(v)]] : [],
      ),
    ),
    items: items.map((i) => ({
      id: i.id,
      earning: i.earning,
      work_date: i.workDate,
      pay_class: i.payClass,
      minutes: i.minutes,
      rate: i.rate,
      amount: i.amount,
      timesheet_id: i.timesheetId,
      expense_id: i.expenseId,
    })),
  };
}

/**
 * pending → processing, behind the 424 step (the route asks for the e-mailed code first). The run takes
 * its items — each linked item must still be untaken, or the preview is stale and approval is refused —
 * locks their timesheets for payroll, and, approved after its funding deadline, moves its pay day to the
 * earliest banking day it can still be funded for, saying so. Two approvals at once: the run row's lock
 * lets one through; the other finds it processing (409).
 */
export async function approvePayrollRun(
  deps: AppDeps,
  p: Principal,
  id: string,
  ip: string,
  verify: () => Promise<void>,
) {
  // Who and what first, so a caller who may not approve is told so before any code is mailed.
  const seen = await findPayrollRun(deps.db, id, payrollRunScope(p, deps.db));
  if (!seen) throw notFound();
  mustRunPayrollOf(p, seen.run.partnerId);
  if (seen.run.status !== 'pending') throw conflict('Only a run pending approval can be approved');
  await verify();
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pending']);
    const late = today > fundingDeadlineOf(run.payDate);
    const payDate = late ? earliestPayDateAfter(today) : run.payDate;
    const { linked, taken } = await takeRunItems(tx, id);
    if (taken !== linked) {
      throw conflict('Some of this run’s time was taken or changed since its preview: reopen it and recompute');
    }
    await lockTimesheetsOfRun(tx, id, now);
    await updateRun(tx, id, {
      status: 'processing',
      approvedAt: now,
      approvedBy: p.userId,
      payDate,
      payDateMovedFrom: late ? run.payDate : null,
    });
    if (late) await moveCheckDates(tx, id, payDate);
    await auditAs(tx, p, ip, {
      action: 'payroll_run_approved',
      entityType: 'payroll_run',
      entityId: id,
      metadata: { items: taken, pay_date: payDate, ...(late && { pay_date_moved_from: run.payDate }) },
    });
  });
  return payrollRunDetail(deps.db, p, id);
}

export const paycheckList = (db: DbOrTx, p: Principal, f: Omit<PaycheckFilter, 'scope'>) =>
  listPaychecks(
    db,
    { ...f, scope: paycheckScope(p, db) },
    ({ paycheck: c, runStatus, name, partnerName, transferStatus }): PaycheckListRow => ({
      id: c.id,
      payroll_run_id: c.payrollRunId,
      run_status: runStatus,
      contractor: { id: c.contractorId, name },
      partner: { id: c.partnerId, name: partnerName },
      classification: c.classification,
      work_state: c.workState,
      check_date: c.checkDate,
      currency: c.currency,
      gross: c.gross,
      employee_taxes: c.employeeTaxes,
      deductions: new Decimal(c.preTax).plus(c.postTax).toFixed(2),
      net: c.net,
      employer_taxes: c.employerTaxes,
      transfer_status: (transferStatus as PaycheckListRow['transfer_status']) ?? null,
    }),
  );

/** The run's taxes by agency and return (tax-liabilities.ts), for those who read the run. */
export async function runTaxLiabilities(db: DbOrTx, p: Principal, id: string) {
  const row = await findPayrollRun(db, id, payrollRunScope(p, db));
  if (!row) throw notFound();
  return taxLiabilitiesOf(db, { id, payDate: row.run.payDate });
}

/** How a paycheck's net pay went, as the stub says it. */
function paidByOf(transfer: { method: string; accountLast4: string | null } | null): string | null {
  if (!transfer) return null;
  if (transfer.method === 'direct_deposit') return `Direct deposit ${maskTail(transfer.accountLast4 ?? '')}`;
  return transfer.method === 'check' ? 'Check' : 'Nothing to pay';
}

/** The pay stub PDF of a paycheck the caller may read (a contractor its own, once its run is approved). */
export async function paycheckPdf(deps: AppDeps, p: Principal, id: string) {
  const stub = await paycheckDetail(deps.db, p, id);
  const extra = await employerKeyOfPaycheck(deps.db, id);
  const identity = extra ? await employerIdentityFor(deps, extra.employerKey) : null;
  const bytes = await renderPayStubPdf(stub, {
    employerName: identity?.legalName ?? stub.partner.name,
    paidBy: paidByOf(extra?.transfer ?? null),
  });
  const name = stub.contractor.name.replace(/[^A-Za-z0-9]+/g, '-');
  return { filename: `pay-stub-${stub.check_date}-${name}.pdf`, contentType: 'application/pdf', bytes };
}

function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const own = out.get(key(r));
    if (own) own.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

/**
 * Adds a one-off earning or deduction to a worker of a pre-draft run and figures the run again. Only a
 * worker with pay in the run: one who has none is paid by an off-cycle run.
 */
export async function addRunAdjustment(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: PayrollRunAdjustmentCreate,
  ip: string,
) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pre_draft']);
    const pool = await payrollPool(tx, {
      employerKey: run.employerKey,
      partnerId: run.partnerId,
      through: run.periodEnd,
    });
    if (!pool.some((i) => i.contractorId === body.contractor_id)) {
      throw unprocessable([
        {
          loc: ['body', 'contractor_id'],
          msg: 'That worker has no pay in this run: pay a one-off amount through an off-cycle run',
        },
      ]);
    }
    const row = await insertAdjustment(tx, {
      payrollRunId: id,
      contractorId: body.contractor_id,
      kind: body.kind,
      type: body.type,
      amount: body.amount,
      note: body.note ?? null,
      createdBy: p.userId,
    });
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payroll_run_adjustment_added',
      entityType: 'payroll_run',
      entityId: id,
      metadata: {
        adjustment_id: row.id,
        contractor_id: body.contractor_id,
        kind: body.kind,
        type: body.type,
        amount: body.amount,
      },
    });
  });
  return payrollRunDetail(deps.db, p, id);
}

export async function removeRunAdjustment(deps: AppDeps, p: Principal, id: string, adjustmentId: string, ip: string) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pre_draft']);
    if (!(await deleteAdjustment(tx, id, adjustmentId))) throw notFound();
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payroll_run_adjustment_removed',
      entityType: 'payroll_run',
      entityId: id,
      metadata: { adjustment_id: adjustmentId },
    });
  });
  return payrollRunDetail(deps.db, p, id);
}
