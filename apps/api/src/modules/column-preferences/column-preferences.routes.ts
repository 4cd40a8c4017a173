/**
 * GET/PUT /v2/column_preferences/:table: the hidden columns of one table, kept per platform user
 * (spec section 9; the rules are in column-preferences.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnPreferencesUpdateSchema, TABLE_NAME_PATTERN } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { columnPreferencesOf, saveColumnPreferences } from './column-preferences.service.js';

const ACCESS = { access: {} };
const params = z.object({ table: z.string().regex(TABLE_NAME_PATTERN, 'Unknown table name') });

export async function columnPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get(
    '/v2/column_preferences/:table',
    { config: ACCESS, schema: { params, tags: ['column_preferences'] } },
    async (req) => ({ data: await columnPreferencesOf(db, mustPrincipal(req.principal), req.params.table) }),
  );

  r.put(
    '/v2/column_preferences/:table',
    { config: ACCESS, schema: { params, body: columnPreferencesUpdateSchema, tags: ['column_preferences'] } },
    async (req) => ({
      data: await saveColumnPreferences(
        db,
        mustPrincipal(req.principal),
        req.params.table,
        req.body.hidden_columns,
        req.ip,
      ),
    }),
  );
}
