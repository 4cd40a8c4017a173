/** /v2/payment_methods (the route table: client, eor, partner, admin with sensitive access). */
import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_METHOD_SORTS,
  paymentMethodCreateSchema,
  paymentMethodFilters,
  paymentMethodViewSchema,
  type PaymentMethodView,
} from '@app/domain';
import { listQuerySchema, pageOf, sortOf } from '../../lib/list.js';
import { idParams } from '../../lib/reference-routes.js';
import { listRoute, noContent, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { addPaymentMethod, paymentMethodList, removePaymentMethod } from './payment-methods.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'client'],
  link: '/payment_methods',
  capability: 'sensitive',
} as const;
const tags = ['payment_methods'];

export async function paymentMethodsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/payment_methods',
    access,
    tags,
    query: listQuerySchema(PAYMENT_METHOD_SORTS, paymentMethodFilters),
    row: paymentMethodViewSchema,
    list: ({ principal, query: q }) =>
      paymentMethodList(deps.db, principal, { clientId: q.client_id, sort: sortOf(q, 'created_at'), ...pageOf(q) }),
    // Masked like every answer: the bank, the last four digits and the routing or transit number.
    csv: {
      filename: 'payment_methods',
      columns: [
        { header: 'Client', value: (m: PaymentMethodView) => m.client.name },
        { header: 'Bank', value: (m: PaymentMethodView) => m.bank_name },
        { header: 'Account', value: (m: PaymentMethodView) => m.account_masked },
        { header: 'Routing', value: (m: PaymentMethodView) => m.routing },
        { header: 'Currency', value: (m: PaymentMethodView) => m.currency },
        { header: 'Added', value: (m: PaymentMethodView) => m.created_at },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/payment_methods',
    access,
    tags,
    body: paymentMethodCreateSchema,
    response: paymentMethodViewSchema,
    status: 201,
    handler: ({ principal, body, request }) =>
      addPaymentMethod(deps, principal, body, request.ip, () => requireEmailCode(deps, request)),
  });

  route(app, {
    method: 'DELETE',
    url: '/v2/payment_methods/:id',
    access,
    tags,
    params: idParams,
    status: 204,
    response: noContent,
    handler: async ({ principal, params, request }) => {
      await removePaymentMethod(deps, principal, params.id, request.ip, () => requireEmailCode(deps, request));
      return null;
    },
  });
}
