/**
 * Who may do what with PTO (decision 0023): manage a rule, enrol contractors into it and adjust their
 * balances, run its year end; ask for time off, decide it, cancel it.
 */
import {
  canDecideTimesheets,
  canSeeApprovals,
  canSeePayroll,
  mayRequestTimeOff as subjectMayRequestTimeOff,
} from '@app/domain';
import { isStaff, type Principal } from '../../lib/principal.js';

/** Staff manage every rule; a partner's payroll roles manage its own partner's rules. */
export function mayManageRule(p: Principal, rulePartnerId: string | null): boolean {
  if (isStaff(p)) return true;
  return (
    p.userType === 'partner' && canSeePayroll(p.subject) && rulePartnerId !== null && rulePartnerId === p.partnerId
  );
}

/** Enrolling: staff into any rule, a partner's payroll roles into its own or a platform rule. */
export function mayEnrollInRule(p: Principal, rulePartnerId: string | null): boolean {
  if (isStaff(p)) return true;
  return (
    p.userType === 'partner' && canSeePayroll(p.subject) && (rulePartnerId === null || rulePartnerId === p.partnerId)
  );
}

/** Only platform staff filter rules by partner, and only they run a rule's year end by hand. */
export const mayActAcrossPartners = (p: Principal) => isStaff(p);

/** Who approves or rejects: the timesheet deciders, plus a partner's approval roles. */
export const mayDecideTimeOff = (p: Principal) =>
  canDecideTimesheets(p.subject) || (p.userType === 'partner' && canSeeApprovals(p.subject));

/** Who asks (and edits a pending request): the contractor itself, its partner, staff. */
export const mayRequestTimeOff = (p: Principal) => subjectMayRequestTimeOff(p.subject);

/** Who cancels a pending or approved request: whoever may ask for it or decide it. */
export const mayCancelTimeOff = (p: Principal) => mayRequestTimeOff(p) || mayDecideTimeOff(p);
