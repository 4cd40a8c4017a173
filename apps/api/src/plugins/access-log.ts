/**
 * Access logs for every /v2 request: user, actual user, method, path without its query string (it
 * can carry search terms or tokens), status, ip and duration. Kept in access_logs for the admin.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessLogs } from '../db/schema/index.js';

export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/v2') || request.url.startsWith('/v2/docs')) return;
    const entry = {
      userId: request.principal?.userId ?? null,
      actualUserId: request.principal?.actualUserId ?? null,
      method: request.method,
      path: request.url.split('?')[0]!,
      status: reply.statusCode,
      ip: request.ip,
      durationMs: Math.round(reply.elapsedTime),
    };
    request.log.info(entry, 'access');
    try {
      await app.deps.db.insert(accessLogs).values(entry);
    } catch (err) {
      request.log.warn({ err }, 'access log write failed');
    }
  });
});
