import type { FastifyInstance } from 'fastify';
import { jobCreateSchema, jobFilters, jobUpdateSchema, jobViewSchema } from '@app/domain';
import { referenceRoutes } from '../../lib/reference-route-set.js';
import { referenceListFilter, referenceListQuery } from '../../lib/reference-routes.js';
import { findVisibleJob, listJobs, toJobView } from './jobs.repository.js';
import { createJob, updateJob } from './jobs.service.js';

const READERS = { userTypes: ['admin', 'eor', 'partner', 'sales_partner', 'client'], link: '/jobs' } as const;
const WRITER_TYPES = ['admin', 'eor', 'partner', 'client'] as const;

export async function jobsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  referenceRoutes(app, {
    url: '/v2/jobs',
    tags: ['jobs'],
    access: {
      read: READERS,
      // Clients also need can_create_assignment and the owner role (section 6): the policy answers 403.
      create: { userTypes: WRITER_TYPES, link: '/jobs/create' },
      update: { userTypes: WRITER_TYPES, link: '/jobs' },
    },
    view: jobViewSchema,
    list: {
      query: referenceListQuery(['title', 'classification', 'created_at'], jobFilters),
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
    },
    find: (principal, id) => findVisibleJob(deps.db, principal, id),
    toView: toJobView,
    create: {
      body: jobCreateSchema,
      handler: ({ principal, body, request }) => createJob(deps, principal, body, request.ip),
    },
    update: {
      body: jobUpdateSchema,
      handler: ({ principal, params, body, request }) => updateJob(deps, principal, params.id, body, request.ip),
    },
  });
}
