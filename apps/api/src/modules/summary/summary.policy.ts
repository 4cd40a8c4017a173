/**
 * What a caller's dashboard shows: which counts, in order (each counted through the caller's row
 * scope), and whose name heads it.
 */
import type { Principal } from '../../lib/principal.js';

export type DashboardCount = 'partners' | 'referred_partners' | 'clients' | 'contractors' | 'users' | 'team';

/**
 * Staff count the platform's partners, clients and contractors, and admins its users too; a partner
 * its clients, contractors and team; a sales partner the partners it referred and their clients and
 * contractors; a client its team; a contractor nothing.
 */
export function dashboardCountsOf(p: Principal): readonly DashboardCount[] {
  switch (p.userType) {
    case 'admin':
      return ['partners', 'clients', 'contractors', 'users'];
    case 'eor':
      return ['partners', 'clients', 'contractors'];
    case 'partner':
      return ['clients', 'contractors', 'team'];
    case 'sales_partner':
      return ['referred_partners', 'clients', 'contractors'];
    case 'client':
      return ['team'];
    case 'contractor':
      return [];
  }
}

/** Whose name heads the dashboard: the platform's brand for admins, else the caller's own organization. */
export type DashboardOrganization =
  { kind: 'platform' } | { kind: 'eor' | 'sales_partner' | 'client' | 'partner'; id: string | null };

/** A partner's users and its contractors are headed by the partner. */
export function dashboardOrganizationOf(p: Principal): DashboardOrganization {
  switch (p.userType) {
    case 'admin':
      return { kind: 'platform' };
    case 'eor':
      return { kind: 'eor', id: p.context.user.eorId };
    case 'sales_partner':
      return { kind: 'sales_partner', id: p.salesPartnerId };
    case 'client':
      return { kind: 'client', id: p.clientId };
    case 'partner':
    case 'contractor':
      return { kind: 'partner', id: p.partnerId };
  }
}
