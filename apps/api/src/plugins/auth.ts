/**
 * Resolves the caller from `Authorization: Bearer <jwt>`: the token must verify and name a live,
 * unrevoked session of an active user. Anything else leaves the request anonymous, and the access
 * rule of the route decides (401 for protected routes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.js';
import { findActiveSession } from '../modules/auth/sessions.repository.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';
import { principalOf, type Principal } from '../lib/principal.js';
import { loadUserContext } from '../modules/users/user-context.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** For handlers of signed-in routes: the access hook has already refused anonymous callers. */
export function mustPrincipal(p: Principal | null): Principal {
  if (!p) throw unauthorized();
  return p;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const claims = await verifyAccessToken(app.deps.config.jwtSecret, token);
    if (!claims) return;
    const session = await findActiveSession(app.deps.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) return;
    const rows = await loadUserContext(app.deps.db, session.userId);
    if (!rows?.user.active) return;
    request.principal = principalOf(rows, { id: session.id, actualUserId: session.actualUserId });
  });
});
