import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { SEARCH_PROVIDERS } from './search.providers.js';

const PER_TYPE = 5;

export async function searchRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v2/search',
    access: { userTypes: ['admin', 'partner'] },
    tags: ['search'],
    query: searchQuerySchema,
    response: z.object({ data: z.array(searchResultSchema) }),
    handler: async ({ principal, query }) => {
      const term = query.search;
      if (term.length < 2) return { data: [] };
      const groups = await Promise.all(
        Object.values(SEARCH_PROVIDERS).map((provider) => provider(app.deps.db, principal, term, PER_TYPE)),
      );
      return { data: groups.flat() };
    },
  });
}
