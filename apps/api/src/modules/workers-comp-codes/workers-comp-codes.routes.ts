/**
 * Workers comp codes: read by every signed-in user at start-up (spec section 7; the answer keeps
 * its {data: {data: [{id, code, description}], total}} shape, rows now also carry `active`);
 * added and changed by admin and eor.
 */
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { workersCompCodeCreateSchema, workersCompCodeFilters, workersCompCodeUpdateSchema } from '@app/domain';
import { workersCompCodes } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { createWorkersCompCode, toWorkersCompCodeView, updateWorkersCompCode } from './workers-comp-codes.service.js';

const query = listQuerySchema(['code', 'description'], {
  search: z.string().trim().max(100).optional(),
  ...workersCompCodeFilters,
});
const params = z.object({ id: z.string().uuid() });
const SORT_COLUMNS = { code: workersCompCodes.code, description: workersCompCodes.description } as const;
const STAFF = { userTypes: ['admin', 'eor'] as const, link: '/workers_comp_codes' };

export async function workersCompCodesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/workers_comp_codes',
    { config: { access: {} }, schema: { querystring: query, tags: ['workers_comp_codes'] } },
    async (req, reply) => {
      const q = req.query;
      const where = and(
        q.search
          ? or(
              ilike(workersCompCodes.code, containsPattern(q.search)),
              ilike(workersCompCodes.description, containsPattern(q.search)),
            )
          : undefined,
        q.active !== undefined ? eq(workersCompCodes.active, q.active) : undefined,
      );
      const sort = sortOf(q, 'code');
      const col = SORT_COLUMNS[sort.column as keyof typeof SORT_COLUMNS];
      const { limit, offset } = pageOf(q);
      const rows = await deps.db
        .select()
        .from(workersCompCodes)
        .where(where)
        .orderBy(sort.desc ? desc(col) : asc(col))
        .limit(limit)
        .offset(offset);
      const [total] = await deps.db.select({ n: count() }).from(workersCompCodes).where(where);
      return sendList(
        reply,
        q,
        { rows: rows.map(toWorkersCompCodeView), total: total?.n ?? 0 },
        {
          filename: 'workers_comp_codes',
          columns: [
            { header: 'Code', value: (c) => c.code },
            { header: 'Description', value: (c) => c.description },
            { header: 'Active', value: (c) => c.active },
          ],
        },
      );
    },
  );

  r.post(
    '/v2/workers_comp_codes',
    { config: { access: STAFF }, schema: { body: workersCompCodeCreateSchema, tags: ['workers_comp_codes'] } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await createWorkersCompCode(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/workers_comp_codes/:id',
    { config: { access: STAFF }, schema: { params, body: workersCompCodeUpdateSchema, tags: ['workers_comp_codes'] } },
    async (req) => ({
      data: await updateWorkersCompCode(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
