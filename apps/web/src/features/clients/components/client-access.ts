import { canManageClients, type AccessSubject, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import type { ClientRow } from '../api/client-types';

/** Who sees the partner of each client: everyone who may see more than one partner's clients. */
export const seesClientPartner = (s: AccessSubject) =>
  s.userType === 'admin' || s.userType === 'eor' || s.userType === 'sales_partner';

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

/** Admin and eor users create clients for any partner, so they name it. */
export const picksPartner = (user: Pick<CurrentUser, 'user_type'>) =>
  user.user_type === 'admin' || user.user_type === 'eor';
