/** GET/PUT /v2/permissions/:userId: a team member's links (owners of the member's organization, or staff). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionChangeSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { changePermission, memberPermissions } from './permissions.service.js';

const ACCESS = {
  access: { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/permissions' },
} as const;
const params = z.object({ userId: z.string().uuid() });

export async function permissionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get('/v2/permissions/:userId', { config: ACCESS, schema: { params, tags: ['permissions'] } }, async (req) => ({
    data: await memberPermissions(deps, mustPrincipal(req.principal), req.params.userId),
  }));

  r.put(
    '/v2/permissions/:userId',
    { config: ACCESS, schema: { params, body: permissionChangeSchema, tags: ['permissions'] } },
    async (req) => ({
      data: await changePermission(deps, mustPrincipal(req.principal), req.params.userId, req.body, req.ip),
    }),
  );
}
