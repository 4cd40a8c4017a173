/**
 * Rate history and rate changes. A change is a new effective-dated row, never an edit; the caller
 * sends the side it sees and the rest carries over from the rates in effect on that date.
 */
import { rateVisibility, type AssignmentRateCreate, type AssignmentRateView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { currentRateRow, ratesDateOf, visibleRates } from '../assignments/assignment-view.js';
import { assertMayManageAssignment } from '../assignments/assignments.policy.js';
import { findVisibleAssignment, ratesOf, type AssignmentRateRow } from '../assignments/assignments.service.js';
import { buildRateValues, rateColumns, rowValues } from '../assignments/rate-input.js';
import { todayIso } from '../assignments/today.js';
import { loadSettings, multipliersFor } from '../rates/rate-settings.js';
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { approvedTimeThrough, insertRateRow, userNamesOf } from './assignment-rates.repository.js';

function toView(
  r: AssignmentRateRow,
  p: Principal,
  currentId: string | undefined,
  names: Map<string, string>,
): AssignmentRateView {
  return {
    id: r.id,
    assignment_id: r.assignmentId,
    effective_date: r.effectiveDate,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy ? { id: r.createdBy, name: names.get(r.createdBy) ?? '' } : null,
    current: r.id === currentId,
    ...visibleRates(r, rateVisibility(p.subject)),
  };
}

export async function listAssignmentRates(db: DbOrTx, p: Principal, assignmentId: string, today: string) {
  const a = await findVisibleAssignment(db, p, assignmentId);
  if (!a) throw notFound();
  const rows = await ratesOf(db, [assignmentId]);
  const current = currentRateRow(rows, ratesDateOf(a.assignment.startDate, today));
  const names = await userNamesOf(db, [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))]);
  return rows.map((r) => toView(r, p, current?.id, names));
}

export async function createAssignmentRate(deps: AppDeps, p: Principal, body: AssignmentRateCreate, ip: string) {
  return deps.db.transaction(async (tx) => {
    const found = await findVisibleAssignment(tx, p, body.assignment_id);
    if (!found) throw notFound();
    assertMayManageAssignment(p);
    const a = found.assignment;
    if (a.status === 'ended') throw conflict('An ended assignment keeps its rates');
    if (body.effective_date < a.startDate)
      throw unprocessable([
        { loc: ['body', 'effective_date'], msg: `Rates can change from the start date (${a.startDate}) on` },
      ]);
    // Approved time was paid and billed at the rates of its day: a change may only start after it.
    const approvedThrough = await approvedTimeThrough(tx, a.id);
    if (approvedThrough && body.effective_date <= approvedThrough)
      throw conflict(`Time is approved through ${approvedThrough}; a rate change must start after that day`);
    const { assignment_id: _id, effective_date: date, reason, ...input } = body;
    if (Object.keys(input).length === 0) throw unprocessable([{ loc: ['body'], msg: 'Change at least one rate' }]);
    const rows = await ratesOf(tx, [a.id]);
    const settings = await loadSettings(tx);
    const values = buildRateValues(input, {
      principal: p,
      visibility: rateVisibility(p.subject),
      salaried: found.job.salaried,
      multipliers: multipliersFor(settings, {
        date,
        partnerId: a.partnerId,
        region: found.workLocation.state,
        workersCompCode: null,
      }),
      base: rowValues(currentRateRow(rows, date)),
      requireBase: false,
      loc: ['body'],
    });
    const row = await insertRateRow(tx, {
      assignmentId: a.id,
      effectiveDate: date,
      ...rateColumns(values),
      reason,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'assignment_rate_created',
      entityType: 'assignment',
      entityId: a.id,
      metadata: { assignment_rate_id: row.id, effective_date: date, fields: Object.keys(input) },
    });
    const current = currentRateRow([...rows, row], ratesDateOf(a.startDate, todayIso(deps.clock.now())));
    return toView(row, p, current?.id, await userNamesOf(tx, [p.userId]));
  });
}
