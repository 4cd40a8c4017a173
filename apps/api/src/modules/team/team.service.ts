/**
 * Team commands: invite, change role, deactivate (revoking every session at once) and reactivate.
 * One transaction each, audited; the invite e-mail goes out after commit.
 */
import { canBeDeveloper, isRoleValidFor, type Role, type TeamInvite } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { sendInvite } from '../auth/auth.service.js';
import { revokeUserSessions } from '../auth/sessions.service.js';
import type { Principal, UserRow } from '../../lib/principal.js';
import { userTypeOf } from '../../lib/principal.js';
import { findUserByEmail } from '../users/users.service.js';
import { managerOf, mustManageTeam, type ManagerKind } from './team.policy.js';
import {
  findMember,
  insertMember,
  otherActiveOwners,
  toMember,
  updateMember,
  type MemberRow,
} from './team.repository.js';
import { scopeOfUser } from './team.scope.js';

/** For the users module (GET /v2/users and /v2/users/:id): members as the team module reads them. */
export {
  findMember,
  listMembers,
  MEMBER_SORTS,
  toMember,
  type MemberFilters,
  type MemberRow,
} from './team.repository.js';

const ORG_COLUMN_KEY = {
  eor: 'eorId',
  partner: 'partnerId',
  sales_partner: 'salesPartnerId',
  client: 'clientId',
} as const;

const roleIssue = (msg: string) => unprocessable([{ loc: ['body', 'role'], msg }]);
const LAST_OWNER = 'The organization needs at least one active owner: make someone else an owner first';

export async function inviteMember(deps: AppDeps, p: Principal, body: TeamInvite, ip: string): Promise<MemberRow> {
  const org = mustManageTeam(p);
  if (!isRoleValidFor(org.type, body.role))
    throw roleIssue(`A ${org.type.replace('_', ' ')} user cannot be ${body.role}`);
  if (await findUserByEmail(deps.db, body.email)) throw conflict(`A user with the e-mail ${body.email} already exists`);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertMember(tx, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      role: body.role,
      [ORG_COLUMN_KEY[org.type]]: org.id,
    });
    await auditAs(tx, p, ip, {
      action: 'user_invited',
      entityType: 'user',
      entityId: row.id,
      metadata: { role: body.role, organization_type: org.type, organization_id: org.id },
    });
    return row;
  });
  // Mail only once the user exists for sure; a failed send leaves "forgot password" as the way in.
  await sendInvite(deps, { id: created.id, email: created.email }, org.name);
  return toMember(created, null);
}

async function targetFor(deps: AppDeps, p: Principal, id: string) {
  const found = await findMember(deps.db, id);
  if (!found) throw notFound();
  return { target: found.user, lastSignIn: found.lastSignIn, manager: managerOf(p, found.user) };
}

/** An organization keeps an active owner when one of its owners is demoted or (by an owner) deactivated. */
async function assertAnotherOwner(tx: Parameters<typeof otherActiveOwners>[0], target: UserRow) {
  const scope = scopeOfUser(target);
  if (scope && (await otherActiveOwners(tx, scope, target.id)) === 0) throw conflict(LAST_OWNER);
}

export async function changeRole(deps: AppDeps, p: Principal, id: string, role: Role, ip: string): Promise<MemberRow> {
  const { target, lastSignIn } = await targetFor(deps, p, id);
  const type = userTypeOf(target);
  if (!isRoleValidFor(type, role)) throw roleIssue(`A ${type.replace('_', ' ')} user cannot be ${role}`);
  if (target.id === p.userId) throw conflict('You cannot change your own role');
  if (target.role === role) return toMember(target, lastSignIn);
  return deps.db.transaction(async (tx) => {
    if (target.role === 'owner' && target.active) await assertAnotherOwner(tx, target);
    const row = await updateMember(tx, id, { role });
    await auditAs(tx, p, ip, {
      action: 'user_role_changed',
      entityType: 'user',
      entityId: id,
      metadata: { from: target.role, to: role },
    });
    return toMember(row, lastSignIn);
  });
}

/**
 * Whether a member may make API keys and webhooks (decision 0089): an admin for anyone of a developer user type
 * (admin, eor, partner), an owner for their own organization's members; audited. A member no longer a developer
 * loses their keys' and endpoints' power at once (both check the owner on every use).
 */
export async function setDeveloper(
  deps: AppDeps,
  p: Principal,
  id: string,
  isDeveloper: boolean,
  ip: string,
): Promise<MemberRow> {
  const { target, lastSignIn } = await targetFor(deps, p, id);
  const type = userTypeOf(target);
  if (!canBeDeveloper(type)) {
    throw unprocessable([
      { loc: ['body', 'is_developer'], msg: `A ${type.replace('_', ' ')} user cannot be a developer` },
    ]);
  }
  if (target.isDeveloper === isDeveloper) return toMember(target, lastSignIn);
  return deps.db.transaction(async (tx) => {
    const row = await updateMember(tx, id, { isDeveloper });
    await auditAs(tx, p, ip, {
      action: isDeveloper ? 'user_made_developer' : 'user_no_longer_developer',
      entityType: 'user',
      entityId: id,
    });
    return toMember(row, lastSignIn);
  });
}

export async function setActive(
  deps: AppDeps,
  p: Principal,
  id: string,
  active: boolean,
  ip: string,
): Promise<MemberRow> {
  const { target, lastSignIn, manager } = await targetFor(deps, p, id);
  if (target.id === p.userId) throw conflict(active ? 'You are already active' : 'You cannot deactivate yourself');
  if (target.active === active) return toMember(target, lastSignIn);
  return deps.db.transaction(async (tx) => {
    if (!active && mustKeepOwner(manager) && target.role === 'owner') await assertAnotherOwner(tx, target);
    const row = await updateMember(tx, id, { active });
    // Deactivation signs the user out everywhere at once: the auth plugin refuses revoked sessions.
    if (!active) await revokeUserSessions(tx, id);
    await auditAs(tx, p, ip, {
      action: active ? 'user_reactivated' : 'user_deactivated',
      entityType: 'user',
      entityId: id,
    });
    return toMember(row, lastSignIn);
  });
}

/**
 * Owners may not leave their organization without an active owner. Staff may (to lock out a
 * compromised sole owner at once); see docs/decisions/0016.
 */
const mustKeepOwner = (m: ManagerKind) => m.kind === 'owner';
