/** Who writes commission plans: an admin (the platform pays commissions); everyone else reads what they may. */
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function mustManageCommissionPlans(p: Principal): void {
  if (p.userType !== 'admin') throw forbidden('Only an admin sets commission plans');
}
