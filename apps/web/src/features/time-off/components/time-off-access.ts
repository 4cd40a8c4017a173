import { isAdminLike, isContractor, type AccessSubject } from '@app/domain';

/**
 * Who asks for time off (and edits a pending request): the contractor itself, its partner, staff.
 * The API's rule of the same name (pto.policy.ts); clients only decide.
 */
export const mayRequestTimeOff = (s: AccessSubject) =>
  isAdminLike(s.userType) || s.userType === 'partner' || s.userType === 'contractor';

/** A contractor asks for its own time off: it sees its balance, and no contractor column. */
export const requestsOwnTimeOff = (s: AccessSubject) => isContractor(s);
