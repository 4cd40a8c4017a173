import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobCreateSchema, jobFilters, jobUpdateSchema } from '@app/domain';
import { notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { isStaff } from '../../lib/reference-rows.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleJob, listJobs, toJobView } from './jobs.repository.js';
import { createJob, updateJob } from './jobs.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner', 'client'] as const;
const query = listQuerySchema(['title', 'classification', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
  ...jobFilters,
});
const params = z.object({ id: z.string().uuid() });

export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/jobs',
    { config: { access: { userTypes: READERS, link: '/jobs' } }, schema: { querystring: query, tags: ['jobs'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      if (q.partner_id && !isStaff(p))
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listJobs(deps.db, p, {
        search: q.search,
        partnerId: q.partner_id,
        clientId: q.client_id,
        active: q.active,
        classification: q.classification,
        sort: sortOf(q, 'title'),
        ...pageOf(q),
      });
      return sendList(reply, q, result, {
        filename: 'jobs',
        columns: [
          { header: 'Title', value: (j) => j.title },
          { header: 'Classification', value: (j) => j.classification },
          { header: 'Workers comp code', value: (j) => j.workers_comp_code?.code },
          { header: 'Salaried', value: (j) => j.salaried },
          { header: 'Travel', value: (j) => j.is_travel },
          { header: 'Partner', value: (j) => j.partner.name },
          { header: 'Client', value: (j) => j.client?.name },
          { header: 'Active', value: (j) => j.active },
        ],
      });
    },
  );

  r.get(
    '/v2/jobs/:id',
    { config: { access: { userTypes: READERS, link: '/jobs' } }, schema: { params, tags: ['jobs'] } },
    async (req) => {
      const found = await findVisibleJob(deps.db, mustPrincipal(req.principal), req.params.id);
      if (!found) throw notFound();
      return { data: toJobView(found) };
    },
  );

  // Clients also need can_create_assignment and the owner role (section 6): the policy answers 403.
  r.post(
    '/v2/jobs',
    {
      config: { access: { userTypes: WRITERS, link: '/jobs/create' } },
      schema: { body: jobCreateSchema, tags: ['jobs'] },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await createJob(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/jobs/:id',
    {
      config: { access: { userTypes: WRITERS, link: '/jobs' } },
      schema: { params, body: jobUpdateSchema, tags: ['jobs'] },
    },
    async (req) => ({ data: await updateJob(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip) }),
  );
}
