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
import { referenceRoutes } from '../../lib/reference-route-set.js';
import { referenceListFilter, referenceListQuery } from '../../lib/reference-routes.js';
import {
  findVisibleClassification,
  listClassifications,
  toClassificationView,
} from './worker-classifications.repository.js';
import { createClassification, updateClassification } from './worker-classifications.service.js';

const USERS = ['admin', 'partner'] as const;
const access = { userTypes: USERS, link: '/worker_classifications' } as const;

export async function workerClassificationsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  referenceRoutes(app, {
    url: '/v2/worker_classifications',
    tags: ['worker_classifications'],
    access: {
      read: access,
      // Recording one is the /worker_classifications/create page's link (granted on its own).
      create: { userTypes: USERS, link: '/worker_classifications/create' },
      update: access,
    },
    view: workerClassificationViewSchema,
    list: {
      query: referenceListQuery(['worker_name', 'result', 'created_at'], {
        result: z.enum(WORKER_CLASSIFICATION_RESULTS).optional(),
      }),
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
    },
    find: (principal, id) => findVisibleClassification(deps.db, principal, id),
    toView: toClassificationView,
    create: {
      body: workerClassificationCreateSchema,
      handler: ({ principal, body, request }) => createClassification(deps, principal, body, request.ip),
    },
    update: {
      body: workerClassificationUpdateSchema,
      handler: ({ principal, params, body, request }) =>
        updateClassification(deps, principal, params.id, body, request.ip),
    },
  });
}
