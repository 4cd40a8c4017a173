/** Creating, changing and ending assignments: one transaction per command, audited. */
import {
  rateVisibility,
  seesMargin,
  type AssignmentCreate,
  type AssignmentEnd,
  type AssignmentUpdate,
  type AssignmentView,
  type CurrentPlacement,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { loadBurdenBook } from '../rates/employer-burden.js';
import { loadSettings, multipliersFor } from '../rates/rate-settings.js';
import { startBlockers } from '../screenings/screenings.service.js';
import type { Principal } from '../../lib/principal.js';
import { resolveAssignmentRefs } from './assignment-references.js';
import { burdenScopeOf, currentRateRow, ratesDateOf, toAssignmentView, visibleRates } from './assignment-view.js';
import {
  assertMayManageAssignment,
  assertMayWriteAssignments,
  mayChangeProcessingStatus,
} from './assignments.policy.js';
import {
  findVisibleAssignment,
  listAssignmentRows,
  openAssignmentRowsOf,
  ratesOf,
  type AssignmentListFilter,
  type AssignmentRateRow,
} from './assignments.repository.js';
import { insertAssignment, insertAssignmentRate, updateAssignmentRow } from './assignment-writes.repository.js';
import { buildRateValues, rateColumns, rowValues } from './rate-input.js';
import { todayIso } from './today.js';

/** For the assignment-rates module: the assignment the caller may see, and its rate rows. */
export { findVisibleAssignment, ratesOf, type AssignmentRateRow };

/** The assignment as the caller sees it, read inside the command's transaction. */
export async function assignmentViewOf(db: DbOrTx, p: Principal, id: string, today: string): Promise<AssignmentView> {
  const row = await findVisibleAssignment(db, p, id);
  if (!row) throw notFound();
  const v = rateVisibility(p.subject);
  // The employer's tax rates are read only for a caller who sees the margin they feed.
  const scopes = seesMargin(v) ? [burdenScopeOf(row, today)] : [];
  const [rates, book] = await Promise.all([ratesOf(db, [id]), loadBurdenBook(db, scopes)]);
  return toAssignmentView(row, rates, v, book, today);
}

/**
 * A page of assignments as the caller sees them: the rows, then every rate row of the page in one
 * query and the settings and employers' tax rates once, matched to their assignment by id (never a query per row).
 */
export async function listAssignmentViews(db: DbOrTx, p: Principal, f: AssignmentListFilter, today: string) {
  const { rows, ...page } = await listAssignmentRows(db, p, f);
  const v = rateVisibility(p.subject);
  const scopes = seesMargin(v) ? rows.map((r) => burdenScopeOf(r, today)) : [];
  const [rates, book] = await Promise.all([
    ratesOf(
      db,
      rows.map((r) => r.assignment.id),
    ),
    loadBurdenBook(db, scopes),
  ]);
  const ratesByAssignment = new Map<string, AssignmentRateRow[]>();
  for (const r of rates) {
    const own = ratesByAssignment.get(r.assignmentId);
    if (own) own.push(r);
    else ratesByAssignment.set(r.assignmentId, [r]);
  }
  return {
    rows: rows.map((row) => toAssignmentView(row, ratesByAssignment.get(row.assignment.id) ?? [], v, book, today)),
    ...page,
  };
}

/**
 * Each contractor's current placement as the caller sees it (the contractors list, issue 16): the live one, else
 * the next pending one, with its rates in effect today (or at its start) on the sides the caller may see. Two
 * queries for the whole page, never one per contractor.
 */
export async function currentPlacementsOf(
  db: DbOrTx,
  p: Principal,
  contractorIds: readonly string[],
  today: string,
): Promise<Map<string, CurrentPlacement>> {
  const current = new Map<string, Awaited<ReturnType<typeof openAssignmentRowsOf>>[number]>();
  for (const row of await openAssignmentRowsOf(db, p, contractorIds)) {
    if (!current.has(row.assignment.contractorId)) current.set(row.assignment.contractorId, row);
  }
  const v = rateVisibility(p.subject);
  const rates = await ratesOf(
    db,
    [...current.values()].map((r) => r.assignment.id),
  );
  const placements = new Map<string, CurrentPlacement>();
  for (const [contractorId, row] of current) {
    const a = row.assignment;
    const own = rates.filter((r) => r.assignmentId === a.id);
    const shown = visibleRates(currentRateRow(own, ratesDateOf(a.startDate, today)), v);
    placements.set(contractorId, {
      id: a.id,
      job_title: row.job.title,
      client: { id: a.clientId, name: row.clientName },
      status: a.status as CurrentPlacement['status'],
      start_date: a.startDate,
      ...(v.pay && { pay_rate: shown.pay_rate ?? null }),
      ...(v.bill && { bill_rate: shown.bill_rate ?? null }),
    });
  }
  return placements;
}

export async function createAssignment(deps: AppDeps, p: Principal, body: AssignmentCreate, ip: string) {
  assertMayWriteAssignments(p);
  return deps.db.transaction(async (tx) => {
    const refs = await resolveAssignmentRefs(tx, p, body);
    const settings = await loadSettings(tx);
    const values = buildRateValues(body.rates, {
      principal: p,
      visibility: rateVisibility(p.subject),
      salaried: refs.job.salaried,
      multipliers: multipliersFor(settings, {
        date: body.start_date,
        partnerId: refs.partnerId,
        region: refs.workLocationState,
        workersCompCode: null,
      }),
      base: rowValues(undefined),
      requireBase: true,
      loc: ['body', 'rates'],
    });
    const id = await insertAssignment(tx, {
      partnerId: refs.partnerId,
      clientId: body.client_id,
      contractorId: body.contractor_id,
      jobId: body.job_id,
      workLocationId: body.work_location_id,
      endClientId: body.end_client_id,
      departmentId: body.department_id,
      startDate: body.start_date,
      endDate: body.end_date,
      createdBy: p.userId,
    });
    await insertAssignmentRate(tx, {
      assignmentId: id,
      effectiveDate: body.start_date,
      ...rateColumns(values),
      reason: 'Start rate',
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'assignment_created',
      entityType: 'assignment',
      entityId: id,
      metadata: { partner_id: refs.partnerId, client_id: body.client_id, contractor_id: body.contractor_id },
    });
    return assignmentViewOf(tx, p, id, todayIso(deps.clock.now()));
  });
}

const PENDING_ONLY = ['client_id', 'contractor_id', 'job_id', 'work_location_id', 'start_date', 'rates'] as const;

export async function updateAssignment(deps: AppDeps, p: Principal, id: string, changes: AssignmentUpdate, ip: string) {
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleAssignment(tx, p, id);
    if (!current) throw notFound();
    assertMayWriteAssignments(p);
    const a = current.assignment;
    if (a.status === 'ended') throw conflict('An ended assignment cannot change');
    const locked = PENDING_ONLY.filter((f) => changes[f] !== undefined);
    if (a.status !== 'pending' && locked.length > 0)
      throw unprocessable(
        locked.map((f) => ({
          loc: ['body', f],
          msg: 'Only a pending assignment changes this; change rates from a date instead',
        })),
      );
    if (changes.status === 'pending' && a.status === 'live')
      throw unprocessable([{ loc: ['body', 'status'], msg: 'A live assignment cannot go back to pending' }]);
    if (
      (changes.processing_status !== undefined || changes.processing_status_message !== undefined) &&
      !mayChangeProcessingStatus(p)
    )
      throw forbidden('Only platform staff set the processing status');
    const merged = {
      client_id: changes.client_id ?? a.clientId,
      contractor_id: changes.contractor_id ?? a.contractorId,
      job_id: changes.job_id ?? a.jobId,
      work_location_id: changes.work_location_id ?? a.workLocationId,
      end_client_id: changes.end_client_id !== undefined ? changes.end_client_id : a.endClientId,
      department_id: changes.department_id !== undefined ? changes.department_id : a.departmentId,
    };
    const startDate = changes.start_date ?? a.startDate;
    const endDate = changes.end_date !== undefined ? changes.end_date : a.endDate;
    if (endDate && endDate < startDate)
      throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The end date must not be before the start date' }]);
    const refs = await resolveAssignmentRefs(tx, p, merged);
    // Starting (pending → live) waits for the screenings and licenses the client or job requires (decision 0073).
    if (changes.status === 'live' && a.status === 'pending') {
      const blockers = await startBlockers(
        tx,
        { clientId: merged.client_id, jobId: merged.job_id, contractorId: merged.contractor_id },
        todayIso(deps.clock.now()),
      );
      if (blockers.length > 0) throw unprocessable(blockers.map((msg) => ({ loc: ['body', 'status'], msg })));
    }
    await updateAssignmentRow(tx, id, {
      partnerId: refs.partnerId,
      clientId: merged.client_id,
      contractorId: merged.contractor_id,
      jobId: merged.job_id,
      workLocationId: merged.work_location_id,
      endClientId: merged.end_client_id,
      departmentId: merged.department_id,
      startDate,
      endDate,
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.processing_status !== undefined && { processingStatus: changes.processing_status }),
      ...(changes.processing_status_message !== undefined && {
        processingStatusMessage: changes.processing_status_message,
      }),
    });
    // A pending assignment's start rates change as a new row on the (new) start date: never an edit.
    const startMoved = changes.start_date !== undefined && changes.start_date !== a.startDate;
    if (changes.rates !== undefined || startMoved) {
      const rates = await ratesOf(tx, [id]);
      const settings = await loadSettings(tx);
      const values = buildRateValues(changes.rates ?? {}, {
        principal: p,
        visibility: rateVisibility(p.subject),
        salaried: refs.job.salaried,
        multipliers: multipliersFor(settings, {
          date: startDate,
          partnerId: refs.partnerId,
          region: refs.workLocationState,
          workersCompCode: null,
        }),
        base: rowValues(currentRateRow(rates, startDate)),
        requireBase: false,
        loc: ['body', 'rates'],
      });
      await insertAssignmentRate(tx, {
        assignmentId: id,
        effectiveDate: startDate,
        ...rateColumns(values),
        reason: 'Start rate (edited)',
        createdBy: p.userId,
      });
    }
    await auditAs(tx, p, ip, {
      action: 'assignment_updated',
      entityType: 'assignment',
      entityId: id,
      metadata: { fields: Object.keys(changes) },
    });
    return assignmentViewOf(tx, p, id, todayIso(deps.clock.now()));
  });
}

/** Ending is idempotent: an assignment already ended answers as it is. */
export async function endAssignment(deps: AppDeps, p: Principal, id: string, body: AssignmentEnd, ip: string) {
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleAssignment(tx, p, id);
    if (!current) throw notFound();
    assertMayManageAssignment(p);
    const a = current.assignment;
    if (a.status === 'ended') return assignmentViewOf(tx, p, id, todayIso(deps.clock.now()));
    if (body.end_date < a.startDate)
      throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The end date must not be before the start date' }]);
    await updateAssignmentRow(tx, id, { status: 'ended', endDate: body.end_date, endedReason: body.reason });
    await auditAs(tx, p, ip, {
      action: 'assignment_ended',
      entityType: 'assignment',
      entityId: id,
      metadata: { end_date: body.end_date, reason: body.reason },
    });
    return assignmentViewOf(tx, p, id, todayIso(deps.clock.now()));
  });
}
