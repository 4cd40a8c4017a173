import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { easyApproveQuerySchema, easyApproveSendSchema, easyApproveSubmitSchema } from '@app/domain';
import { mustPrincipal } from '../../plugins/auth.js';
import { audit } from '../../lib/audit.js';
import { openEasyApproveWeek, sendEasyApprovals } from './easy-approve.service.js';
import { submitEasyApprove } from './easy-approve.submit.js';

/** The link's token is the credential: no login, and the access log keeps no query string. */
const PUBLIC = { access: { public: true } } as const;

export async function easyApproveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    '/v2/easy_approve',
    { config: PUBLIC, schema: { querystring: easyApproveQuerySchema, tags: ['easy_approve'] } },
    async (req, reply) => {
      // The answer is one approver's week: never cached by the browser or anything between.
      reply.header('cache-control', 'no-store');
      return { data: await openEasyApproveWeek(deps, req.query.token) };
    },
  );

  r.post(
    '/v2/easy_approve',
    { config: PUBLIC, schema: { body: easyApproveSubmitSchema, tags: ['easy_approve'] } },
    async (req) => ({ data: await submitEasyApprove(deps, req.body, req.ip) }),
  );

  r.post(
    '/v2/easy_approve/send',
    {
      config: { access: { userTypes: ['admin', 'eor'] } },
      schema: { body: easyApproveSendSchema.optional(), tags: ['easy_approve'] },
    },
    async (req) => {
      const p = mustPrincipal(req.principal);
      const result = await sendEasyApprovals(deps, req.body ?? {});
      await audit(deps.db, {
        actorUserId: p.userId,
        actualUserId: p.actualUserId,
        action: 'easy_approve_sent',
        entityType: 'client',
        entityId: req.body?.client_id ?? null,
        metadata: { week_start: req.body?.week_start ?? null, links: result.sent.length },
        ip: req.ip,
      });
      return { data: result };
    },
  );
}
