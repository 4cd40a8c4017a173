/** /v2/purchase_orders (the route table: admin, eor, partner, client; creating and changing per the policy). */
import type { FastifyInstance } from 'fastify';
import {
  PURCHASE_ORDER_SORTS,
  purchaseOrderCreateSchema,
  purchaseOrderDetailSchema,
  purchaseOrderFilters,
  purchaseOrderUpdateSchema,
  purchaseOrderViewSchema,
  type PurchaseOrderView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  createPurchaseOrder,
  purchaseOrderDetail,
  purchaseOrderList,
  updatePurchaseOrder,
} from './purchase-orders.service.js';

const access = { userTypes: ['admin', 'eor', 'partner', 'client'], link: '/purchase_orders' } as const;
const tags = ['purchase_orders'];

const CSV = [
  { header: 'Number', value: (v: PurchaseOrderView) => v.number },
  { header: 'Client', value: (v: PurchaseOrderView) => v.client.name },
  { header: 'Budget kind', value: (v: PurchaseOrderView) => v.budget_kind },
  { header: 'Budget', value: (v: PurchaseOrderView) => v.budget },
  { header: 'Currency', value: (v: PurchaseOrderView) => v.currency },
  { header: 'Consumed', value: (v: PurchaseOrderView) => v.consumed },
  { header: 'Remaining', value: (v: PurchaseOrderView) => v.remaining },
  { header: '% used', value: (v: PurchaseOrderView) => v.percent_used },
  { header: 'Starts on', value: (v: PurchaseOrderView) => v.starts_on },
  { header: 'Ends on', value: (v: PurchaseOrderView) => v.ends_on },
  { header: 'Status', value: (v: PurchaseOrderView) => v.status },
];

export async function purchaseOrdersRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/purchase_orders',
    access,
    tags,
    query: listQuerySchema(PURCHASE_ORDER_SORTS, purchaseOrderFilters),
    row: purchaseOrderViewSchema,
    list: ({ principal, query: q }) =>
      purchaseOrderList(deps.db, principal, {
        clientId: q.client_id,
        partnerId: q.partner_id,
        status: q.status,
        nearBudget: q.near_budget === undefined ? undefined : q.near_budget === 'true',
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
      }),
    csv: { filename: 'purchase_orders', columns: CSV },
  });

  route(app, {
    method: 'GET',
    url: '/v2/purchase_orders/:id',
    access,
    tags,
    params: idParams,
    response: purchaseOrderDetailSchema,
    handler: ({ principal, params }) => purchaseOrderDetail(deps.db, principal, params.id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/purchase_orders',
    access,
    tags,
    body: purchaseOrderCreateSchema,
    response: purchaseOrderDetailSchema,
    status: 201,
    handler: ({ principal, body, request }) => createPurchaseOrder(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/purchase_orders/:id',
    access,
    tags,
    params: idParams,
    body: purchaseOrderUpdateSchema,
    response: purchaseOrderDetailSchema,
    handler: ({ principal, params, body, request }) =>
      updatePurchaseOrder(deps, principal, params.id, body, request.ip),
  });
}
