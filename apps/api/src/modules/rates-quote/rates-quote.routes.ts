import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ratesQuoteSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { quoteRates } from './rates-quote.service.js';

export async function ratesQuoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v2/rates_quote',
    {
      // The calculator page's rule: partner users need bill visibility (spec section 2).
      config: {
        access: { userTypes: ['admin', 'eor', 'partner'], link: '/pricing_calculator', capability: 'see_bill' },
      },
      schema: { body: ratesQuoteSchema, tags: ['rates'] },
    },
    async (req) => ({ data: await quoteRates(app.deps, mustPrincipal(req.principal), req.body) }),
  );
}
