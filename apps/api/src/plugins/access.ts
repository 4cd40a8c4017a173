/**
 * Who may call a route. Every /v2 route declares `config.access`; a route without one is refused
 * (and the registry test fails). Rules are checked before the handler runs.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { canExport, covers, hasCapability, requiredApiScope, type Capability, type UserType } from '@app/domain';
import { forbidden, notFound, unauthorized } from '../lib/errors.js';
import type { Principal } from '../lib/principal.js';

export type AccessRule =
  | { public: true }
  | {
      /** User types allowed; others get 403. Omitted: any signed-in user. */
      userTypes?: readonly UserType[];
      /** A link of the route table the caller must hold when its user type has it (revoked → 404, like the page). */
      link?: string;
      capability?: Capability | readonly Capability[];
    };

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  /** The request schemas (zod) the route validates: the malformed-input test derives its inputs from them. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** A route API keys may never call, whatever their scopes (the file downloads: bank files, receipts…). */
    refusesApiKeys?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its declared access rule: the registry test walks this. */
    routeRegistry: RegisteredRoute[];
  }
}

async function enforceAccess(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (!rule) throw forbidden('This route declares no access rule');
  if ('public' in rule) return;
  const principal = request.principal;
  if (!principal) throw unauthorized();
  // An API key's scope was checked on arrival (`onRequest` below), before the body was read.
  if (rule.userTypes && !rule.userTypes.includes(principal.userType)) throw forbidden();
  // Like the web's access guard: a link the caller's user type has (a base link) must also be one
  // of the caller's links; user types without that base link are governed by userTypes alone.
  if (rule.link && isBaseLink(principal.baseLinks, rule.link) && !principal.links.some((l) => covers(l, rule.link!))) {
    throw notFound();
  }
  if (rule.capability && !hasCapability(principal.subject, rule.capability)) throw forbidden();
  // Export is a capability of its own (section 6): the same list as CSV needs it, on every list.
  if (isCsvRequest(request) && !canExport(principal.subject)) throw forbidden('Your role may not export data');
}

/**
 * Whether a principal passes a route's rule (user types, link, capability) — what `enforceAccess` checks,
 * as a yes or no: the data export (decision 0101) includes a table only if its list route would answer.
 */
export function satisfiesAccess(principal: Principal, rule: Exclude<AccessRule, { public: true }>): boolean {
  if (rule.userTypes && !rule.userTypes.includes(principal.userType)) return false;
  if (rule.link && isBaseLink(principal.baseLinks, rule.link) && !principal.links.some((l) => covers(l, rule.link!)))
    return false;
  return !rule.capability || hasCapability(principal.subject, rule.capability);
}

/**
 * A request made with an API key (decision 0089) needs the scope of the route's group: `:read` for a
 * GET, `:write` otherwise. Routes of no group (sign-in, sessions, the keys themselves) refuse keys. The
 * key acts as its owner, so the owner's own rules still apply after this: a key never exceeds them.
 */
function enforceApiKeyScope(request: FastifyRequest, scopes: readonly string[]): string {
  if (request.routeOptions.config.refusesApiKeys) throw forbidden('API keys may not call this route');
  const tags = (request.routeOptions.schema?.tags ?? []) as string[];
  const needed = requiredApiScope(request.method, tags);
  if (!needed) throw forbidden('API keys may not call this route');
  if (!scopes.includes(needed)) throw forbidden(`This API key lacks the scope ${needed}`);
  return needed;
}

/**
 * One line per rule, for the committed route snapshot (platform.test.ts): a widened rule shows up
 * in review as a changed line.
 */
export function describeAccess(rule: AccessRule | undefined): string {
  if (!rule) return 'UNDECLARED';
  if ('public' in rule) return 'public';
  const parts = [`users=${rule.userTypes ? [...rule.userTypes].sort().join(',') : 'any signed-in'}`];
  if (rule.link) parts.push(`link=${rule.link}`);
  if (rule.capability) parts.push(`capability=${[rule.capability].flat().join('+')}`);
  return parts.join(' ');
}

function isBaseLink(baseLinks: readonly string[], link: string): boolean {
  return baseLinks.some((l) => covers(l, link));
}

function isCsvRequest(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.format === 'csv';
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const registry: FastifyInstance['routeRegistry'] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    // Swagger UI's own routes are public documentation pages.
    if (route.url.startsWith('/v2/docs')) route.config = { ...(route.config ?? {}), access: { public: true } };
    for (const method of [route.method].flat()) {
      registry.push({ method: String(method), url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
  // A key's scope is checked as soon as the caller is known (the auth plugin's onRequest hook runs first):
  // a key without the scope gets 403 whatever its body, never a 400 or 422 about a body it may not send
  // (decision 0100). The route's own rule needs the parsed query and runs after validation, as before.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2') || request.is404) return;
    const rule = request.routeOptions.config.access;
    const principal = request.principal;
    if (!rule || 'public' in rule || !principal?.apiKey) return;
    const scope = enforceApiKeyScope(request, principal.apiKey.scopes);
    // Remembered for this request: a file link it mints is bound to the key and this scope (decision 0100).
    principal.apiKey = { ...principal.apiKey, requestScope: scope };
  });
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/v2')) return;
    if (request.is404) return;
    await enforceAccess(request);
  });
});
