/**
 * Security headers (helmet), closed CORS, `Cache-Control: no-store` on the API, and framing allowed
 * per host: a partner's white-label host (`<subdomain>.<BASE_DOMAIN>`) may be framed by that
 * partner's redirect_url origin (the iframe layout embeds the app in the partner's site); the
 * platform host and the API only by the app itself. One partner's redirect_url never reaches
 * another host's policy.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '@app/domain';
import { partners } from '../db/schema/index.js';

/** How long a host's framing origin is reused before the partner row is read again. */
const FRAME_ORIGIN_TTL_MS = 30_000;
/** Hosts come from the client: the cache holds at most this many before it starts over. */
const FRAME_ORIGIN_CACHE_SIZE = 1_000;
const SELF = "'self'";
/** Only a plain http(s) origin goes into the header (URL keeps `,` `;` `'` in host names). */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The partner subdomain a host name stands for, as the web app reads it (lib/auth/subdomain.ts):
 * the first label under the base domain; the base domain itself, reserved labels (app, www, …)
 * and anything else are the platform's.
 */
export function subdomainOfHost(hostname: string, baseDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  if (!host.endsWith(`.${base}`)) return null;
  const label = host.slice(0, -(base.length + 1)).split('.')[0] ?? '';
  if (!SUBDOMAIN_PATTERN.test(label) || (RESERVED_SUBDOMAINS as readonly string[]).includes(label)) return null;
  return label;
}

/**
 * The CSP sources of the web app's inline scripts (index.html's early requests, apps/web/vite.config.ts):
 * each allowed by its SHA-256, so `script-src` still admits no other inline script.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const indexHtml = webDist ? `${webDist}/index.html` : null;
  if (!indexHtml || !existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

export function frameOriginOf(redirectUrl: string | null | undefined): string | null {
  if (!redirectUrl) return null;
  try {
    const origin = new URL(redirectUrl).origin;
    return SAFE_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  const cache = new Map<string, { origin: string | null; at: number }>();

  async function frameOriginOfSubdomain(subdomain: string): Promise<string | null> {
    const hit = cache.get(subdomain);
    if (hit && Date.now() - hit.at < FRAME_ORIGIN_TTL_MS) return hit.origin;
    const [row] = await app.deps.db
      .select({ url: partners.redirectUrl })
      .from(partners)
      .where(eq(partners.subdomain, subdomain))
      .limit(1);
    const origin = frameOriginOf(row?.url);
    if (cache.size >= FRAME_ORIGIN_CACHE_SIZE) cache.clear();
    cache.set(subdomain, { origin, at: Date.now() });
    return origin;
  }

  // The value of frame-ancestors for each request, read by the directive below (helmet hands it the raw request).
  const frameAncestors = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    // API answers are never framed; pages are, by their own host's partner only.
    if (request.url.startsWith('/v2')) return;
    const subdomain = subdomainOfHost(request.hostname, config.baseDomain);
    const origin = subdomain ? await frameOriginOfSubdomain(subdomain) : null;
    if (origin) frameAncestors.set(request.raw, `${SELF} ${origin}`);
  });

  const mapsEnabled = config.mode !== 'local' && config.googleMapsApiKey !== null;
  await app.register(helmet, {
    frameguard: false, // frame-ancestors below replaces X-Frame-Options, which cannot list origins.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [SELF],
        // The Maps script (address autocomplete) only when a key is handed out (never in local mode).
        scriptSrc: [
          SELF,
          ...inlineScriptHashes(config.webDist),
          ...(mapsEnabled ? ['https://maps.googleapis.com'] : []),
        ],
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:', 'blob:', 'https:'],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF, ...(mapsEnabled ? ['https://maps.googleapis.com'] : [])],
        objectSrc: ["'none'"],
        frameAncestors: [(req: IncomingMessage) => frameAncestors.get(req) ?? SELF],
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
