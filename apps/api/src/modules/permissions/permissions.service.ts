/**
 * A member's links: each base link of their user type with its state, and the owner's grants and
 * revocations stored in user_link_grants. A grant never lifts a section 6 capability rule.
 */
import {
  allowsUserType,
  baseLinksFor,
  computeLinks,
  hasCapability,
  isTimeSheetOnly,
  linkOf,
  linkPlacements,
  NO_GRANTS,
  ROUTES,
  type AccessSubject,
  type MemberPermissions,
  type PermissionChange,
  type PermissionLink,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { principalOf, type Principal, type UserContextRows } from '../../lib/principal.js';
import { loadUserContext } from '../users/users.service.js';
import { managerOf } from '../team/team.policy.js';
import { toMember } from '../team/team.service.js';
import { setLinkGrant } from './permissions.repository.js';

/** Links the member's role and capabilities allow at all (grantOnly ones included). */
function capableLinks(subject: AccessSubject): Set<string> {
  const base = new Set(baseLinksFor(subject.userType));
  if (isTimeSheetOnly(subject)) return new Set(base.has('/timesheets') ? ['/timesheets'] : []);
  return new Set(
    ROUTES.filter(
      (r) =>
        r.access === 'auth' &&
        r.userTypes !== 'all' &&
        allowsUserType(r, subject.userType) &&
        hasCapability(subject, r.capability),
    ).map((r) => linkOf(r.path)),
  );
}

/** Owners keep every link of their role; nobody edits their own links. */
const isLocked = (p: Principal, rows: UserContextRows) => rows.user.role === 'owner' || rows.user.id === p.userId;

function permissionsOf(p: Principal, rows: UserContextRows): MemberPermissions {
  const member = principalOf(rows, { id: '', actualUserId: null });
  const defaults = new Set(computeLinks(member.subject, NO_GRANTS));
  const capable = capableLinks(member.subject);
  const effective = new Set(member.links);
  const grantRows = new Map(rows.grants.map((g) => [g.link, g.granted]));
  const locked = isLocked(p, rows);
  const links = linkPlacements(member.userType).map((place): PermissionLink => {
    const grant = grantRows.get(place.link);
    const state: PermissionLink['state'] = !capable.has(place.link)
      ? 'unavailable'
      : grant === false
        ? 'revoked'
        : grant === true && !defaults.has(place.link)
          ? 'granted'
          : 'default';
    return {
      ...place,
      default_enabled: defaults.has(place.link),
      enabled: effective.has(place.link),
      state,
      editable: !locked && state !== 'unavailable',
    };
  });
  return { user: toMember(rows.user, null), editable: !locked, links };
}

async function loadTarget(deps: AppDeps, p: Principal, userId: string): Promise<UserContextRows> {
  const rows = await loadUserContext(deps.db, userId);
  if (!rows) throw notFound();
  managerOf(p, rows.user, '/permissions');
  return rows;
}

export async function memberPermissions(deps: AppDeps, p: Principal, userId: string): Promise<MemberPermissions> {
  return permissionsOf(p, await loadTarget(deps, p, userId));
}

export async function changePermission(
  deps: AppDeps,
  p: Principal,
  userId: string,
  change: PermissionChange,
  ip: string,
): Promise<MemberPermissions> {
  const rows = await loadTarget(deps, p, userId);
  const current = permissionsOf(p, rows);
  const entry = current.links.find((l) => l.link === change.link);
  const linkIssue = (msg: string) => unprocessable([{ loc: ['body', 'link'], msg }]);
  if (!entry) throw linkIssue(`${change.link} is not one of this user's pages`);
  if (rows.user.id === p.userId) throw conflict('You cannot change your own permissions');
  if (rows.user.role === 'owner') throw conflict('Owners keep every link of their role');
  if (entry.state === 'unavailable')
    throw linkIssue(`${entry.label} needs a capability this user's role does not have`);
  await deps.db.transaction(async (tx) => {
    // Only a difference from the role's default is stored; back to default leaves no row.
    await setLinkGrant(tx, userId, change.link, change.enabled !== entry.default_enabled ? change.enabled : null);
    await auditAs(tx, p, ip, {
      action: change.enabled ? 'user_link_granted' : 'user_link_revoked',
      entityType: 'user',
      entityId: userId,
      metadata: { link: change.link, default: change.enabled === entry.default_enabled },
    });
  });
  return memberPermissions(deps, p, userId);
}
