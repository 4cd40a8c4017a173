/**
 * Identity verifications for staff with the document_verifier capability (admin-like, or a
 * partner's document verifier for its own contractors). Deciding one (a manual review) is
 * "Edit verification": admin or document_verifier (spec section 6; rules in verifications.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VERIFICATION_STATUSES, verificationDecisionSchema, verificationRowSchema } from '@app/domain';
import { listQuerySchema } from '../../lib/list.js';
import { route } from '../../lib/route.js';
import { verificationQueue } from './verifications.repository.js';
import { decideVerification } from './verifications.service.js';
import { queueListRoute, verifierQueueAccess } from './verifier-queue.js';

const access = verifierQueueAccess('/verifications');
const query = listQuerySchema(['created_at', 'status'], {
  status: z.enum(VERIFICATION_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
const params = z.object({ id: z.uuid() });

export async function verificationsRoutes(app: FastifyInstance) {
  const deps = app.deps;

  queueListRoute(app, {
    path: '/v2/verifications',
    link: '/verifications',
    tag: 'verifications',
    query,
    ...verificationQueue,
    row: verificationRowSchema,
    defaultSort: '-created_at',
    csv: {
      filename: 'verifications',
      columns: [
        { header: 'Name', value: (v) => v.user.name },
        { header: 'Email', value: (v) => v.user.email },
        { header: 'Partner', value: (v) => v.partner?.name },
        { header: 'Status', value: (v) => v.status },
        { header: 'Reason', value: (v) => v.reason },
        { header: 'Provider', value: (v) => v.provider },
        { header: 'Submitted', value: (v) => v.created_at },
        { header: 'Decided', value: (v) => v.decided_at },
      ],
    },
  });

  route(app, {
    method: 'POST',
    url: '/v2/verifications/:id/decision',
    access,
    tags: ['verifications'],
    params,
    body: verificationDecisionSchema,
    response: verificationRowSchema,
    handler: ({ principal, params: { id }, body, request }) =>
      decideVerification(deps.db, principal, id, body, request.ip),
  });
}
