import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobCreateSchema, jobFilters, jobUpdateSchema } from '@app/domain';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { findVisibleJob, listJobs, toJobView } from './jobs.repository.js';
import { createJob, updateJob } from './jobs.service.js';

const READERS = ['admin', 'eor', 'partner', 'sales_partner', 'client'] as const;
const WRITERS = ['admin', 'eor', 'partner', 'client'] as const;
const query = referenceListQuery(['title', 'classification', 'created_at'], jobFilters);

export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/jobs',
    { config: { access: { userTypes: READERS, link: '/jobs' } }, schema: { querystring: query, tags: ['jobs'] } },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listJobs(deps.db, p, {
        ...referenceListFilter(p, q, 'title'),
        classification: q.classification,
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
    { config: { access: { userTypes: READERS, link: '/jobs' } }, schema: { params: idParams, tags: ['jobs'] } },
    async (req) => ({
      data: toJobView(visibleOr404(await findVisibleJob(deps.db, mustPrincipal(req.principal), req.params.id))),
    }),
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
      schema: { params: idParams, body: jobUpdateSchema, tags: ['jobs'] },
    },
    async (req) => ({ data: await updateJob(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip) }),
  );
}
