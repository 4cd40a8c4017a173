import { canSeeBill, isAdminLike, type AccessSubject } from '@app/domain';

/**
 * Who reads the bills (what the platform charges partners): staff every partner's, a partner's users
 * their own, each with bill visibility — the API's rule for GET /v2/bills.
 */
export const seesBills = (s: AccessSubject) =>
  (s.userType === 'admin' || s.userType === 'eor' || s.userType === 'partner') && canSeeBill(s);

/** Staff see every partner's bills: the partner's column and filter are theirs. */
export const showsPartner = (s: AccessSubject) => isAdminLike(s.userType);
