/**
 * Worker classifications: admin, or a partner user holding the worker_classifications link
 * (granted per user, spec section 6). Without the grant the API answers 404, like the page.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  WORKER_CLASSIFICATION_RESULTS,
  workerClassificationCreateSchema,
  workerClassificationUpdateSchema,
  workerClassificationViewSchema,
} from '@app/domain';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { listRoute, route } from '../../lib/route.js';
import {
  findVisibleClassification,
  listClassifications,
  toClassificationView,
} from './worker-classifications.repository.js';
import { createClassification, updateClassification } from './worker-classifications.service.js';

const USERS = ['admin', 'partner'] as const;
const access = { userTypes: USERS, link: '/worker_classifications' } as const;
const tags = ['worker_classifications'];

export async function workerClassificationsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  listRoute(app, {
    url: '/v2/worker_classifications',
    access,
    tags,
    query: referenceListQuery(['worker_name', 'result', 'created_at'], {
      result: z.enum(WORKER_CLASSIFICATION_RESULTS).optional(),
    }),
    row: workerClassificationViewSchema,
    list: ({ principal, query }) =>
      listClassifications(deps.db, principal, {
        ...referenceListFilter(principal, query, '-created_at'),
        result: query.result,
      }),
    csv: {
      filename: 'worker_classifications',
      columns: [
        { header: 'Worker', value: (c) => c.worker_name },
        { header: 'Partner', value: (c) => c.partner.name },
        { header: 'Recommendation', value: (c) => c.recommendation.recommendation },
        { header: 'Result', value: (c) => c.result },
        { header: 'Notes', value: (c) => c.notes },
        { header: 'Recorded by', value: (c) => c.created_by?.name },
        { header: 'Recorded', value: (c) => c.created_at },
      ],
    },
  });

  route(app, {
    method: 'GET',
    url: '/v2/worker_classifications/:id',
    access,
    tags,
    params: idParams,
    response: workerClassificationViewSchema,
    handler: async ({ principal, params }) =>
      toClassificationView(visibleOr404(await findVisibleClassification(deps.db, principal, params.id))),
  });

  // Recording one is the /worker_classifications/create page's link (granted on its own).
  route(app, {
    method: 'POST',
    url: '/v2/worker_classifications',
    access: { userTypes: USERS, link: '/worker_classifications/create' },
    tags,
    body: workerClassificationCreateSchema,
    response: workerClassificationViewSchema,
    status: 201,
    handler: ({ principal, body, request }) => createClassification(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'PATCH',
    url: '/v2/worker_classifications/:id',
    access,
    tags,
    params: idParams,
    body: workerClassificationUpdateSchema,
    response: workerClassificationViewSchema,
    handler: ({ principal, params, body, request }) =>
      updateClassification(deps, principal, params.id, body, request.ip),
  });
}
