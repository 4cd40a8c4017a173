/**
 * GET /v2/service_credentials (decision 0106): which outside services are configured — the platform's apps
 * for admins, and the partners' connections (a partner's sensitive roles: their own) — with status and
 * last use, never a secret. The list convention: paging and CSV.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SERVICE_CREDENTIAL_KINDS, serviceCredentialSchema } from '@app/domain';
import { listQuerySchema, pageOf } from '../../lib/list.js';
import { listRoute } from '../../lib/route.js';
import { listServiceCredentials } from './service-credentials.service.js';

const query = listQuerySchema(['name'], {
  partner_id: z.string().uuid().optional(),
  kind: z.enum(SERVICE_CREDENTIAL_KINDS).optional(),
});

export async function serviceCredentialsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  listRoute(app, {
    url: '/v2/service_credentials',
    access: { userTypes: ['admin', 'partner'], link: '/integrations', capability: 'sensitive' },
    tags: ['service_credentials'],
    query,
    row: serviceCredentialSchema,
    csv: {
      filename: 'service-credentials',
      columns: [
        { header: 'Service', value: (r) => r.name },
        { header: 'Kind', value: (r) => r.kind },
        { header: 'Partner', value: (r) => r.partner?.name ?? '' },
        { header: 'Status', value: (r) => r.status },
        { header: 'Account', value: (r) => r.account },
        { header: 'Last used', value: (r) => r.last_used_at },
      ],
    },
    list: async ({ principal, query: q }) => {
      const rows = await listServiceCredentials(deps, principal, { partner_id: q.partner_id, kind: q.kind });
      const { limit, offset } = pageOf(q);
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
  });
}
