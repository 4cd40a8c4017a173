/** Who changes sales tax rows: an admin (platform staff read them). */
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function mustEditSalesTaxes(p: Principal): void {
  if (p.userType !== 'admin') throw forbidden('Only an admin changes sales tax rows');
}
