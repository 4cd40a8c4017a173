/**
 * Who the caller may list (GET /v2/users, and the data export of decision 0101): staff every user (on
 * their every-user page), a team's owner their own organization's members; anyone else is refused as the
 * route refuses them. The rows are team members (no password hash, no session or key material).
 */
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { holdsLink, isStaff, membersOf, mustManageTeam } from '../team/team.policy.js';
import { listMembers, type MemberFilters } from '../team/team.service.js';
import { everyUserPageOf } from './users.policy.js';

/** The rows the caller may list: undefined for every user, or their organization's members. */
export function memberListScope(p: Principal, scope: 'platform' | 'organization' | undefined) {
  const wanted = scope ?? (isStaff(p) ? 'platform' : 'organization');
  if (wanted === 'organization') return membersOf(mustManageTeam(p));
  if (!isStaff(p)) throw forbidden('Only platform staff list every user');
  // A revoked link is Not Found, like the page.
  if (!holdsLink(p, everyUserPageOf(p))) throw notFound();
  return undefined;
}

/**
 * The users the caller may list, kept to one partner's team when `partnerId` is named: a partner's owner
 * names their own (the same rows), staff any partner (within their every-user right).
 */
export function memberList(db: DbOrTx, p: Principal, f: Omit<MemberFilters, 'scope'> & { partnerId?: string }) {
  const scope = memberListScope(p, undefined);
  const kept = f.partnerId && isStaff(p) ? membersOf({ type: 'partner', id: f.partnerId }) : scope;
  return listMembers(db, { ...f, scope: kept });
}
