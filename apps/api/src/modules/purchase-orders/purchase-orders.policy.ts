/**
 * Who creates and changes purchase orders: those who manage clients' billing and payment terms (staff,
 * a partner's client-managing roles, for its own clients). A client's users read their POs only.
 */
import { canManageClients } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** A partner's users name only their own partner's clients (another's is "no such client"). */
export const namesClientOf = (p: Principal, partnerId: string, clientId: string) => {
  if (p.userType === 'partner') return p.partnerId === partnerId;
  if (p.userType === 'client') return p.clientId === clientId;
  return p.userType === 'admin' || p.userType === 'eor';
};

export function mustManagePurchaseOrdersFor(p: Principal, partnerId: string): void {
  const own = p.userType !== 'partner' || p.partnerId === partnerId;
  if (!canManageClients(p.subject) || !own) {
    throw forbidden("Only staff, or the partner's users who manage its clients, create and change purchase orders");
  }
}
