/**
 * Resolves the caller from `Authorization: Bearer <token>` with the resolvers app.ts hands over: a token
 * starting `sk_` is an API key (decision 0089: its owner, limited to its scopes, while unrevoked), any
 * other is a session JWT (the auth module's: it must verify and name a live, unrevoked session of an
 * active user). Anything else leaves the request anonymous, and the access rule of the route decides
 * (401 for protected routes). A plugin never imports modules: they depend on it, not the other way round.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_PREFIX } from '@app/domain';
import { unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/principal.js';

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

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/** The caller a bearer token names, or null when it names no one (an invalid or revoked token). */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

export interface AuthPluginOptions {
  resolvePrincipal: PrincipalResolver;
  /** The owner an API key acts as (with `apiKey` set), or null for an unknown or revoked key. */
  resolveApiKey?: PrincipalResolver;
}

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2')) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    if (isApiKeyToken(token)) {
      request.principal = opts.resolveApiKey ? await opts.resolveApiKey(token) : null;
      return;
    }
    request.principal = await opts.resolvePrincipal(token);
  });
});
