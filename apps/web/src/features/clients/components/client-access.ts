import { canManageClients, seesNotes, type CurrentUser } from '@app/domain';
import { toAccessSubject } from '../../../lib/auth/access-subject';
import { mayOpen } from '../../../lib/may-open';
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

/**
 * The client workspace's tabs (issue 16): a list tab for whoever may open that list (the route guard's check),
 * the contacts and the receivables balance for the client's partner and staff (the API answers them only),
 * notes for those who keep notes.
 */
export type ClientTab = 'profile' | 'placements' | 'timesheets' | 'invoices' | 'contacts' | 'notes';

const managesClientsOf = (user: CurrentUser) =>
  user.user_type === 'admin' || user.user_type === 'eor' || user.user_type === 'partner';

export function clientTabs(user: CurrentUser): ClientTab[] {
  const tabs: ClientTab[] = ['profile'];
  if (mayOpen(user, '/assignments')) tabs.push('placements');
  if (mayOpen(user, '/timesheets')) tabs.push('timesheets');
  if (mayOpen(user, '/invoices')) tabs.push('invoices');
  if (managesClientsOf(user)) tabs.push('contacts');
  if (seesNotes(user.user_type)) tabs.push('notes');
  return tabs;
}

/** The invoices tab's balance (GET /v2/invoices/aging): staff and partners who see the invoices. */
export const seesClientBalance = (user: CurrentUser) => managesClientsOf(user) && mayOpen(user, '/invoices');
