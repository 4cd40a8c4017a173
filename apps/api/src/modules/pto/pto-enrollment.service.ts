/** Enrolling contractors into a PTO rule (accrual starts at the enrollment's start date) and unenrolling them. */
import type { PtoEnrollmentCreate, PtoEnrollmentView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { mayEnrollInRule } from './pto.policy.js';
import {
  deleteEnrollment,
  findVisibleContractor,
  findVisibleEnrollment,
  insertEnrollment,
  listEnrollmentViews,
} from './pto-enrollments.repository.js';
import { visibleRuleOr404 } from './pto-rules.service.js';

export async function listEnrollments(db: DbOrTx, p: Principal, ruleId: string): Promise<PtoEnrollmentView[]> {
  await visibleRuleOr404(db, p, ruleId);
  return listEnrollmentViews(db, p, ruleId);
}

/** A contractor the caller sees, into an active rule; a partner's rule takes only that partner's contractors. */
export async function enrollContractor(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  body: PtoEnrollmentCreate,
  ip: string,
): Promise<PtoEnrollmentView> {
  const rule = await visibleRuleOr404(deps.db, p, ruleId);
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not enrol contractors in this rule');
  if (!rule.row.active) throw conflict('This PTO rule is inactive');
  const contractor = await findVisibleContractor(deps.db, p, body.contractor_id);
  if (!contractor || (rule.row.partnerId !== null && contractor.partnerId !== rule.row.partnerId))
    throw unprocessable([{ loc: ['body', 'contractor_id'], msg: 'Unknown contractor for this rule' }]);
  try {
    await deps.db.transaction(async (tx) => {
      const enrollmentId = await insertEnrollment(tx, {
        ptoRuleId: ruleId,
        contractorId: contractor.id,
        startDate: body.start_date,
      });
      await auditAs(tx, p, ip, {
        action: 'pto_enrollment_created',
        entityType: 'pto_rule',
        entityId: ruleId,
        metadata: { enrollment_id: enrollmentId, contractor_id: contractor.id, start_date: body.start_date },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('This contractor is already enrolled in this rule');
    throw err;
  }
  const all = await listEnrollmentViews(deps.db, p, ruleId);
  return all.find((e) => e.contractor.id === contractor.id)!;
}

/** Unenrolling stops accrual; the ledger (and so the balance) stays. */
export async function unenrollContractor(
  deps: AppDeps,
  p: Principal,
  ruleId: string,
  enrollmentId: string,
  ip: string,
) {
  const rule = await visibleRuleOr404(deps.db, p, ruleId);
  const enrollment = await findVisibleEnrollment(deps.db, p, ruleId, enrollmentId);
  if (!enrollment) throw notFound();
  if (!mayEnrollInRule(p, rule.row.partnerId)) throw forbidden('Your role may not change enrollments in this rule');
  await deps.db.transaction(async (tx) => {
    await deleteEnrollment(tx, enrollmentId);
    await auditAs(tx, p, ip, {
      action: 'pto_enrollment_deleted',
      entityType: 'pto_rule',
      entityId: ruleId,
      metadata: { enrollment_id: enrollmentId, contractor_id: enrollment.contractorId },
    });
  });
}
