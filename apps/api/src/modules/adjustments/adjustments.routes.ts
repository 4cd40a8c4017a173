/** /v2/adjustments (the route table: admin, eor, partner with sensitive access; adding per section 6). */
import type { FastifyInstance } from 'fastify';
import {
  ADJUSTMENT_SORTS,
  adjustmentCreateSchema,
  adjustmentFilters,
  adjustmentViewSchema,
  adjustmentVoidSchema,
  type AdjustmentView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { adjustmentDetail, adjustmentList, createAdjustment, voidAdjustment } from './adjustments.service.js';

const access = { userTypes: ['admin', 'eor', 'partner'], link: '/adjustments', capability: 'sensitive' } as const;
const tags = ['adjustments'];

const CSV = [
  { header: 'Date', value: (v: AdjustmentView) => v.date },
  { header: 'Client', value: (v: AdjustmentView) => v.payer.name },
  { header: 'Type', value: (v: AdjustmentView) => v.type },
  { header: 'Direction', value: (v: AdjustmentView) => v.direction },
  { header: 'Amount', value: (v: AdjustmentView) => v.signed_amount },
  { header: 'Currency', value: (v: AdjustmentView) => v.currency },
  { header: 'Description', value: (v: AdjustmentView) => v.description },
  { header: 'Status', value: (v: AdjustmentView) => v.status },
  { header: 'Invoice', value: (v: AdjustmentView) => v.invoice_charged_against?.number ?? null },
  { header: 'Corrects invoice', value: (v: AdjustmentView) => v.invoice_related_to?.number ?? null },
  { header: 'Partner amount due', value: (v: AdjustmentView) => v.partner_amount_due },
];

export async function adjustmentsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/adjustments',
    access,
    tags,
    query: listQuerySchema(ADJUSTMENT_SORTS, adjustmentFilters),
    row: adjustmentViewSchema,
    list: ({ principal, query: q }) =>
      adjustmentList(deps.db, principal, {
        clientId: q.client_id,
        partnerId: q.partner_id,
        status: q.status,
        direction: q.direction,
        invoiceId: q.invoice_id,
        sort: sortOf(q, '-date'),
        ...pageOf(q),
      }),
    csv: { filename: 'adjustments', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/adjustments/:id',
    access,
    tags,
    params: idParams,
    response: adjustmentViewSchema,
    handler: ({ principal, params }) => adjustmentDetail(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/adjustments',
    access,
    tags,
    body: adjustmentCreateSchema,
    response: adjustmentViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createAdjustment(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/adjustments/:id/void',
    access,
    tags,
    params: idParams,
    body: adjustmentVoidSchema,
    response: adjustmentViewSchema,
    handler: ({ principal, params, body, request }) =>
      voidAdjustment(deps, principal, params.id, body.reason, request.ip),
  });
}
