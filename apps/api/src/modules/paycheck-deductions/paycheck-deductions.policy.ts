/**
 * Who manages paycheck deductions (decision 0052): the employer, as for payroll runs — an admin for any
 * partner's workers (the platform employs EOR workers), a self-employer partner's users (who see payroll)
 * for their own. eor staff read; a contractor reads its own; clients and sales partners nothing.
 */
import { isEmployer } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export function mustManageDeductionsOf(p: Principal, partnerId: string): void {
  if (!isEmployer(p.subject)) {
    throw forbidden('Only the employer manages paycheck deductions: an admin, or a self-employer partner');
  }
  if (!isStaff(p) && p.partnerId !== partnerId) throw forbidden('Only the employer manages paycheck deductions');
}

/** Whether the caller may change this partner's workers' deductions (the page shows the buttons). */
export function mayManageDeductionsOf(p: Principal, partnerId: string): boolean {
  return isEmployer(p.subject) && (isStaff(p) || p.partnerId === partnerId);
}
