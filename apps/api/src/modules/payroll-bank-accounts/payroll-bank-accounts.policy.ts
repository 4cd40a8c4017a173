/**
 * Who reads and changes payroll bank accounts (decision 0051). The route's access rule lets in the
 * payroll_bank_accounts capability only (staff; a self-funded or self-employer partner's owner, manager,
 * finance and admin); here: staff name the partner of a new account, a partner's users add their own (a
 * partner_id from them is refused), and EOR staff only read.
 */
import { canEditPayrollBankAccounts } from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export function mustChangePayrollBankAccounts(p: Principal): void {
  if (!canEditPayrollBankAccounts(p.subject)) {
    throw forbidden(
      "Only an admin, or the partner's owner, manager, finance or admin, changes its payroll bank accounts",
    );
  }
}

/** The partner a new account is for: staff name it, a partner's users add their own. */
export function partnerOfNewAccount(p: Principal, requested: string | undefined): string {
  mustChangePayrollBankAccounts(p);
  if (isStaff(p)) {
    if (!requested)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Choose the partner whose account it is' }]);
    return requested;
  }
  if (requested && requested !== p.partnerId) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'A partner adds its own payroll bank accounts only' }]);
  }
  return p.partnerId!;
}
