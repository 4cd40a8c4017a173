/** Who orders, decides and configures screenings (decision 0073); the rules are @app/domain's, shared with the screens. */
import { decidesScreenings, ordersScreenings } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function mustOrderScreenings(p: Principal) {
  if (!ordersScreenings(p.userType)) throw forbidden('Only platform staff and partners order screenings');
}

export const mayDecideScreenings = (p: Principal) => decidesScreenings(p.userType);

export function mustDecideScreenings(p: Principal) {
  if (!mayDecideScreenings(p)) throw forbidden('Only platform staff approve or reject a screening');
}

/** Staff and a partner's users set what a client requires; a client reads its own. */
export function mustConfigureScreenings(p: Principal) {
  if (!ordersScreenings(p.userType)) throw forbidden('Only platform staff and partners set screening requirements');
}
