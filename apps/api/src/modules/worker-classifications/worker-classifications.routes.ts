/**
 * Worker classifications: admin, or a partner user holding the worker_classifications link
 * (granted per user, spec section 6). Without the grant the API answers 404, like the page.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WORKER_CLASSIFICATION_RESULTS,
  workerClassificationCreateSchema,
  workerClassificationUpdateSchema,
} from '@app/domain';
import { sendList } from '../../lib/list.js';
import { idParams, referenceListFilter, referenceListQuery, visibleOr404 } from '../../lib/reference-routes.js';
import { mustPrincipal } from '../../plugins/auth.js';
import {
  findVisibleClassification,
  listClassifications,
  toClassificationView,
} from './worker-classifications.repository.js';
import { createClassification, updateClassification } from './worker-classifications.service.js';

const USERS = ['admin', 'partner'] as const;
const LINK = '/worker_classifications';
const query = referenceListQuery(['worker_name', 'result', 'created_at'], {
  result: z.enum(WORKER_CLASSIFICATION_RESULTS).optional(),
});

export async function workerClassificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/worker_classifications',
    {
      config: { access: { userTypes: USERS, link: LINK } },
      schema: { querystring: query, tags: ['worker_classifications'] },
    },
    async (req, reply) => {
      const p = mustPrincipal(req.principal);
      const q = req.query;
      const result = await listClassifications(deps.db, p, {
        ...referenceListFilter(p, q, '-created_at'),
        result: q.result,
      });
      return sendList(reply, q, result, {
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
      });
    },
  );

  r.get(
    '/v2/worker_classifications/:id',
    {
      config: { access: { userTypes: USERS, link: LINK } },
      schema: { params: idParams, tags: ['worker_classifications'] },
    },
    async (req) => ({
      data: toClassificationView(
        visibleOr404(await findVisibleClassification(deps.db, mustPrincipal(req.principal), req.params.id)),
      ),
    }),
  );

  // Recording one is the /worker_classifications/create page's link (granted on its own).
  r.post(
    '/v2/worker_classifications',
    {
      config: { access: { userTypes: USERS, link: '/worker_classifications/create' } },
      schema: { body: workerClassificationCreateSchema, tags: ['worker_classifications'] },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await createClassification(deps, mustPrincipal(req.principal), req.body, req.ip) }),
  );

  r.patch(
    '/v2/worker_classifications/:id',
    {
      config: { access: { userTypes: USERS, link: LINK } },
      schema: { params: idParams, body: workerClassificationUpdateSchema, tags: ['worker_classifications'] },
    },
    async (req) => ({
      data: await updateClassification(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
