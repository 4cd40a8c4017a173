/**
 * Who changes benefits (decision 0052). The platform's plans: admins. A partner's plans: an admin for any
 * partner, the partner's own users (who see payroll) for theirs. Enrollment: an admin in any plan; a
 * partner's users their own workers in their own plans. Dependents: the enrolled contractor, and whoever
 * may enroll that worker. eor staff read only.
 */
import { forbidden, unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

const isAdmin = (p: Principal) => p.userType === 'admin';

export function mustManageEorPlans(p: Principal): void {
  if (!isAdmin(p)) throw forbidden("Only an admin manages the platform's benefit plans");
}

export function mustManagePartnerPlansOf(p: Principal, partnerId: string): void {
  if (isAdmin(p)) return;
  if (p.userType !== 'partner' || p.partnerId !== partnerId)
    throw forbidden('Only the partner or an admin manages its plans');
}

/** The partner a new partner plan belongs to: staff name it, a partner's users make their own. */
export function partnerOfNewPlan(p: Principal, requested: string | undefined): string {
  if (p.userType === 'partner') return p.partnerId!;
  if (!isAdmin(p)) throw forbidden('Only the partner or an admin manages its plans');
  if (!requested) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner offering the plan' }]);
  return requested;
}

export function mayEnroll(
  p: Principal,
  workerPartnerId: string,
  plan: { source: 'eor' | 'partner'; partnerId: string | null },
) {
  if (isAdmin(p)) return true;
  return (
    p.userType === 'partner' &&
    p.partnerId === workerPartnerId &&
    plan.source === 'partner' &&
    plan.partnerId === workerPartnerId
  );
}

export function mustEnroll(
  p: Principal,
  workerPartnerId: string,
  plan: { source: 'eor' | 'partner'; partnerId: string | null },
) {
  if (!mayEnroll(p, workerPartnerId, plan)) {
    throw forbidden('Only an admin, or the partner for its own plans, enrolls workers');
  }
}

export function mayEditDependents(p: Principal, e: { contractorId: string; partnerId: string }): boolean {
  if (p.userType === 'contractor') return p.contractorId === e.contractorId;
  if (isAdmin(p)) return true;
  return p.userType === 'partner' && p.partnerId === e.partnerId;
}

export function mustEditDependents(p: Principal, e: { contractorId: string; partnerId: string }): void {
  if (!mayEditDependents(p, e)) throw forbidden('Only the worker, its partner or an admin changes its dependents');
}

/** Staff see which partner each row belongs to. */
export const seesPartners = isStaff;
