import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APPROVAL_SORTS, approvalFilters, approvalGroupDetailSchema, approvalGroupViewSchema } from '@app/domain';
import { unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { isStaff } from '../../lib/principal.js';
import { listRoute, route } from '../../lib/route.js';
import { approvalGroupDetail, listApprovalGroups } from './approvals.service.js';

/** Clients too (decision 0090): the queue and a week are scoped to their own contractors' time. */
const ACCESS = {
  userTypes: ['admin', 'eor', 'partner', 'client'],
  link: '/approvals',
  capability: 'see_approvals',
} as const;
const tags = ['approvals'];

export async function approvalsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/approvals',
    access: ACCESS,
    tags,
    query: listQuerySchema(APPROVAL_SORTS, approvalFilters),
    row: approvalGroupViewSchema,
    list: ({ principal: p, query: q }) => {
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      return listApprovalGroups(deps.db, p, {
        weekStart: q.week_start,
        clientId: q.client_id,
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        search: q.search,
        sort: sortOf(q, '-week_start'),
        ...pageOf(q),
      });
    },
    csv: {
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
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/approvals/:id',
    access: ACCESS,
    tags,
    params: z.object({ id: z.string().max(60) }),
    response: approvalGroupDetailSchema,
    handler: ({ principal, params }) => approvalGroupDetail(deps.db, principal, params.id),
  });
}
