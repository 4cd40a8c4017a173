/**
 * Payroll runs (issue 13), first slice: create a regular run of a pay period for a partner's workers
 * (pre-draft), preview every worker's paycheck through the payroll engine from the approved, untaken
 * pay-side ledger items, exclude a worker or bring one back (recomputing), submit it for approval or reopen
 * it, and read runs and paychecks with the ledger items behind each earnings line. One transaction per
 * command, the run row locked, audited (decision 0047).
 */
import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  bankingDayOnOrBefore,
  earliestPayDateAfter,
  fundingDeadlineOf,
  mayMovePayrollRun,
  PAYROLL_RUN_STATUS_LABELS,
  type PaycheckDetail,
  type PaycheckListRow,
  type PeriodTaxLiabilities,
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
import { groupBy } from '../../lib/group-by.js';
import {
  employerIdentityFor,
  employerTaxRatesFor,
  type EmployerTaxRates,
} from '../company-taxes/company-taxes.service.js';
import { renderPayStubPdf } from './pay-stub-pdf.js';
import { employerKeyFor, loadPayCalendar, personKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { employerRatesKey, runTotals, workerPaycheck, workersOf, type RunContext } from './payroll-run-paychecks.js';
import { offCycleContext, offCyclePaycheck } from './off-cycle-paychecks.js';
import { offCycleAnchors } from './off-cycle.repository.js';
import { correctionLinksOf, transfersOfPaycheck } from './paycheck-corrections.repository.js';
import { paidByText, transferSummary } from './transfer-summary.js';
import { fallbacksOf } from './transfer-fallbacks.js';
import { mustBeFundable } from './payroll-funding.service.js';
import { LIABILITIES_NOTE, liabilitiesFrom, taxLiabilitiesOf } from './tax-liabilities.js';
import { taxLinesOfPeriod } from './tax-liabilities.repository.js';
import { loadRunDeductions } from './paycheck-deductions-input.js';
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
  moveCheckDates,
  paychecksOfRun,
  payrollPool,
  setExclusion,
  takeRunItems,
  transfersOfRun,
  updateRun,
  yearToDates,
  type PaycheckFilter,
  type PayrollRunAdjustmentRow,
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
    off_cycle_reason: r.offCycleReason,
    skip_recurring_deductions: r.skipRecurringDeductions,
    gross_up: r.grossUp,
    created_at: r.createdAt.toISOString(),
  };
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
  const transfersOf = groupBy(transfers, (x) => x.paycheckId);
  const fallbackOf = await fallbacksOf(db, transfers);
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
    correction: c.reversalOfId ? ('reversal' as const) : c.reissueOfId ? ('reissue' as const) : null,
    // Split deposits and re-sends give a paycheck several transfers: the worker's row reads them as one.
    transfer: transferSummary(
      transfersOf.get(c.id) ?? [],
      fallbackOf,
    ) as PayrollRunDetail['workers'][number]['transfer'],
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
      correction: null,
      transfer: null,
    });
  }
  return { ...toPayrollRunView(row), workers };
}

/** The run's pool: a regular run's untaken approved items; an off-cycle run's chosen workers (decision 0050). */
async function poolOfRun(tx: DbOrTx, run: PayrollRunRow, adjustments: readonly PayrollRunAdjustmentRow[]) {
  if (run.kind !== 'off_cycle') {
    return payrollPool(tx, { employerKey: run.employerKey, partnerId: run.partnerId, through: run.periodEnd });
  }
  const chosen = [...new Set(adjustments.map((a) => a.contractorId))];
  const items =
    run.offCycleReason === 'final_paycheck'
      ? (
          await payrollPool(tx, { employerKey: run.employerKey, partnerId: run.partnerId, through: run.payDate })
        ).filter((i) => chosen.includes(i.contractorId))
      : [];
  const withItems = new Set(items.map((i) => i.contractorId));
  const anchors = await offCycleAnchors(tx, {
    partnerId: run.partnerId,
    contractorIds: chosen.filter((c) => !withItems.has(c)),
    checkDate: run.payDate,
  });
  return [...items, ...anchors];
}

/**
 * Everything a run's preview is figured from, read once each inside the command's transaction: the pool of
 * items, exclusions and one-off edits, the workers' W-4s, year-to-date, employer rates and standing
 * deductions and benefits — and their fingerprint, the SHA-256 of all of it (decision 0071).
 */
async function previewInputsOf(tx: DbOrTx, run: PayrollRunRow) {
  const calendar = await loadPayCalendar(tx, run.employerKey);
  const [excluded, adjustments] = await Promise.all([exclusionsOf(tx, run.id), adjustmentsOf(tx, run.id)]);
  const pool = await poolOfRun(tx, run, adjustments);
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
      // An off-cycle run follows what was paid on its own check date too (a regular run of that day).
      before: run.kind === 'off_cycle' ? nextDay(run.payDate) : run.payDate,
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
  const deductions = await loadRunDeductions(
    tx,
    workers.map((w) => w[0]!.contractorId),
    run.payDate,
  );
  const fingerprint = fingerprintOf({
    // Named, not a tuple: the fingerprint reads every array as a set of rows (see fingerprintOf).
    run: {
      kind: run.kind,
      payDate: run.payDate,
      periodEnd: run.periodEnd,
      offCycleReason: run.offCycleReason,
      grossUp: run.grossUp,
      skipRecurringDeductions: run.skipRecurringDeductions,
    },
    frequency: calendar.frequency,
    excluded: excluded.map((e) => e.contractorId),
    adjustments,
    pool,
    w4s,
    ytds,
    rates: new Map(rates),
    deductions,
  });
  return { calendar, adjustments, pool, workers, personKeyOf, w4s, ytds, rates, deductions, fingerprint };
}

/**
 * The SHA-256 of a value's JSON made canonical, so equal inputs hash alike whatever order they were read in:
 * object keys and Map entries sorted by key, and every array (and Set) sorted as a set of rows — by `id` where
 * its elements have one, then by their canonical JSON — since rows that tie on the query's ORDER BY (inserted
 * in one statement) may come back either way (decision 0071). An array's order is therefore never part of
 * the fingerprint: pass a positional tuple as an object with named keys.
 */
export function fingerprintOf(value: unknown): string {
  const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';
  const rowKey = (v: unknown) =>
    `${v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : ''}\u0000${json(v)}`;
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rows = (xs: unknown[]) =>
    xs
      .map(canon)
      .map((x) => [rowKey(x), x] as const)
      .sort(([a], [b]) => byKey(a, b))
      .map(([, x]) => x);
  function canon(v: unknown): unknown {
    if (v instanceof Map) return [...v].map(([k, x]) => [String(k), canon(x)] as const).sort(([a], [b]) => byKey(a, b));
    if (v instanceof Set) return rows([...v]);
    if (v instanceof Date) return v.toISOString();
    if (Decimal.isDecimal(v)) return v.toString();
    if (Array.isArray(v)) return rows(v);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canon((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  }
  return createHash('sha256')
    .update(JSON.stringify(canon(value)))
    .digest('hex');
}

/**
 * Figures the run's preview afresh (inside the command's transaction, the run locked): every worker through
 * the engine, the previous preview replaced whole, the fingerprint of its inputs kept with it.
 */
export async function recomputePreview(tx: DbOrTx, run: PayrollRunRow, now: Date) {
  const { calendar, adjustments, workers, personKeyOf, w4s, ytds, rates, deductions, fingerprint } =
    await previewInputsOf(tx, run);
  const ctx: RunContext = {
    employerKey: run.employerKey,
    partnerId: run.partnerId,
    checkDate: run.payDate,
    frequency: calendar.frequency,
    personKeyOf,
    w4s,
    ytds,
    employerRates: new Map(rates),
    adjustments: groupBy(adjustments, (a) => a.contractorId),
    deductions,
  };
  const offCycle =
    run.kind === 'off_cycle' && run.offCycleReason ? { reason: run.offCycleReason, grossUp: run.grossUp } : null;
  const rows = offCycle
    ? workers.map((items) => offCyclePaycheck(offCycleContext(ctx, offCycle), items, offCycle))
    : workers.map((items) => workerPaycheck(ctx, items));
  await deletePreview(tx, run.id);
  await insertPaychecks(
    tx,
    rows.map((r) => ({ ...r, paycheck: { ...r.paycheck, payrollRunId: run.id } })),
  );
  const t = runTotals(rows);
  await updateRun(tx, run.id, { ...t, previewedAt: now, previewInputs: fingerprint });
}

export const STALE_PREVIEW_MESSAGE = 'The preview is out of date: recompute before approving';

/**
 * Refuses (409) a run whose preview no longer matches what it would be figured from now (decision 0071).
 * A run previewed before fingerprints were kept has none, and is held to the item check alone.
 */
async function mustHaveFreshPreview(tx: DbOrTx, run: PayrollRunRow) {
  if (run.previewInputs === null) return;
  const { fingerprint } = await previewInputsOf(tx, run);
  if (fingerprint !== run.previewInputs) throw conflict(STALE_PREVIEW_MESSAGE);
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
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
      // A pay day on a weekend or bank holiday pays the banking day before (decision 0059).
      payDate: bankingDayOnOrBefore(period.pay_date),
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

/**
 * Figures a pre-draft or pending run again (a pending run whose preview went stale is recomputed in place,
 * so the approver approves what is shown; one that can no longer be submitted goes back to pre-draft).
 */
export async function recomputePayrollRun(deps: AppDeps, p: Principal, id: string, ip: string) {
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pre_draft', 'pending']);
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'payroll_run_previewed', entityType: 'payroll_run', entityId: id });
    if (run.status === 'pending') {
      const after = (await lockPayrollRun(tx, id))!;
      if (after.refusedCount > 0 || after.workerCount === 0) {
        await updateRun(tx, id, { status: 'pre_draft' });
        await auditAs(tx, p, ip, { action: 'payroll_run_reopened', entityType: 'payroll_run', entityId: id });
      }
    }
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
  const [lines, items, links, transfers] = await Promise.all([
    linesOf(db, id),
    itemsOf(db, id),
    correctionLinksOf(db, id),
    transfersOfPaycheck(db, id),
  ]);
  const c = row.paycheck;
  const fallbackOf = await fallbacksOf(db, transfers);
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
    reversal_of_id: c.reversalOfId,
    void_reason: c.voidReason,
    reversed_by_id: links.reversedById,
    reissue_of_id: c.reissueOfId,
    reissued_by_id: links.reissuedById,
    transfers: transfers.map((x) => ({
      id: x.id,
      method: x.method,
      status: x.status,
      amount: x.amount,
      account_last4: x.accountLast4,
      return_code: x.returnCode,
      resent_from_id: x.resentFromId,
      created_at: x.createdAt.toISOString(),
      fallback: fallbackOf(x),
    })),
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
  await mustBeFundable(deps.db, seen.run);
  // A stale preview is told before any code is mailed, and again under the run's lock below.
  await mustHaveFreshPreview(deps.db, seen.run);
  await verify();
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    const run = await runForCommand(tx, p, id, ['pending']);
    await mustHaveFreshPreview(tx, run);
    // Again under the run's lock: a funding debit returned meanwhile holds it too (decision 0113).
    await mustBeFundable(tx, run);
    const late = today > fundingDeadlineOf(run.payDate);
    const payDate = late ? earliestPayDateAfter(today) : run.payDate;
    // The items taken and their timesheets locked for payroll, in one statement.
    const { linked, taken } = await takeRunItems(tx, id, now);
    if (taken !== linked) {
      throw conflict(`${STALE_PREVIEW_MESSAGE} (some of its time was taken or changed since)`);
    }
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

/** A period's liabilities per employer, from the runs the caller reads (by the paychecks' check dates). */
export async function periodTaxLiabilities(
  db: DbOrTx,
  p: Principal,
  q: { from: string; to: string; partner_id?: string | undefined },
): Promise<PeriodTaxLiabilities> {
  const rows = await taxLinesOfPeriod(db, {
    scope: payrollRunScope(p, db),
    from: q.from,
    to: q.to,
    partnerId: q.partner_id,
  });
  const employers = groupBy(rows, (r) => r.employerKey);
  return {
    from: q.from,
    to: q.to,
    employers: [...employers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([employerKey, lines]) => ({ employer_key: employerKey, ...liabilitiesFrom(lines) })),
    note: LIABILITIES_NOTE,
  };
}

/** The pay stub PDF of a paycheck the caller may read (a contractor its own, once its run is approved). */
export async function paycheckPdf(deps: AppDeps, p: Principal, id: string) {
  const stub = await paycheckDetail(deps.db, p, id);
  const extra = await employerKeyOfPaycheck(deps.db, id);
  const identity = extra ? await employerIdentityFor(deps, extra.employerKey) : null;
  const bytes = await renderPayStubPdf(stub, {
    employerName: identity?.legalName ?? stub.partner.name,
    paidBy: paidByText(
      stub.transfers.map((t) => ({
        id: t.id,
        method: t.method,
        status: t.status,
        amount: t.amount,
        accountLast4: t.account_last4,
        returnCode: t.return_code,
        resentFromId: t.resent_from_id,
        fallback: t.fallback,
      })),
    ),
  });
  const name = stub.contractor.name.replace(/[^A-Za-z0-9]+/g, '-');
  return { filename: `pay-stub-${stub.check_date}-${name}.pdf`, contentType: 'application/pdf', bytes };
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
    // An off-cycle run's workers are those chosen for it; a regular run's, those with pay in its pool.
    const pool =
      run.kind === 'off_cycle'
        ? await adjustmentsOf(tx, id)
        : await payrollPool(tx, { employerKey: run.employerKey, partnerId: run.partnerId, through: run.periodEnd });
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
