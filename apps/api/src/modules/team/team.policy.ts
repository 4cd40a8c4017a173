/**
 * Who manages whom. Team owners (eor, partner, sales partner, client owners holding /team) manage
 * the members of their own organization; platform staff (admin, eor) manage any user but admins
 * (only admins touch admins). A member of another organization does not exist for an owner (404).
 */
import { covers, hasTeam, type TeamUserType } from '@app/domain';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { userTypeOf } from '../../lib/principal.js';
import type { UserRow } from '../../lib/principal.js';
import { isStaff } from '../../lib/principal.js';

/** Re-exported for this module's importers; the rule lives with the principal. */
export { isStaff };

/** Re-exported for the users module's list filter: the WHERE fragment lives in the team's scope file. */
export { membersOf } from './team.scope.js';

/** The organization a team belongs to: one of the user's attachment columns. */
export interface Organization {
  type: TeamUserType;
  id: string;
  name: string;
}

function orgIdOf(user: UserRow): string | null {
  return user.eorId ?? user.partnerId ?? user.salesPartnerId ?? user.clientId ?? null;
}

/** The caller's own organization (null for admins and contractors, who have no team). */
function organizationOf(p: Principal): Organization | null {
  const rows = p.context;
  if (!hasTeam(p.userType)) return null;
  const byType: Record<TeamUserType, { id: string; name: string } | null> = {
    eor: rows.eor,
    partner: rows.partner,
    sales_partner: rows.salesPartner,
    client: rows.client,
  };
  const org = byType[p.userType];
  return org ? { type: p.userType, id: org.id, name: org.name } : null;
}

export function isMemberOf(user: UserRow, org: Organization): boolean {
  return userTypeOf(user) === org.type && orgIdOf(user) === org.id;
}

/** Like the access guard: a link of the caller's base_links must also be one of their links. */
export function holdsLink(p: Principal, link: string): boolean {
  const isBase = p.baseLinks.some((l) => covers(l, link));
  return !isBase || p.links.some((l) => covers(l, link));
}

/** The caller's team, when they may manage it (owners holding /team); anything else is Not Found. */
export function mustManageTeam(p: Principal, link = '/team'): Organization {
  const org = organizationOf(p);
  if (!org || !holdsLink(p, link) || p.role !== 'owner') throw notFound();
  return org;
}

export type ManagerKind = { kind: 'staff' } | { kind: 'owner'; org: Organization };

/**
 * How the caller may manage `target`: as staff, or as the owner of the target's organization.
 * Targets outside the caller's reach are 404; staff touching an admin without being one is 403.
 */
export function managerOf(p: Principal, target: UserRow, ownerLink = '/team'): ManagerKind {
  if (isStaff(p)) {
    if (!holdsLink(p, '/users')) throw notFound();
    if (target.isAdmin && p.userType !== 'admin') throw forbidden('Only admins manage admin users');
    return { kind: 'staff' };
  }
  const org = mustManageTeam(p, ownerLink);
  if (!isMemberOf(target, org)) throw notFound();
  return { kind: 'owner', org };
}
