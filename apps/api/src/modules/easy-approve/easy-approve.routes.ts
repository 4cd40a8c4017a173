import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  easyApproveQuerySchema,
  easyApproveSendResultSchema,
  easyApproveSendSchema,
  easyApproveSubmitResultSchema,
  easyApproveSubmitSchema,
  easyApproveWeekSchema,
} from '@app/domain';
import { audit } from '../../lib/audit.js';
import { envelope, route } from '../../lib/route.js';
import { openEasyApproveWeek, sendEasyApprovals } from './easy-approve.service.js';
import { submitEasyApprove } from './easy-approve.submit.js';

/** The link's token is the credential: no login (so declared by hand), and the access log keeps no query string. */
const PUBLIC = { access: { public: true } } as const;

export async function easyApproveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/easy_approve',
    {
      config: PUBLIC,
      schema: {
        querystring: easyApproveQuerySchema,
        tags: ['easy_approve'],
        response: { 200: envelope(easyApproveWeekSchema) },
      },
    },
    async (req, reply) => {
      // The answer is one approver's week: never cached by the browser or anything between.
      reply.header('cache-control', 'no-store');
      return { data: await openEasyApproveWeek(deps, req.query.token) };
    },
  );

  r.post(
    '/v2/easy_approve',
    {
      config: PUBLIC,
      schema: {
        body: easyApproveSubmitSchema,
        tags: ['easy_approve'],
        response: { 200: envelope(easyApproveSubmitResultSchema) },
      },
    },
    async (req) => ({ data: await submitEasyApprove(deps, req.body, req.ip) }),
  );

  route(app, {
    method: 'POST',
    url: '/v2/easy_approve/send',
    access: { userTypes: ['admin', 'eor'] },
    tags: ['easy_approve'],
    body: easyApproveSendSchema.optional(),
    response: easyApproveSendResultSchema,
    handler: async ({ principal: p, body, request }) => {
      const result = await sendEasyApprovals(deps, body ?? {});
      await audit(deps.db, {
        actorUserId: p.userId,
        actualUserId: p.actualUserId,
        action: 'easy_approve_sent',
        entityType: 'client',
        entityId: body?.client_id ?? null,
        metadata: { week_start: body?.week_start ?? null, links: result.sent.length },
        ip: request.ip,
      });
      return result;
    },
  });
}
