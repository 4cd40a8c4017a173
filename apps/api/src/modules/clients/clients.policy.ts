/** Who may create and change clients (issue 3): staff, the partner's managing roles, the client's owner. */
import { CLIENT_SELF_EDITABLE, type ClientUpdate, type Role } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../users/principal.js';

const PARTNER_MANAGING_ROLES: readonly Role[] = ['owner', 'manager', 'admin', 'recruiter'];

export const isStaff = (p: Principal) => p.userType === 'admin' || p.userType === 'eor';

export function assertMayCreateClient(p: Principal) {
  if (isStaff(p)) return;
  if (p.userType === 'partner' && p.role !== null && PARTNER_MANAGING_ROLES.includes(p.role)) return;
  throw forbidden('Your role may not create clients');
}

/** Changes to a client the caller can see: managers change anything, the client's owner only its own details. */
export function assertMayUpdateClient(p: Principal, clientId: string, changes: ClientUpdate) {
  if (isStaff(p)) return;
  if (p.userType === 'partner' && p.role !== null && PARTNER_MANAGING_ROLES.includes(p.role)) return;
  if (p.userType === 'client' && p.clientId === clientId && p.role === 'owner') {
    const outside = Object.keys(changes).filter((k) => !(CLIENT_SELF_EDITABLE as readonly string[]).includes(k));
    if (outside.length === 0) return;
    throw forbidden(`A client may not change ${outside.join(', ')}`);
  }
  throw forbidden('Your role may not change this client');
}
