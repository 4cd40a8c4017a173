/** /v2/payment_methods (the route table: client, eor, partner, admin with sensitive access). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentMethodCreateSchema, paymentMethodViewSchema, paymentMethodsQuerySchema } from '@app/domain';
import { idParams } from '../../lib/reference-routes.js';
import { noContent, route } from '../../lib/route.js';
import { requireEmailCode } from '../auth/verification.js';
import { addPaymentMethod, paymentMethodsOf, removePaymentMethod } from './payment-methods.service.js';

const access = {
  userTypes: ['admin', 'eor', 'partner', 'client'],
  link: '/payment_methods',
  capability: 'sensitive',
} as const;
const tags = ['payment_methods'];

export async function paymentMethodsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/payment_methods',
    access,
    tags,
    query: paymentMethodsQuerySchema,
    response: z.array(paymentMethodViewSchema),
    handler: ({ principal, query }) => paymentMethodsOf(deps.db, principal, query.client_id),
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
