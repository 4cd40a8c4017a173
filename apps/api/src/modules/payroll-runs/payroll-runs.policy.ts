/**
 * Who reads and runs payroll (section 6 "see payroll"; decision 0047). Reading: staff every run, a
 * partner's users who see payroll their partner's runs. Running (create, recompute, exclude, submit): the
 * employer — an admin for any partner (the platform employs EOR workers), or the users of a self-employer
 * partner for its own; eor staff read only.
 */
import {
  canSeePayroll,
  isEmployer,
  NO_PARTNER_FLAGS,
  type AccessSubject,
  type FundingCollectionMethod,
  type Role,
} from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

/** The partner a command runs payroll for: staff name it, a partner's users run their own. */
export function partnerToRun(p: Principal, requested: string | undefined): string {
  if (!isEmployer(p.subject)) throw forbidden('Only the employer runs payroll: an admin, or a self-employer partner');
  if (isStaff(p)) {
    if (!requested)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner whose workers to pay' }]);
    return requested;
  }
  return p.partnerId!;
}

/** A run the caller may change: the employer's own (an admin any). */
export function mustRunPayrollOf(p: Principal, partnerId: string): void {
  if (!isEmployer(p.subject)) throw forbidden('Only the employer runs payroll: an admin, or a self-employer partner');
  if (!isStaff(p) && p.partnerId !== partnerId) throw forbidden('Only the employer runs payroll');
}

/**
 * The employer's payroll staff told about a worker's returned prenote: the platform's admins for a worker the
 * platform employs; for a self-employer partner's worker, that partner's users who see payroll.
 */
export function payrollStaffOf<U extends { isAdmin: boolean; role: string | null; partnerId: string | null }>(
  candidates: readonly U[],
  worker: { partnerId: string; selfEmployer: boolean },
): U[] {
  if (!worker.selfEmployer) return candidates.filter((u) => u.isAdmin);
  return candidates.filter((u) => {
    if (u.partnerId !== worker.partnerId) return false;
    const subject: AccessSubject = {
      userType: 'partner',
      role: u.role as Role | null,
      partner: { ...NO_PARTNER_FLAGS, self_employer: true },
      client: null,
      requiresW2Onboard: false,
    };
    return isEmployer(subject) && canSeePayroll(subject);
  });
}

/**
 * How a caller may collect a returned funding debit's amount (decision 0113): the employer who runs the
 * partner's payroll debits the partner's account again; only an admin — the platform is the one owed —
 * records it settled another way (a wire, a cheque).
 */
export function fundingCollectOptions(p: Principal, partnerId: string): FundingCollectionMethod[] {
  if (!isEmployer(p.subject) || (!isStaff(p) && p.partnerId !== partnerId)) return [];
  return p.userType === 'admin' ? ['debit', 'settled'] : ['debit'];
}

export function mustCollectFundingOf(p: Principal, partnerId: string, method: FundingCollectionMethod): void {
  mustRunPayrollOf(p, partnerId);
  if (!fundingCollectOptions(p, partnerId).includes(method)) {
    throw forbidden('Only an admin records a returned funding debit as settled another way');
  }
}

/**
 * Who is told of a funding debit returned after the workers were paid (decision 0113), and whether each can
 * collect it from the run's page: the platform's admins (they can), and the partner's users who see payroll
 * as an employer would (they fund it; they collect it themselves only for a self-employer partner, whose
 * payroll they run).
 */
export function fundingReturnRecipients<U extends { isAdmin: boolean; role: string | null; partnerId: string | null }>(
  candidates: readonly U[],
  partner: { id: string; selfEmployer: boolean },
): { user: U; collects: boolean }[] {
  return [
    ...candidates.filter((u) => u.isAdmin).map((user) => ({ user, collects: true })),
    ...payrollStaffOf(candidates, { partnerId: partner.id, selfEmployer: true }).map((user) => ({
      user,
      collects: partner.selfEmployer,
    })),
  ];
}
