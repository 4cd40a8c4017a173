/**
 * Cancelling a pending or approved time off request. An approved one's entries become rejected ("Time
 * off request cancelled") so the ledger reverses their pay and bill items, and the usage is given back;
 * once payroll or billing has taken any of its days, it can no longer be cancelled.
 */
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import type { Tx } from '../../db/client.js';
import { recomputeTimeLedger } from '../ledger/ledger.service.js';
import { mayCancelTimeOff } from './pto.policy.js';
import { syncPtoAccruals } from './pto-accruals.service.js';
import { returnUsage } from './time-off-balance.service.js';
import { lockRequestEntries, rejectEntries } from './time-off-entries.repository.js';
import { lockRequest, setRequestStatus } from './time-off.repository.js';
import { getTimeOffRequest, visibleRequestOr404 } from './time-off.service.js';

const LOCKED_DAYS = 'Payroll or billing has already taken some of these days; the request can no longer be cancelled';

/** Rejects the approved request's entries still standing and gives its usage back; returns those entries. */
async function undoApproval(tx: Tx, p: Principal, id: string): Promise<string[]> {
  const entries = await lockRequestEntries(tx, id);
  if (entries.some((e) => e.payroll || e.invoiced)) throw conflict(LOCKED_DAYS);
  const ids = entries.filter((e) => e.status !== 'rejected').map((e) => e.id);
  if (ids.length > 0) {
    await rejectEntries(tx, ids, 'Time off request cancelled', p.userId, new Date());
    await recomputeTimeLedger(tx, ids, { actorUserId: p.userId, reason: 'Time off cancelled' });
    await syncPtoAccruals(tx, ids, p.userId);
  }
  await returnUsage(tx, id, p.userId);
  return ids;
}

export async function cancelTimeOffRequest(deps: AppDeps, p: Principal, id: string, ip: string) {
  await visibleRequestOr404(deps.db, p, id);
  if (!mayCancelTimeOff(p)) throw forbidden('Your role may not cancel time off requests');
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'pending' && row.status !== 'approved') throw conflict(`This request is already ${row.status}`);
    const ids = row.status === 'approved' ? await undoApproval(tx, p, id) : [];
    await setRequestStatus(tx, id, {
      status: 'cancelled',
      ...(row.status === 'pending' && { decidedBy: p.userId, decidedAt: new Date() }),
    });
    await auditAs(tx, p, ip, {
      action: 'time_off_cancelled',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { was: row.status, timesheet_ids: ids },
    });
  });
  return getTimeOffRequest(deps.db, p, id);
}
