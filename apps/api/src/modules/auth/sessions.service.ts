/**
 * Sessions as the rest of the app sees them: the principal behind a bearer token (the auth plugin's
 * resolver, which app.ts hands to it) and revoking every session of a user.
 */
import type { AppDeps } from '../../deps.js';
import type { PrincipalResolver } from '../../plugins/auth.js';
import { activePrincipal } from '../users/users.service.js';
import { findActiveSession } from './sessions.repository.js';
import { verifyAccessToken } from './tokens.js';

export { revokeUserSessions } from './sessions.repository.js';

/** A token names the caller when it verifies and names a live, unrevoked session of an active user. */
export function sessionPrincipalResolver(deps: Pick<AppDeps, 'config' | 'db'>): PrincipalResolver {
  return async (token) => {
    const claims = await verifyAccessToken(deps.config.jwtSecret, token);
    if (!claims) return null;
    const session = await findActiveSession(deps.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) return null;
    return activePrincipal(deps.db, session.userId, { id: session.id, actualUserId: session.actualUserId });
  };
}
