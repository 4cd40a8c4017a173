/** Who may create and change clients: staff, the partner's managing roles, the client's owner. */
import { CLIENT_SELF_EDITABLE, canManageClients, type ClientUpdate } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { isStaff } from '../../lib/principal.js';

/** Re-exported for this module's importers; the rule lives with the principal. */
export { isStaff };

export function assertMayCreateClient(p: Principal) {
  if (canManageClients(p.subject)) return;
  throw forbidden('Your role may not create clients');
}

/** Changes to a client the caller can see: managers change anything, the client's owner only its own details. */
export function assertMayUpdateClient(p: Principal, clientId: string, changes: ClientUpdate) {
  if (canManageClients(p.subject)) return;
  if (p.userType === 'client' && p.clientId === clientId && p.role === 'owner') {
    const outside = Object.keys(changes).filter((k) => !(CLIENT_SELF_EDITABLE as readonly string[]).includes(k));
    if (outside.length === 0) return;
    throw forbidden(`A client may not change ${outside.join(', ')}`);
  }
  throw forbidden('Your role may not change this client');
}
