import { isAdminLike, type AccessSubject } from '@app/domain';

/** Platform staff (admin, eor) send the pending-approval reminder e-mails to every approver. */
export const sendsApprovalEmails = (s: AccessSubject) => isAdminLike(s.userType);
