/**
 * /v2/paycheck_deductions (issue 13; spec section 6 "see payroll"): staff and partner users who see
 * payroll read their scope's, a contractor its own; the employer creates and stops them
 * (paycheck-deductions.policy.ts). Clients and sales partners are refused.
 */
import type { FastifyInstance } from 'fastify';
import {
  PAYCHECK_DEDUCTION_SORTS,
  paycheckDeductionCreateSchema,
  paycheckDeductionDetailSchema,
  paycheckDeductionFilters,
  paycheckDeductionStopSchema,
  paycheckDeductionViewSchema,
  type PaycheckDeductionView,
} from '@app/domain';
import { z } from 'zod';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  createPaycheckDeduction,
  paycheckDeductionDetail,
  paycheckDeductionList,
  stopPaycheckDeduction,
} from './paycheck-deductions.service.js';

/** Reading: the page's users who see payroll, and contractors (their own; they hold no such page). */
const access = {
  userTypes: ['admin', 'eor', 'partner', 'contractor'],
  link: '/paycheck_deductions',
  capability: 'see_paychecks',
} as const;
/** Commands: the employer (checked per worker in the policy). */
const manage = { userTypes: ['admin', 'partner'], link: '/paycheck_deductions', capability: 'see_payroll' } as const;
const tags = ['paycheck_deductions'];

const detailSchema = paycheckDeductionDetailSchema.extend({ can_manage: z.boolean() });

const CSV = [
  { header: 'Worker', value: (r: PaycheckDeductionView) => r.contractor.name },
  { header: 'Partner', value: (r: PaycheckDeductionView) => r.partner.name },
  { header: 'Kind', value: (r: PaycheckDeductionView) => r.kind },
  { header: 'Deduction', value: (r: PaycheckDeductionView) => r.label },
  { header: 'Frequency', value: (r: PaycheckDeductionView) => r.frequency },
  { header: 'Amount', value: (r: PaycheckDeductionView) => r.amount ?? '' },
  { header: 'Percent', value: (r: PaycheckDeductionView) => r.percent ?? '' },
  { header: 'Goal', value: (r: PaycheckDeductionView) => r.goal_amount ?? '' },
  { header: 'Taken to date', value: (r: PaycheckDeductionView) => r.taken_to_date },
  { header: 'Balance', value: (r: PaycheckDeductionView) => r.balance ?? '' },
  { header: 'Arrears', value: (r: PaycheckDeductionView) => r.arrears },
  { header: 'Status', value: (r: PaycheckDeductionView) => r.status },
  { header: 'Start', value: (r: PaycheckDeductionView) => r.start_date },
  { header: 'End', value: (r: PaycheckDeductionView) => r.end_date ?? '' },
];

export async function paycheckDeductionsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/paycheck_deductions',
    access,
    tags,
    query: listQuerySchema(PAYCHECK_DEDUCTION_SORTS, paycheckDeductionFilters),
    row: paycheckDeductionViewSchema,
    list: ({ principal, query: q }) =>
      paycheckDeductionList(deps, principal, {
        contractorId: q.contractor_id,
        partnerId: q.partner_id,
        kind: q.kind,
        state: q.state,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'paycheck_deductions', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/paycheck_deductions/:id',
    access,
    tags,
    params: idParams,
    response: detailSchema,
    handler: ({ principal, params }) => paycheckDeductionDetail(deps, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/paycheck_deductions',
    access: manage,
    tags,
    body: paycheckDeductionCreateSchema,
    response: detailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPaycheckDeduction(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/paycheck_deductions/:id/stop',
    access: manage,
    tags,
    params: idParams,
    body: paycheckDeductionStopSchema,
    response: detailSchema,
    handler: ({ principal, params, body, request }) =>
      stopPaycheckDeduction(deps, principal, params.id, body, request.ip),
  });
}
