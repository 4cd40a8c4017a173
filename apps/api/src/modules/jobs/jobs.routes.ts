import type { FastifyInstance } from 'fastify';
import { jobCreateSchema, jobFilters, jobUpdateSchema, jobViewSchema } from '@app/domain';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import { findVisibleJob, listJobs, toJobView } from './jobs.repository.js';
import { createJob, updateJob } from './jobs.service.js';

const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/jobs' } as const;
const WRITER_TYPES = ['admin', 'eor', 'partner', 'client'] as const;
const tags = ['jobs'];

export async function jobsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/jobs',
    access: READERS,
    tags,
    query: referenceListQuery(['title', 'classification', 'created_at'], jobFilters),
    row: jobViewSchema,
    list: ({ principal, query }) =>
      listJobs(deps.db, principal, {
        ...referenceListFilter(principal, query, 'title'),
        classification: query.classification,
      }),
    csv: {
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
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/jobs/:id',
    access: READERS,
    tags,
    params: idParams,
    response: jobViewSchema,
    handler: async ({ principal, params }) =>
      toJobView(visibleOr404(await findVisibleJob(deps.db, principal, params.id))),
  });

  // Clients also need can_create_assignment and the owner role (section 6): the policy answers 403.
  route(app, {
    method: 'POST',
    url: '/v2/jobs',
    access: { userTypes: WRITER_TYPES, link: '/jobs/create' },
    tags,
    body: jobCreateSchema,
    response: jobViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createJob(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/jobs/:id',
    access: { userTypes: WRITER_TYPES, link: '/jobs' },
    tags,
    params: idParams,
    body: jobUpdateSchema,
    response: jobViewSchema,
    handler: ({ principal, params, body, request }) => updateJob(deps, principal, params.id, body, request.ip),
  });
}
