import type { AccessSubject } from '@app/domain';

/** Who sees whose rows: naming the partner on each row helps only those who see several partners. */
export const seesPartner = (s: AccessSubject) =>
  s.userType === 'admin' || s.userType === 'eor' || s.userType === 'sales_partner';

/** Admin and eor create rows for any partner, so they name it. */
export const picksPartner = (s: AccessSubject) => s.userType === 'admin' || s.userType === 'eor';

/** Client users see only their own client's rows: a client picker or filter says nothing to them. */
export const picksClient = (s: AccessSubject) => s.userType !== 'client';
