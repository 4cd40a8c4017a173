/**
 * POST /v2/time_off_requests/bulk (decision 0109): approve or reject the chosen requests (one reason
 * for all), all or nothing in one transaction like the timesheets' bulk. Each row is decided by the
 * single-row writes: only a pending request is decided, and an approval draws its PTO balance.
 */
import type { BulkDecisionBody, BulkDecisionResult } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { assertAllFound, decideEach, distinctIds } from '../../lib/bulk-decision.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayDecideTimeOff } from './pto.policy.js';
import { writeApproval, writeRejection } from './time-off-decision.service.js';
import { findVisibleRequests, lockRequests, type JoinedRequest } from './time-off.repository.js';

const labelOf = (j: JoinedRequest) =>
  `${j.firstName} ${j.lastName}, ${j.row.startDate} to ${j.row.endDate} (request ${j.row.id})`;

export async function decideTimeOffRequests(
  deps: AppDeps,
  p: Principal,
  body: BulkDecisionBody,
  ip: string,
): Promise<BulkDecisionResult> {
  const ids = distinctIds(body.ids);
  return deps.db.transaction(async (tx) => {
    const seen = await findVisibleRequests(tx, p, ids);
    assertAllFound(ids, new Set(seen.map((j) => j.row.id)), 'request');
    if (!mayDecideTimeOff(p)) throw forbidden('Your role may not decide time off requests');
    const labels = new Map(seen.map((j) => [j.row.id, labelOf(j)]));
    const rows = (await lockRequests(tx, ids)).map((locked) => ({
      id: locked.id,
      label: labels.get(locked.id)!,
      status: locked.status,
      locked,
    }));
    return decideEach(body.action, rows, async ({ locked }) => {
      if (locked.status !== 'pending') throw conflict(`This request is already ${locked.status}`);
      if (body.action === 'approve') await writeApproval(tx, p, locked, { ip, note: null });
      else await writeRejection(tx, p, locked, body.reason!, ip);
    });
  });
}
