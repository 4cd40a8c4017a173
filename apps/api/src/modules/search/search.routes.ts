import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@app/domain';
import { preparedByUserType } from '../../lib/prepared-scope.js';
import { route } from '../../lib/route.js';
import { containsPattern } from '../../lib/sql.js';
import { SEARCH_PROVIDERS, toSearchResult } from './search.providers.js';
import { prepareSearch } from './search.repository.js';

const PER_TYPE = 5;

/**
 * Every object type's matches in one statement (a UNION ALL of the providers' queries a user type
 * finds), prepared once per user type: one round trip, no SQL built or planned per keystroke.
 */
const searchStatement = preparedByUserType('global_search', (db, scopeOf, name) =>
  prepareSearch(
    SEARCH_PROVIDERS.flatMap((provider, kind) =>
      !provider.finds || provider.finds(scopeOf) ? [provider.matches(db, scopeOf, kind)] : [],
    ),
    name,
  ),
);

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
      const rows = await searchStatement(app.deps.db, principal, {
        pattern: containsPattern(term),
        term,
        limit: PER_TYPE,
      });
      // The providers' order, each best match first (a UNION ALL promises no order of its own).
      const ordered = [...rows].sort((a, b) => a.kind - b.kind || b.score - a.score);
      return { data: ordered.map((row) => toSearchResult(principal, row)) };
    },
  });
}
