/**
 * /v2/distributions and /v2/commissions (issue 14; decisions 0055, 0062): a partner's distributions with
 * the trace of every line (invoice line, payment allocation, paychecks), calculated and approved by
 * platform staff; the sales partners' commissions accrued on the same cash. Read with sensitive access
 * (spec section 6): staff every partner's, a partner its own, a sales partner its referrals' and its own
 * commissions; clients and contractors none.
 */
import type { FastifyInstance } from 'fastify';
import {
  COMMISSION_SORTS,
  DISTRIBUTION_SORTS,
  commissionDetailSchema,
  commissionFilters,
  commissionViewSchema,
  distributionCalculateSchema,
  distributionDetailSchema,
  distributionFilters,
  distributionLineViewSchema,
  distributionViewSchema,
  payoutReturnsImportSchema,
  payoutReturnsResultSchema,
  type CommissionView,
  type DistributionLineView,
  type DistributionView,
} from '@app/domain';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.js';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { commissionDetailOf, commissionList, payCommissionIn } from './commission-payouts.service.js';
import { payDistributionIn } from './distribution-payouts.service.js';
import {
  approveDistribution,
  calculateDistribution,
  distributionDetailOf,
  distributionList,
} from './distributions.service.js';
import { importPayoutReturns } from './payout-returns.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'sales_partner'],
  link: '/distributions',
  capability: 'sensitive',
} as const;
/** Calculating and approving: admin-like users (the policy checks the user type too). */
const staff = { userTypes: ['admin', 'eor'], link: '/distributions', capability: 'sensitive' } as const;
const commissionAccess = {
  userTypes: ['admin', 'eor', 'sales_partner'],
  link: '/distributions',
  capability: 'sensitive',
} as const;
const tags = ['distributions'];

const CSV = [
  { header: 'Partner', value: (r: DistributionView) => r.partner.name },
  { header: 'Period start', value: (r: DistributionView) => r.period_start },
  { header: 'Period end', value: (r: DistributionView) => r.period_end },
  { header: 'Currency', value: (r: DistributionView) => r.currency },
  { header: 'Status', value: (r: DistributionView) => r.status },
  { header: 'Cash', value: (r: DistributionView) => r.cash },
  { header: 'Margin', value: (r: DistributionView) => r.margin },
  { header: 'Partner amount', value: (r: DistributionView) => r.partner_amount },
  { header: 'Carried in', value: (r: DistributionView) => r.carried_in },
  { header: 'Payable', value: (r: DistributionView) => r.payable },
  { header: 'Partner amount due', value: (r: DistributionView) => r.partner_amount_due },
];

const LINE_CSV = [
  { header: 'Date', value: (r: DistributionLineView) => r.allocation_date },
  { header: 'Clawback', value: (r: DistributionLineView) => (r.clawback ? 'yes' : 'no') },
  { header: 'Invoice', value: (r: DistributionLineView) => r.invoice.number },
  { header: 'Line', value: (r: DistributionLineView) => r.invoice_line.position },
  { header: 'Description', value: (r: DistributionLineView) => r.invoice_line.description },
  { header: 'Payment', value: (r: DistributionLineView) => r.payment.reference ?? r.payment.id },
  { header: 'Allocation', value: (r: DistributionLineView) => r.payment_allocation_id },
  { header: 'Paychecks', value: (r: DistributionLineView) => r.paycheck_ids.join(' ') },
  { header: 'Funding', value: (r: DistributionLineView) => r.funding },
  { header: 'Cash', value: (r: DistributionLineView) => r.cash },
  { header: 'Sales tax', value: (r: DistributionLineView) => r.sales_tax },
  { header: 'Pay', value: (r: DistributionLineView) => r.pay },
  { header: 'Burden', value: (r: DistributionLineView) => r.burden },
  { header: 'Platform fee', value: (r: DistributionLineView) => r.platform_fee },
  { header: 'Adjustments', value: (r: DistributionLineView) => r.adjustments },
  { header: 'Margin', value: (r: DistributionLineView) => r.margin },
  { header: 'Reimbursement', value: (r: DistributionLineView) => r.reimbursement },
  { header: 'Partner amount', value: (r: DistributionLineView) => r.partner_amount },
  { header: 'Platform amount', value: (r: DistributionLineView) => r.platform_amount },
];

const COMMISSION_CSV = [
  { header: 'Sales partner', value: (r: CommissionView) => r.sales_partner.name },
  { header: 'Partner', value: (r: CommissionView) => r.partner.name },
  { header: 'Period start', value: (r: CommissionView) => r.period_start },
  { header: 'Period end', value: (r: CommissionView) => r.period_end },
  { header: 'Currency', value: (r: CommissionView) => r.currency },
  { header: 'Status', value: (r: CommissionView) => r.status },
  { header: 'Basis', value: (r: CommissionView) => r.basis },
  { header: 'Commission', value: (r: CommissionView) => r.amount },
  { header: 'Carried in', value: (r: CommissionView) => r.carried_in },
  { header: 'Payable', value: (r: CommissionView) => r.payable },
  { header: 'Owed', value: (r: CommissionView) => r.amount_due },
  { header: 'Paid', value: (r: CommissionView) => r.paid_at },
  { header: 'Payout trace', value: (r: CommissionView) => r.payout?.trace_number ?? null },
];

/** A money-moving command run once per Idempotency-Key (the route and its id name the command). */
const once = <T>(
  app: FastifyInstance,
  request: { headers: Record<string, string | string[] | undefined> },
  userId: string,
  route: string,
  run: Parameters<typeof idempotent<T>>[2],
) => idempotent(app.deps.db, { userId, route, key: idempotencyKeyOf(request.headers), body: {} }, run);

export async function distributionsRoutes(app: FastifyInstance) {
  const deps = app.deps;
  listRoute(app, {
    url: '/v2/distributions',
    access,
    tags,
    query: listQuerySchema(DISTRIBUTION_SORTS, distributionFilters),
    row: distributionViewSchema,
    list: ({ principal, query: q }) =>
      distributionList(deps.db, principal, {
        partnerId: q.partner_id,
        status: q.status,
        currency: q.currency,
        sort: sortOf(q, '-period_start'),
        ...pageOf(q),
      }),
    csv: { filename: 'distributions', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/distributions/:id',
    access,
    tags,
    params: idParams,
    response: distributionDetailSchema,
    handler: ({ principal, params }) => distributionDetailOf(deps.db, principal, params.id),
  });

  // The trace as a list of its own, for its CSV: every line of the distribution, in the detail's order.
  listRoute(app, {
    url: '/v2/distributions/:id/lines',
    access,
    tags,
    params: idParams,
    query: listQuerySchema(['allocation_date'] as const, {}),
    row: distributionLineViewSchema,
    list: async ({ principal, params }) => {
      const detail = await distributionDetailOf(deps.db, principal, params.id);
      return {
        rows: detail.lines,
        total: detail.lines.length,
        filename: `distribution-${detail.partner.name}-${detail.period_start}`.replace(/[^A-Za-z0-9-]+/g, '-'),
      };
    },
    csv: { filename: 'distribution', columns: LINE_CSV },
  });

  route(app, {
    method: 'POST',
    url: '/v2/distributions/calculate',
    access: staff,
    tags,
    body: distributionCalculateSchema,
    response: distributionDetailSchema,
    handler: ({ principal, body, request }) => calculateDistribution(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/distributions/:id/approve',
    access: staff,
    tags,
    params: idParams,
    response: distributionDetailSchema,
    handler: ({ principal, params, request }) => approveDistribution(deps, principal, params.id, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/distributions/:id/pay',
    access: staff,
    tags,
    params: idParams,
    response: distributionDetailSchema,
    handler: ({ principal, params, request }) =>
      once(app, request, principal.userId, `POST /v2/distributions/${params.id}/pay`, (tx) =>
        payDistributionIn(tx, deps, principal, params.id, request.ip),
      ),
  });

  route(app, {
    method: 'POST',
    url: '/v2/payout_returns',
    access: staff,
    tags,
    body: payoutReturnsImportSchema,
    response: payoutReturnsResultSchema,
    handler: ({ principal, body, request }) => importPayoutReturns(deps, principal, body.file, request.ip),
  });

  listRoute(app, {
    url: '/v2/commissions',
    access: commissionAccess,
    tags,
    query: listQuerySchema(COMMISSION_SORTS, commissionFilters),
    row: commissionViewSchema,
    list: ({ principal, query: q }) =>
      commissionList(deps.db, principal, {
        salesPartnerId: q.sales_partner_id,
        partnerId: q.partner_id,
        status: q.status,
        sort: sortOf(q, '-period_start'),
        ...pageOf(q),
      }),
    csv: { filename: 'commissions', columns: COMMISSION_CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/commissions/:id',
    access: commissionAccess,
    tags,
    params: idParams,
    response: commissionDetailSchema,
    handler: ({ principal, params }) => commissionDetailOf(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/commissions/:id/pay',
    access: staff,
    tags,
    params: idParams,
    response: commissionDetailSchema,
    handler: ({ principal, params, request }) =>
      once(app, request, principal.userId, `POST /v2/commissions/${params.id}/pay`, (tx) =>
        payCommissionIn(tx, deps, principal, params.id, request.ip),
      ),
  });
}
