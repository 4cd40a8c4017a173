import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assignmentRateCreateSchema, assignmentRateViewSchema } from '@app/domain';
import { route } from '../../lib/route.js';
import { todayIso } from '../assignments/today.js';
import { createAssignmentRate, listAssignmentRates } from './assignment-rates.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;
const tags = ['assignments'];

export async function assignmentRatesRoutes(app: FastifyInstance) {
  const deps = app.deps;

  // One assignment's whole rate history, in the list envelope (no paging, no CSV).
  route(app, {
    method: 'GET',
    url: '/v2/assignment_rates',
    access: { userTypes: READERS, link: '/assignments' },
    tags,
    query: z.object({ assignment_id: z.string().uuid() }).strict(),
    response: z.object({ data: z.array(assignmentRateViewSchema), total: z.number().int() }),
    handler: async ({ principal, query }) => {
      const rows = await listAssignmentRates(deps.db, principal, query.assignment_id, todayIso(deps.clock.now()));
      return { data: rows, total: rows.length };
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/assignment_rates',
    access: { userTypes: ['admin', 'eor', 'partner'], link: '/assignments' },
    tags,
    body: assignmentRateCreateSchema,
    response: assignmentRateViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createAssignmentRate(deps, principal, body, request.ip),
  });
}
