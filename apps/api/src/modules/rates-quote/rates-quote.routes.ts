import type { FastifyInstance } from 'fastify';
import { ratesQuoteSchema, ratesQuoteViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { quoteRates } from './rates-quote.service.js';

export async function ratesQuoteRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v2/rates_quote',
    // The calculator page's rule: partner users need bill visibility (spec section 2).
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/pricing_calculator', capability: 'see_bill' },
    tags: ['rates'],
    body: ratesQuoteSchema,
    response: ratesQuoteViewSchema,
    handler: ({ principal, body }) => quoteRates(app.deps, principal, body),
  });
}
