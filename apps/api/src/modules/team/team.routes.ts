/**
 * Team commands on /v2/users: owners invite members of their organization and change, deactivate
 * or reactivate them; staff (admin, eor) change any user but admins from /users/:id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberUpdateSchema, teamInviteSchema, teamMemberSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { changeRole, inviteMember, setActive, setDeveloper } from './team.service.js';

const MANAGERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'] } as const;
const tags = ['users'];
const params = z.object({ id: z.string().uuid() });

export async function teamRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'POST',
    url: '/v2/users',
    access: { userTypes: ['eor', 'partner', 'sales_partner', 'client'], link: '/team' },
    tags,
    body: teamInviteSchema,
    response: teamMemberSchema,
    status: 201,
    handler: ({ principal, body, request }) => inviteMember(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/users/:id',
    access: MANAGERS,
    tags,
    params,
    body: memberUpdateSchema,
    response: teamMemberSchema,
    handler: ({ principal, params, body, request }) =>
      'role' in body
        ? changeRole(deps, principal, params.id, body.role, request.ip)
        : setDeveloper(deps, principal, params.id, body.is_developer, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/users/:id/deactivate',
    access: MANAGERS,
    tags,
    params,
    response: teamMemberSchema,
    handler: ({ principal, params, request }) => setActive(deps, principal, params.id, false, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/users/:id/reactivate',
    access: MANAGERS,
    tags,
    params,
    response: teamMemberSchema,
    handler: ({ principal, params, request }) => setActive(deps, principal, params.id, true, request.ip),
  });
}
