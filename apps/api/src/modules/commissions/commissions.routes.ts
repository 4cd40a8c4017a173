/**
 * /v2/commission_plans and /v2/commissions/quote (issue 14; decision 0055): the commission calculator's
 * page (admin, eor and sales partners) reads the plans a caller may see and quotes under one; an admin
 * writes and ends plans.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COMMISSION_PLAN_SORTS,
  commissionPlanCreateSchema,
  commissionPlanFilters,
  commissionPlanSchema,
  commissionQuoteRequestSchema,
  commissionQuoteSchema,
  type CommissionPlanView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  commissionPlanList,
  commissionPlanOf,
  createCommissionPlan,
  endPlan,
  quoteCommission,
} from './commissions.service.js';

const access = { userTypes: ['admin', 'eor', 'sales_partner'], link: '/commission_calculator' } as const;
/** Plans are the platform's promise to pay: an admin writes them (the policy checks the user type too). */
const adminOnly = { userTypes: ['admin'], link: '/commission_calculator' } as const;
const tags = ['commissions'];

const tiersText = (r: CommissionPlanView) => r.tiers.map((t) => `${t.percent}% from ${t.from}`).join('; ');
const CSV = [
  { header: 'Sales partner', value: (r: CommissionPlanView) => r.sales_partner.name },
  { header: 'Partner', value: (r: CommissionPlanView) => r.partner.name },
  { header: 'Basis', value: (r: CommissionPlanView) => r.basis },
  { header: 'Tiers', value: tiersText },
  { header: 'Start', value: (r: CommissionPlanView) => r.start_date },
  { header: 'End', value: (r: CommissionPlanView) => r.end_date },
];

export async function commissionsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  listRoute(app, {
    url: '/v2/commission_plans',
    access,
    tags,
    query: listQuerySchema(COMMISSION_PLAN_SORTS, commissionPlanFilters),
    row: commissionPlanSchema,
    list: ({ principal, query: q }) =>
      commissionPlanList(deps.db, principal, {
        salesPartnerId: q.sales_partner_id,
        partnerId: q.partner_id,
        sort: sortOf(q, '-start_date'),
        ...pageOf(q),
      }),
    csv: { filename: 'commission_plans', columns: CSV },
  });
  route(app, {
    method: 'GET',
    url: '/v2/commission_plans/:id',
    access,
    tags,
    params: idParams,
    response: commissionPlanSchema,
    handler: ({ principal, params }) => commissionPlanOf(deps.db, principal, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v2/commission_plans',
    access: adminOnly,
    tags,
    status: 201,
    body: commissionPlanCreateSchema,
    response: commissionPlanSchema,
    handler: ({ principal, body, request }) => createCommissionPlan(deps, principal, body, request.ip),
  });
  route(app, {
    method: 'POST',
    url: '/v2/commission_plans/:id/end',
    access: adminOnly,
    tags,
    params: idParams,
    body: z.object({ end_date: z.iso.date() }).strict(),
    response: commissionPlanSchema,
    handler: ({ principal, params, body, request }) => endPlan(deps, principal, params.id, body.end_date, request.ip),
  });
  route(app, {
    method: 'POST',
    url: '/v2/commissions/quote',
    access,
    tags,
    body: commissionQuoteRequestSchema,
    response: commissionQuoteSchema,
    handler: ({ principal, body }) => quoteCommission(deps, principal, body),
  });
}
