/**
 * Security headers (helmet), closed CORS, `Cache-Control: no-store` on the API, and framing allowed
 * only from partners' redirect_url origins (the iframe layout embeds the app in a partner's site).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isNotNull } from 'drizzle-orm';
import { partners } from '../db/schema/index.js';

const REFRESH_MS = 60_000;

export const securityPlugin = fp(async (app: FastifyInstance) => {
  let frameOrigins: string[] = [];
  let loadedAt = 0;
  async function refreshFrameOrigins() {
    if (Date.now() - loadedAt < REFRESH_MS) return;
    loadedAt = Date.now();
    const rows = await app.deps.db
      .select({ url: partners.redirectUrl })
      .from(partners)
      .where(isNotNull(partners.redirectUrl));
    frameOrigins = [
      ...new Set(
        rows.flatMap((r) => {
          try {
            return [new URL(r.url!).origin];
          } catch {
            return [];
          }
        }),
      ),
    ];
  }
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2')) await refreshFrameOrigins();
  });

  const { config } = app.deps;
  const mapsEnabled = config.mode !== 'local' && config.googleMapsApiKey !== null;
  await app.register(helmet, {
    frameguard: false, // frame-ancestors below replaces X-Frame-Options, which cannot list origins.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The Maps script (address autocomplete) only when a key is handed out (never in local mode).
        scriptSrc: ["'self'", ...(mapsEnabled ? ['https://maps.googleapis.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(mapsEnabled ? ['https://maps.googleapis.com'] : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'", () => frameOrigins.join(' ')],
        // Local and sandbox run on plain http (localhost, acme.localhost).
        upgradeInsecureRequests: config.mode === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: false });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v2') && !request.url.startsWith('/v2/docs')) reply.header('cache-control', 'no-store');
  });
});
