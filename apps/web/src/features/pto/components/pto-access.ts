import { canSeePayroll, isAdminLike, isContractor, type AccessSubject } from '@app/domain';

/** Staff, or a partner's payroll roles (the API's mayManageRule in pto.policy.ts, before a rule exists). */
export const mayCreatePtoRules = (s: AccessSubject) =>
  isAdminLike(s.userType) || (s.userType === 'partner' && canSeePayroll(s));

/** A contractor reads its own accruals: its balance on top, no contractor column or filter. */
export const readsOwnAccruals = (s: AccessSubject) => isContractor(s);
