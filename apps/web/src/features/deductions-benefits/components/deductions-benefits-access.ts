/**
 * Who does what on the deductions and benefits pages, as the API decides it (decision 0052): admins manage
 * the platform's plans and enrollments; staff see several partners' rows.
 */
import { isAdminLike, type AccessSubject } from '@app/domain';

export const managesPlatformBenefits = (s: AccessSubject | undefined) => s?.userType === 'admin';
export const seesPartners = (s: AccessSubject | undefined) => s !== undefined && isAdminLike(s.userType);
