/**
 * Sessions as the rest of the app sees them: the principal behind a bearer token (the auth plugin's
 * resolver, which app.ts hands to it) and revoking every session of a user.
 */
import type { AppDeps } from '../../deps.js';
import type { PrincipalResolver } from '../../plugins/auth.js';
import { activePrincipal } from '../users/users.service.js';
import { PrincipalCache } from './principal-cache.js';
import { checkSession } from './sessions.repository.js';
import { verifyAccessToken } from './tokens.js';

export { revokeUserSessions } from './sessions.repository.js';

/**
 * A token names the caller when it verifies and names a live, unrevoked session of an active user. One
 * statement per request (the session check); the principal itself comes from the cache while nothing
 * it is built from has changed.
 */
export function sessionPrincipalResolver(
  deps: Pick<AppDeps, 'config' | 'db'>,
  cache = new PrincipalCache(),
): PrincipalResolver {
  return async (token) => {
    const claims = await verifyAccessToken(deps.config.jwtSecret, token);
    if (!claims) return null;
    const session = await checkSession(deps.db, claims.sessionId, new Date());
    if (!session || session.userId !== claims.userId) return null;
    const cached = cache.get(claims.sessionId, session.epoch);
    if (cached) return cached;
    const principal = await activePrincipal(deps.db, session.userId, {
      id: claims.sessionId,
      actualUserId: session.actualUserId,
    });
    // An inactive user gets no principal; nothing is cached, so reactivation is seen at once.
    if (principal) cache.set(claims.sessionId, session.epoch, principal);
    return principal;
  };
}

/** Whether session `sessionId` is live (unrevoked, unexpired) and `userId`'s: a file link names both (lib/file-links.ts). */
export async function isLiveSessionOf(deps: Pick<AppDeps, 'db'>, sessionId: string, userId: string): Promise<boolean> {
  const session = await checkSession(deps.db, sessionId, new Date());
  return session?.userId === userId;
}

/** The user a session token names when it verifies and its session is live; null otherwise. */
export async function sessionUserOf(deps: Pick<AppDeps, 'config' | 'db'>, token: string): Promise<string | null> {
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return null;
  return (await isLiveSessionOf(deps, claims.sessionId, claims.userId)) ? claims.userId : null;
}
