/**
 * GET/PUT /v2/column_preferences/:table: the hidden columns of one table, kept per platform user
 * (spec section 9): the real admin's id while acting as someone, so their own choice follows them.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnPreferencesUpdateSchema, TABLE_NAME_PATTERN, type ColumnPreferences } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { columnPreferences } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { mustPrincipal } from '../../plugins/auth.js';
import type { Principal } from '../../lib/principal.js';

const ACCESS = { access: {} };
const params = z.object({ table: z.string().regex(TABLE_NAME_PATTERN, 'Unknown table name') });

const platformUserId = (p: Principal) => p.actualUserId ?? p.userId;

async function preferencesOf(db: DbOrTx, userId: string, table: string): Promise<ColumnPreferences> {
  const [row] = await db
    .select()
    .from(columnPreferences)
    .where(and(eq(columnPreferences.userId, userId), eq(columnPreferences.tableName, table)));
  return {
    table,
    hidden_columns: (row?.hiddenColumns as string[] | undefined) ?? [],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function columnPreferencesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db;

  r.get(
    '/v2/column_preferences/:table',
    { config: ACCESS, schema: { params, tags: ['column_preferences'] } },
    async (req) => ({
      data: await preferencesOf(db, platformUserId(mustPrincipal(req.principal)), req.params.table),
    }),
  );

  r.put(
    '/v2/column_preferences/:table',
    { config: ACCESS, schema: { params, body: columnPreferencesUpdateSchema, tags: ['column_preferences'] } },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const userId = platformUserId(p);
      const hiddenColumns = [...new Set(req.body.hidden_columns)].sort();
      await db.transaction(async (tx) => {
        const updatedAt = new Date();
        await tx
          .insert(columnPreferences)
          .values({ userId, tableName: req.params.table, hiddenColumns, updatedAt })
          .onConflictDoUpdate({
            target: [columnPreferences.userId, columnPreferences.tableName],
            set: { hiddenColumns, updatedAt },
          });
        await audit(tx, {
          actorUserId: p.userId,
          actualUserId: p.actualUserId,
          action: 'column_preferences_changed',
          entityType: 'column_preferences',
          entityId: req.params.table,
          metadata: { hidden_columns: hiddenColumns },
          ip: req.ip,
        });
      });
      return { data: await preferencesOf(db, userId, req.params.table) };
    },
  );
}
