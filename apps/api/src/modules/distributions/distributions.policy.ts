/**
 * Who may do what with distributions (issue 14; spec section 6): platform staff (admin-like) calculate,
 * approve and pay them and their commissions, and import the bank's returns of payouts; a partner's users with sensitive access read their own, a sales partner its referrals'
 * (without the workers' pay and burden behind them) and its own commissions.
 */
import { forbidden } from '../../lib/errors.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export function mustManageDistributions(p: Principal): void {
  if (!isStaff(p)) throw forbidden('Only platform staff calculate, approve and pay distributions');
}

/** What the referred partner paid its workers is not the sales partner's to read (as on invoices). */
export const seesPayFigures = (p: Principal) => p.userType !== 'sales_partner';

/** Commissions are the platform's to the sales partner: staff and the sales partner read them. */
export const seesCommissions = (p: Principal) => isStaff(p) || p.userType === 'sales_partner';

/** What the platform keeps of a distribution's cash is the platform's to read. */
export const seesPlatformRevenue = (p: Principal) => isStaff(p);

/** The partner's payouts (its account's last four, the trace) are its own and staff's, not its sales partner's. */
export const seesPartnerPayouts = (p: Principal) => p.userType !== 'sales_partner';
