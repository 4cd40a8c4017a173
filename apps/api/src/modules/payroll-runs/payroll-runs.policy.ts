/**
 * Who reads and runs payroll (section 6 "see payroll"; decision 0047). Reading: staff every run, a
 * partner's users who see payroll their partner's runs. Running (create, recompute, exclude, submit): the
 * employer — an admin for any partner (the platform employs EOR workers), or the users of a self-employer
 * partner for its own; eor staff read only.
 */
import { isEmployer } from '@app/domain';
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
