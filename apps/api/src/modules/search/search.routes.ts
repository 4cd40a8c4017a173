import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { SEARCH_PROVIDERS } from './search.providers.js';

const PER_TYPE = 5;

export async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v2/search',
    {
      config: { access: { userTypes: ['admin', 'partner'] } },
      schema: { querystring: searchQuerySchema, tags: ['search'] },
    },
    async (req) => {
      const principal = mustPrincipal(req.principal);
      const term = req.query.search;
      if (term.length < 2) return { data: { data: [] } };
      const groups = await Promise.all(
        Object.values(SEARCH_PROVIDERS).map((provider) => provider(app.deps.db, principal, term, PER_TYPE)),
      );
      return { data: { data: groups.flat() } };
    },
  );
}
