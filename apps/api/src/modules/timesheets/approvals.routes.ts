import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPROVAL_SORTS, approvalFilters } from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { isStaff } from '../../lib/principal.js';
import { approvalGroupDetail, listApprovalGroups } from './approvals.service.js';

const TYPES = ['admin', 'eor', 'partner'] as const;
const ACCESS = { userTypes: TYPES, link: '/approvals', capability: 'see_approvals' } as const;
const query = listQuerySchema(APPROVAL_SORTS, approvalFilters);

export async function approvalsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/approvals',
    { config: { access: ACCESS }, schema: { querystring: query, tags: ['approvals'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listApprovalGroups(deps.db, p, {
        weekStart: q.week_start,
        clientId: q.client_id,
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        search: q.search,
        sort: sortOf(q, '-week_start'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'approvals',
        columns: [
          { header: 'Week start', value: (g) => g.week_start },
          { header: 'Week end', value: (g) => g.week_end },
          { header: 'Contractor', value: (g) => g.contractor.name },
          { header: 'Partner', value: (g) => g.partner.name },
          { header: 'Clients', value: (g) => g.clients.map((c) => c.name).join('; ') },
          { header: 'Pending entries', value: (g) => g.pending_count },
          { header: 'Pending hours', value: (g) => (g.pending_minutes / 60).toFixed(2) },
        ],
      });
    },
  );

  r.get(
    '/v2/approvals/:id',
    {
      config: { access: ACCESS },
      schema: { params: z.object({ id: z.string().max(60) }), tags: ['approvals'] },
    },
    async (req) => ({ data: await approvalGroupDetail(deps.db, mustPrincipal(req.principal), req.params.id) }),
  );
}
