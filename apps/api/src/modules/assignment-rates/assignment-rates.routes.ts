import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignmentRateCreateSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { todayIso } from '../assignments/today.js';
import { createAssignmentRate, listAssignmentRates } from './assignment-rates.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;

export async function assignmentRatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/assignment_rates',
    {
      config: { access: { userTypes: READERS, link: '/assignments' } },
      schema: { querystring: z.object({ assignment_id: z.string().uuid() }).strict(), tags: ['assignments'] },
    },
    async (req) => {
      const rows = await listAssignmentRates(
        deps.db,
        mustPrincipal(req.principal),
        req.query.assignment_id,
        todayIso(deps.clock.now()),
      );
      return { data: { data: rows, total: rows.length } };
    },
  );

  r.post(
    '/v2/assignment_rates',
    {
      config: { access: { userTypes: ['admin', 'eor', 'partner'], link: '/assignments' } },
      schema: { body: assignmentRateCreateSchema, tags: ['assignments'] },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await createAssignmentRate(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );
}
