/**
 * Checkr (decision 0080): a partner's connection — its status, the authorize link, the completion that
 * /integrations/complete/checkr posts (Checkr's code and our state) and the disconnect — for platform staff
 * (naming the partner) and the partner's users (their own; the owner or manager connects); Checkr's signed
 * webhooks (public: the signature is the credential); and, outside production, the Checkr-shaped sandbox
 * the adapter talks to, at /sandbox/checkr.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkrAuthorizeSchema, checkrCompleteSchema, checkrConnectionSchema, checkrPartnerSchema } from '@app/domain';
import { envelope, route } from '../../lib/route.js';
import { checkrSandbox, CHECKR_SIGNATURE_HEADER } from './checkr-sandbox.js';
import { receiveCheckrWebhook } from './checkr-webhooks.service.js';
import { checkrAuthorize, checkrStatus, completeCheckr, disconnectCheckr } from './checkr.service.js';

const USERS = ['admin', 'eor', 'partner'] as const;
const access = { userTypes: USERS, link: '/integrations/complete/checkr' };
const tags = ['integrations'];
export const CHECKR_WEBHOOK_URL = '/v2/integrations/checkr/webhooks';
const SANDBOX_BASE = '/sandbox/checkr';

const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean(), outcome: z.string() });

export async function checkrRoutes(app: FastifyInstance) {
  const deps = app.deps;

  route(app, {
    method: 'GET',
    url: '/v2/integrations/checkr',
    summary: "A partner's Checkr connection (staff name the partner)",
    access,
    tags,
    query: checkrPartnerSchema,
    response: checkrConnectionSchema,
    handler: ({ principal, query }) => checkrStatus(deps, principal, query.partner_id),
  });

  route(app, {
    method: 'POST',
    url: '/v2/integrations/checkr/authorize',
    summary: "Where to send the browser to connect the partner's Checkr account",
    access,
    tags,
    body: checkrPartnerSchema,
    response: checkrAuthorizeSchema,
    handler: ({ principal, body }) => checkrAuthorize(deps, principal, body),
  });

  route(app, {
    method: 'POST',
    url: '/v2/integrations/checkr/complete',
    summary: "Completes the connection with Checkr's code (/integrations/complete/checkr)",
    access,
    tags,
    body: checkrCompleteSchema,
    response: checkrConnectionSchema,
    handler: ({ principal, body, request }) => completeCheckr(deps, principal, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/v2/integrations/checkr/disconnect',
    access,
    tags,
    body: checkrPartnerSchema,
    response: checkrConnectionSchema,
    handler: ({ principal, body, request }) => disconnectCheckr(deps, principal, body, request.ip),
  });

  // The raw body is what Checkr signed: these routes read it as text, not as parsed JSON.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    // Public, so declared by hand: Checkr has no session; the signature is checked before anything is read.
    raw.post(
      CHECKR_WEBHOOK_URL,
      {
        config: { access: { public: true } },
        schema: {
          tags,
          summary: "Checkr's webhook (signed: X-Checkr-Signature)",
          response: { 200: envelope(webhookAnswer) },
        },
      },
      async (request, reply) => {
        const signature = request.headers[CHECKR_SIGNATURE_HEADER];
        const data = await receiveCheckrWebhook(
          deps,
          typeof request.body === 'string' ? request.body : '',
          Array.isArray(signature) ? signature[0] : signature,
        );
        return reply.status(200).send({ data });
      },
    );

    const cfg = deps.config.checkr;
    if (!cfg?.sandbox || deps.config.mode === 'production') return;
    const sandbox = checkrSandbox({
      clientId: cfg.clientId,
      clientSecret: cfg.clientSecret,
      webhookSecret: cfg.webhookSecret,
      basePath: SANDBOX_BASE,
      deliver: async (payload, headers) =>
        (await app.inject({ method: 'POST', url: CHECKR_WEBHOOK_URL, payload, headers })).statusCode,
    });
    // Not under /v2: the sandbox stands for Checkr's own servers (local and sandbox modes only).
    raw.all(`${SANDBOX_BASE}/*`, { config: { access: { public: true } } }, async (request, reply) => {
      const answer = await sandbox.handle({
        method: request.method,
        url: request.url.slice(SANDBOX_BASE.length),
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : '',
      });
      return reply.status(answer.status).headers(answer.headers).send(answer.body);
    });
  });
}
