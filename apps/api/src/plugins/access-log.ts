/**
 * Access logs for every /v2 request: user, actual user, method, path without its query string (it
 * can carry search terms or tokens), status, ip and duration. Rows are buffered and written in
 * batches (every second, or at 100 rows, and on close) so logging never adds a write per request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessLogs } from '../db/schema/index.js';

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ROWS = 100;

declare module 'fastify' {
  interface FastifyInstance {
    flushAccessLogs(): Promise<void>;
  }
}

export const accessLogPlugin = fp(async (app: FastifyInstance) => {
  let buffer: (typeof accessLogs.$inferInsert)[] = [];
  async function flush() {
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    try {
      await app.deps.db.insert(accessLogs).values(rows);
    } catch (err) {
      app.log.warn({ err, rows: rows.length }, 'access log write failed');
    }
  }
  app.decorate('flushAccessLogs', flush);
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

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
    buffer.push(entry);
    if (buffer.length >= FLUSH_AT_ROWS) await flush();
  });
});
