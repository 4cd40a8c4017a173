/**
 * Who may do what with invoices (spec section 6). Everyone on the Invoices menu reads the invoices in
 * their scope; only the employer edits them ("edit invoices: employer": an admin, or a self-employer
 * partner for the invoices it issues); what the work behind an invoice pays is for staff and the partner.
 */
import { canEditInvoices } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

/** Pay figures (total_pay_amount, a line's pay) never reach a client's or a sales partner's answer. */
export const seesPayFigures = (p: Principal) => isStaff(p) || p.userType === 'partner';

/**
 * The issuers whose invoices the caller may run, finalize and void: an admin every one (undefined), a
 * self-employer partner its own; anyone else is refused.
 */
export function editableEmployers(p: Principal): string[] | undefined {
  if (!canEditInvoices(p.subject)) {
    throw forbidden('Only the employer (an admin, or a self-employer partner) may run, finalize or void invoices');
  }
  return p.userType === 'admin' ? undefined : [p.partnerId ?? 'none'];
}

/** Refuses an invoice the caller may see but not edit (another issuer's). */
export function mustEdit(p: Principal, invoice: { employerKey: string }): void {
  const employers = editableEmployers(p);
  if (employers && !employers.includes(invoice.employerKey)) {
    throw isStaff(p) || p.userType === 'partner'
      ? forbidden('Only the employer that issues this invoice may change it')
      : notFound();
  }
}

/** A balance above the partner's write-off threshold is an admin's decision (bad debt), never a partner's. */
export const mayWriteOffAnyAmount = (p: Principal) => p.userType === 'admin';
