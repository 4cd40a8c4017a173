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
import { notFound, unprocessable } from '../../lib/errors.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { mustPrincipal } from '../../plugins/auth.js';
import {
  findVisibleClassification,
  listClassifications,
  toClassificationView,
} from './worker-classifications.repository.js';
import { createClassification, updateClassification } from './worker-classifications.service.js';

const USERS = ['admin', 'partner'] as const;
const LINK = '/worker_classifications';
const query = listQuerySchema(['worker_name', 'result', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
  result: z.enum(WORKER_CLASSIFICATION_RESULTS).optional(),
});
const params = z.object({ id: z.string().uuid() });

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
      if (q.partner_id && p.userType !== 'admin')
        throw unprocessable([{ loc: ['querystring', 'partner_id'], msg: 'Only platform staff filter by partner' }]);
      const result = await listClassifications(deps.db, p, {
        search: q.search,
        partnerId: q.partner_id,
        result: q.result,
        sort: sortOf(q, '-created_at'),
        ...pageOf(q),
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
    { config: { access: { userTypes: USERS, link: LINK } }, schema: { params, tags: ['worker_classifications'] } },
    async (req) => {
      const found = await findVisibleClassification(deps.db, mustPrincipal(req.principal), req.params.id);
      if (!found) throw notFound();
      return { data: toClassificationView(found) };
    },
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
      schema: { params, body: workerClassificationUpdateSchema, tags: ['worker_classifications'] },
    },
    async (req) => ({
      data: await updateClassification(deps, mustPrincipal(req.principal), req.params.id, req.body, req.ip),
    }),
  );
}
