/**
 * Team commands on /v2/users: owners invite members of their organization and change, deactivate
 * or reactivate them; staff (admin, eor) change any user but admins from /users/:id.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleChangeSchema, teamInviteSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { changeRole, inviteMember, setActive } from './team.service.js';

const MANAGERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const params = z.object({ id: z.string().uuid() });

export async function teamRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post(
    '/v2/users',
    {
      config: { access: { userTypes: ['eor', 'partner', 'sales_partner', 'client'], link: '/team' } },
      schema: { body: teamInviteSchema, tags: ['users'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await inviteMember(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/users/:id',
    { config: { access: { userTypes: MANAGERS } }, schema: { params, body: roleChangeSchema, tags: ['users'] } },
    async (req) => ({
      data: await changeRole(deps, mustPrincipal(req.principal), req.params.id, req.body.role, req.ip),
    }),
  );

  r.post(
    '/v2/users/:id/deactivate',
    { config: { access: { userTypes: MANAGERS } }, schema: { params, tags: ['users'] } },
    async (req) => ({ data: await setActive(deps, mustPrincipal(req.principal), req.params.id, false, req.ip) }),
  );

  r.post(
    '/v2/users/:id/reactivate',
    { config: { access: { userTypes: MANAGERS } }, schema: { params, tags: ['users'] } },
    async (req) => ({ data: await setActive(deps, mustPrincipal(req.principal), req.params.id, true, req.ip) }),
  );
}
