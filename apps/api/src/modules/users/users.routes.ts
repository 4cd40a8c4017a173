/**
 * Reading users. GET /v2/users: staff (admin on /admin/users, eor on /users) list every user;
 * team owners list their own organization (`scope=organization`, the default for them). GET
 * /v2/users/:id: staff see anyone with sessions, grants and audit trail; an owner sees a member.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROLES, teamMemberSchema, USER_TYPES, userDetailSchema, type UserDetail } from '@app/domain';
import { notFound } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { listRoute, route } from '../../lib/route.js';
import { holdsLink, isMemberOf, isStaff, mustManageTeam } from '../team/team.policy.js';
import { findMember, listMembers, MEMBER_SORTS, toMember } from '../team/team.service.js';
import { userTypeOf } from '../../lib/principal.js';
import { loadUserContext } from './user-context.repository.js';
import { memberListScope } from './users-list.service.js';
import { auditTrailOf, grantsOf, sessionsOf } from './users.repository.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'] } as const;
const tags = ['users'];
const query = listQuerySchema(MEMBER_SORTS, {
  search: z.string().trim().max(100).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  role: z.enum(ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
  /** platform: every user (staff); organization: the caller's own team. */
  scope: z.enum(['platform', 'organization']).optional(),
});
const params = z.object({ id: z.string().uuid() });

async function organizationOfUser(deps: FastifyInstance['deps'], id: string): Promise<UserDetail['organization']> {
  const rows = await loadUserContext(deps.db, id);
  const type = userTypeOf(rows!.user);
  const org = rows!.eor ?? rows!.partner ?? rows!.salesPartner ?? rows!.client ?? null;
  if (org) return { type, id: org.id, name: org.name };
  if (rows!.contractor) {
    const c = rows!.contractor;
    return { type, id: c.id, name: `${c.firstName} ${c.lastName} (${c.partner.name})` };
  }
  return { type, id: null, name: 'Platform' };
}

export async function usersRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/users',
    access,
    tags,
    query,
    row: teamMemberSchema,
    list: ({ principal: p, query: q }) =>
      listMembers(deps.db, {
        scope: memberListScope(p, q.scope),
        search: q.search,
        userType: q.user_type,
        role: q.role,
        active: q.active === undefined ? undefined : q.active === 'true',
        sort: sortOf(q, 'email'),
        ...pageOf(q),
      }),
    csv: {
      filename: 'users',
      columns: [
        { header: 'Email', value: (u) => u.email },
        { header: 'First name', value: (u) => u.first_name },
        { header: 'Last name', value: (u) => u.last_name },
        { header: 'User type', value: (u) => u.user_type },
        { header: 'Role', value: (u) => u.role },
        { header: 'Active', value: (u) => u.active },
        { header: 'Created', value: (u) => u.created_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/users/:id',
    access,
    tags,
    params,
    response: userDetailSchema,
    handler: async ({ principal: p, params }) => {
      const found = await findMember(deps.db, params.id);
      if (isStaff(p) && !holdsLink(p, '/users')) throw notFound();
      if (!isStaff(p)) {
        const org = mustManageTeam(p);
        if (!found || !isMemberOf(found.user, org)) throw notFound();
      }
      if (!found) throw notFound();
      const u = found.user;
      const detail: UserDetail = {
        ...toMember(u, found.lastSignIn),
        email_confirmed: u.emailConfirmedAt !== null,
        organization: await organizationOfUser(deps, u.id),
      };
      if (!isStaff(p)) return detail;
      const [sessions, grants, audit] = await Promise.all([
        sessionsOf(deps.db, u.id),
        grantsOf(deps.db, u.id),
        auditTrailOf(deps.db, u.id),
      ]);
      return { ...detail, sessions, grants, audit };
    },
  });
}
