/** Creating and changing jobs: field rules checked first, one audited transaction per command. */
import type { JobCreate, JobUpdate, JobView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs, auditEdit } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { clientForUpdate, ownersForCreate } from '../../lib/reference-rows.js';
import type { Principal } from '../../lib/principal.js';
import { assertJobFieldsAllowed, assertMayManageJobs } from './jobs.policy.js';
import { findActiveWorkersCompCode, findVisibleJob, toJobView, insertJobRow, updateJobRow } from './jobs.repository.js';

async function assertCodeUsable(db: DbOrTx, id: string | null | undefined) {
  if (!id || (await findActiveWorkersCompCode(db, id))) return;
  throw unprocessable([{ loc: ['body', 'workers_comp_code_id'], msg: 'Unknown or archived workers comp code' }]);
}

export async function createJob(deps: AppDeps, p: Principal, body: JobCreate, ip: string): Promise<JobView> {
  assertMayManageJobs(p);
  assertJobFieldsAllowed(p, body);
  const owners = await ownersForCreate(deps.db, p, body);
  await assertCodeUsable(deps.db, body.workers_comp_code_id);
  return deps.db.transaction(async (tx) => {
    const id = await insertJobRow(tx, {
      ...owners,
      title: body.title,
      description: body.description,
      classification: body.classification,
      workersCompCodeId: body.workers_comp_code_id,
      salaried: body.salaried,
      isTravel: body.is_travel,
      active: body.active,
    });
    await auditAs(tx, p, ip, {
      action: 'job_created',
      entityType: 'job',
      entityId: id,
      metadata: { partner_id: owners.partnerId, classification: body.classification, salaried: body.salaried },
    });
    return toJobView((await findVisibleJob(tx, p, id))!);
  });
}

export async function updateJob(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: JobUpdate,
  ip: string,
): Promise<JobView> {
  const visible = await findVisibleJob(deps.db, p, id);
  if (!visible) throw notFound();
  assertMayManageJobs(p);
  assertJobFieldsAllowed(p, changes);
  await assertCodeUsable(deps.db, changes.workers_comp_code_id);
  if (changes.client_id !== undefined) await clientForUpdate(deps.db, p, visible.row.partnerId, changes.client_id);
  return deps.db.transaction(async (tx) => {
    const changed = await updateJobRow(tx, id, {
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.classification !== undefined && { classification: changes.classification }),
      ...(changes.workers_comp_code_id !== undefined && { workersCompCodeId: changes.workers_comp_code_id }),
      ...(changes.salaried !== undefined && { salaried: changes.salaried }),
      ...(changes.is_travel !== undefined && { isTravel: changes.is_travel }),
      ...(changes.client_id !== undefined && { clientId: changes.client_id }),
      ...(changes.active !== undefined && { active: changes.active }),
    });
    if (changed) await auditEdit(tx, p, 'job', id, changes, ip);
    return toJobView((await findVisibleJob(tx, p, id))!);
  });
}
