import { canManageClients, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import type { ClientRow } from '../api/client-types';

export type ClientEditAccess = 'full' | 'owner' | 'none';

/**
 * How much of a client this user may change: everything (admin, eor, partner editors), only
 * name, billing e-mail and address (the client's own owner), or nothing (sales partners, other
 * roles). The API enforces the same rules; this only decides what the page offers.
 */
export function clientEditAccess(user: CurrentUser, client: Pick<ClientRow, 'id'>): ClientEditAccess {
  if (canManageClients(toAccessSubject(user))) return 'full';
  if (user.user_type === 'client' && user.role === 'owner' && user.client?.id === client.id) return 'owner';
  return 'none';
}
