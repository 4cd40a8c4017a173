/**
 * API keys (decision 0089): made by a developer (or an admin) with a name and scopes, shown whole once,
 * stored as an HMAC of the key only, listed by prefix, revoked (never deleted). A request bearing a live
 * key acts as the key's owner, limited to the key's scopes (plugins/access.ts).
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { API_KEY_PREFIX, type ApiKeyCreated, type ApiKeyView, type apiKeyCreateSchema } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import type { PrincipalResolver } from '../../plugins/auth.js';
import { activePrincipal } from '../users/users.service.js';
import { mayUseDeveloperApi, mustUseDeveloperApi } from './api-keys.policy.js';
import {
  findApiKey,
  insertApiKey,
  listApiKeyRows,
  liveKeyByHash,
  liveKeyById,
  revokeApiKeyRow,
  touchApiKey,
  type ApiKeyJoined,
} from './api-keys.repository.js';
import { apiKeyScope } from './api-keys.scope.js';

/** How many characters of a key the lists show: the prefix and eight of the secret. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;
/** A key's use is written at most this often (per key): reading a key must not write on every request. */
export const LAST_USED_GRANULARITY_MS = 60_000;

const hashOf = (deps: Pick<AppDeps, 'crypto'>, key: string) => deps.crypto.blindIndex(`api-key:${key}`);

function viewOf(r: ApiKeyJoined): ApiKeyView {
  const k = r.key;
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    owner: { id: k.ownerUserId, name: r.ownerName },
    partner_id: k.partnerId,
    last_used_at: k.lastUsedAt?.toISOString() ?? null,
    revoked_at: k.revokedAt?.toISOString() ?? null,
    created_at: k.createdAt.toISOString(),
  };
}

export async function apiKeyList(
  deps: AppDeps,
  p: Principal,
  q: ListRequest & { status: 'active' | 'revoked' | 'all' },
) {
  mustUseDeveloperApi(p);
  return listApiKeyRows(deps.db, { ...q, scope: apiKeyScope(p) }, viewOf);
}

export async function createApiKey(
  deps: AppDeps,
  p: Principal,
  body: z.output<typeof apiKeyCreateSchema>,
  ip: string,
): Promise<ApiKeyCreated> {
  mustUseDeveloperApi(p);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertApiKey(tx, {
      ownerUserId: p.userId,
      partnerId: p.partnerId,
      name: body.name,
      scopes: body.scopes,
      prefix: key.slice(0, SHOWN_CHARS),
      keyHash: hashOf(deps, key),
      createdAt: deps.clock.now(),
    });
    await auditAs(tx, p, ip, {
      action: 'api_key_created',
      entityType: 'api_key',
      entityId: id,
      metadata: { scopes: body.scopes },
    });
    return id;
  });
  const row = await findApiKey(deps.db, id, undefined);
  return { ...viewOf(row!), key };
}

export async function revokeApiKey(deps: AppDeps, p: Principal, id: string, ip: string): Promise<ApiKeyView> {
  mustUseDeveloperApi(p);
  await deps.db.transaction(async (tx) => {
    const row = await findApiKey(tx, id, apiKeyScope(p));
    if (!row) throw notFound();
    await revokeApiKeyRow(tx, id, deps.clock.now());
    await auditAs(tx, p, ip, { action: 'api_key_revoked', entityType: 'api_key', entityId: id });
  });
  return viewOf((await findApiKey(deps.db, id, undefined))!);
}

/**
 * The auth plugin's resolver for `Bearer sk_…`: the live key's owner as a principal carrying the key's
 * scopes; null (so 401) for an unknown or revoked key, an inactive owner or one no longer a developer. The owner is built afresh on
 * every request, so a changed role or a deactivated owner is seen at once; the use is written at most
 * once a minute per key (this process remembers when it last wrote).
 */
export function apiKeyPrincipalResolver(deps: Pick<AppDeps, 'db' | 'crypto' | 'clock'>): PrincipalResolver {
  const lastWritten = new Map<string, number>();
  return async (token) => {
    const key = await liveKeyByHash(deps.db, hashOf(deps, token));
    if (!key) return null;
    const principal = await activePrincipal(deps.db, key.ownerUserId, { id: key.id, actualUserId: null });
    // An owner who is no longer a developer (nor an admin) takes their keys' power with them.
    if (!principal || !mayUseDeveloperApi(principal)) return null;
    const now = deps.clock.now();
    if (now.getTime() - (lastWritten.get(key.id) ?? 0) >= LAST_USED_GRANULARITY_MS) {
      lastWritten.set(key.id, now.getTime());
      await touchApiKey(deps.db, key.id, now, LAST_USED_GRANULARITY_MS);
    }
    return { ...principal, apiKey: { id: key.id, scopes: key.scopes } };
  };
}

/**
 * Whether a file link issued to this key may still be used (decision 0100): the key unrevoked, still its
 * owner's and still holding the scope the link was issued under, and the owner active and still a
 * developer (or an admin) — what the resolver asks of the key itself, so a link never outlives its key.
 */
export async function apiKeyStillGrants(
  deps: Pick<AppDeps, 'db'>,
  link: { keyId: string; userId: string; scope: string },
): Promise<boolean> {
  const key = await liveKeyById(deps.db, link.keyId);
  if (!key || key.ownerUserId !== link.userId || !key.scopes.includes(link.scope)) return false;
  const owner = await activePrincipal(deps.db, key.ownerUserId, { id: key.id, actualUserId: null });
  return owner !== null && mayUseDeveloperApi(owner);
}
