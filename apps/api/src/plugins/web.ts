/**
 * Serves the built web app from `/` with a history-mode fallback: any other GET that is not under
 * /v2 or /assets and has no file extension gets index.html. Unknown /v2 paths get a JSON 404.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function isHistoryRoute(url: string): boolean {
  const path = url.split(/[?#]/)[0]!;
  if (path.startsWith('/v2') || path.startsWith('/assets/') || path === '/assets') return false;
  const last = path.split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last);
}

export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const hasWeb = opts.root !== undefined && existsSync(`${opts.root}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text asset (apps/web/scripts/compress-assets.mjs):
      // a browser that accepts either gets it with no compression work per request.
      preCompressed: true,
      // Ours, below: send's own header ('public, max-age=0') would replace what setHeaders wrote.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html and sw.js must always be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/v2')) return reply.status(404).send({ message: 'Not Found' });
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && isHistoryRoute(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not Found');
  });
});
