/** GET/PUT /v2/permissions/:userId: a team member's links (owners of the member's organization, or staff). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { memberPermissionsSchema, permissionChangeSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { changePermission, memberPermissions } from './permissions.service.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/permissions' } as const;
const tags = ['permissions'];
const params = z.object({ userId: z.string().uuid() });

export async function permissionsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/permissions/:userId',
    access,
    tags,
    params,
    response: memberPermissionsSchema,
    handler: ({ principal, params }) => memberPermissions(deps, principal, params.userId),
  });

  route(app, {
    method: 'PUT',
    url: '/v2/permissions/:userId',
    access,
    tags,
    params,
    body: permissionChangeSchema,
    response: memberPermissionsSchema,
    handler: ({ principal, params, body, request }) =>
      changePermission(deps, principal, params.userId, body, request.ip),
  });
}
