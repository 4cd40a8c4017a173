/** Workers comp codes: read by every signed-in user at start-up (spec section 7). */
import { asc, count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workersCompCodes } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';

const query = listQuerySchema(['code', 'description'], { search: z.string().trim().max(100).optional() });
const SORT_COLUMNS = { code: workersCompCodes.code, description: workersCompCodes.description } as const;

export async function workersCompCodesRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v2/workers_comp_codes',
      { config: { access: {} }, schema: { querystring: query, tags: ['workers_comp_codes'] } },
      async (req, reply) => {
        const q = req.query;
        const where = q.search
          ? or(
              ilike(workersCompCodes.code, containsPattern(q.search)),
              ilike(workersCompCodes.description, containsPattern(q.search)),
            )
          : undefined;
        const sort = sortOf(q, 'code');
        const col = SORT_COLUMNS[sort.column as keyof typeof SORT_COLUMNS];
        const { limit, offset } = pageOf(q);
        const rows = await app.deps.db
          .select({ id: workersCompCodes.id, code: workersCompCodes.code, description: workersCompCodes.description })
          .from(workersCompCodes)
          .where(where)
          .orderBy(sort.desc ? desc(col) : asc(col))
          .limit(limit)
          .offset(offset);
        const [total] = await app.deps.db.select({ n: count() }).from(workersCompCodes).where(where);
        return sendList(
          reply,
          q,
          { rows, total: total?.n ?? 0 },
          {
            filename: 'workers_comp_codes',
            columns: [
              { header: 'Code', value: (r) => r.code },
              { header: 'Description', value: (r) => r.description },
            ],
          },
        );
      },
    );
}
