/** Recording worker classification assessments: the recommendation is computed here, never sent by the caller. */
import {
  OVERRIDE_NOTES_MESSAGE,
  recommendClassification,
  type WorkerClassificationCreate,
  type WorkerClassificationUpdate,
  type WorkerClassificationView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { namedPartner } from '../../lib/reference-rows.js';
import { actsForOwnPartner, type Principal } from '../../lib/principal.js';
import {
  findAssessableContractor,
  findVisibleClassification,
  insertClassification,
  toClassificationView,
  updateClassificationRow,
  type StoredAssessment,
} from './worker-classifications.repository.js';
import { choosesAssessmentPartner } from './worker-classifications.policy.js';

async function ownersOf(deps: AppDeps, p: Principal, body: WorkerClassificationCreate) {
  if (body.partner_id && !choosesAssessmentPartner(p)) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Only platform staff choose the partner' }]);
  }
  const contractor = body.contractor_id ? await findAssessableContractor(deps.db, p, body.contractor_id) : undefined;
  if (body.contractor_id && !contractor)
    throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'Unknown contractor' }]);
  const workerName = body.worker_name ?? `${contractor!.firstName} ${contractor!.lastName}`;
  if (actsForOwnPartner(p)) return { partnerId: p.partnerId!, workerName };
  if (contractor) {
    if (body.partner_id && body.partner_id !== contractor.partnerId) {
      throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'This contractor belongs to another partner' }]);
    }
    return { partnerId: contractor.partnerId, workerName };
  }
  return { partnerId: await namedPartner(deps.db, body.partner_id), workerName };
}

const assessmentOf = (answers: WorkerClassificationCreate['answers']): StoredAssessment => ({
  version: 1,
  answers,
  recommendation: recommendClassification(answers),
});

export async function createClassification(
  deps: AppDeps,
  p: Principal,
  body: WorkerClassificationCreate,
  ip: string,
): Promise<WorkerClassificationView> {
  const owners = await ownersOf(deps, p, body);
  const assessment = assessmentOf(body.answers);
  return deps.db.transaction(async (tx) => {
    const id = await insertClassification(tx, {
      partnerId: owners.partnerId,
      contractorId: body.contractor_id,
      workerName: owners.workerName,
      answers: assessment,
      result: body.result,
      notes: body.notes,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'worker_classification_created',
      entityType: 'worker_classification',
      entityId: id,
      metadata: {
        partner_id: owners.partnerId,
        result: body.result,
        recommendation: assessment.recommendation.recommendation,
      },
    });
    return toClassificationView((await findVisibleClassification(tx, p, id))!);
  });
}

export async function updateClassification(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: WorkerClassificationUpdate,
  ip: string,
): Promise<WorkerClassificationView> {
  const visible = await findVisibleClassification(deps.db, p, id);
  if (!visible) throw notFound();
  const current = toClassificationView(visible);
  const assessment = changes.answers ? assessmentOf(changes.answers) : (visible.row.answers as StoredAssessment);
  const result = changes.result ?? current.result;
  const notes = changes.notes !== undefined ? changes.notes : current.notes;
  if (assessment.recommendation.recommendation !== result && !notes) {
    throw unprocessable([{ loc: ['body', 'notes'], msg: OVERRIDE_NOTES_MESSAGE }]);
  }
  return deps.db.transaction(async (tx) => {
    await updateClassificationRow(tx, id, {
      ...(changes.worker_name !== undefined && { workerName: changes.worker_name }),
      ...(changes.answers !== undefined && { answers: assessment }),
      result,
      notes,
    });
    await auditAs(tx, p, ip, {
      action: 'worker_classification_updated',
      entityType: 'worker_classification',
      entityId: id,
      metadata: { fields: Object.keys(changes), result },
    });
    return toClassificationView((await findVisibleClassification(tx, p, id))!);
  });
}
