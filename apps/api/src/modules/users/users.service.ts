/**
 * What other modules ask of the users module: a user by id or e-mail, the rows a principal is built
 * from, and the principal of an active user. They call these, never this module's repositories
 * (module-shape.test.ts checks it).
 */
import type { DbOrTx } from '../../db/client.js';
import { principalOf, type Principal } from '../../lib/principal.js';
import { loadUserContext } from './user-context.repository.js';

export { findUserByEmail, findUserById, loadUserContext } from './user-context.repository.js';

/**
 * The user as a principal for this session (or approval link), exactly as a signed-in request of
 * theirs sees them; null when the user is gone or deactivated.
 */
export async function activePrincipal(
  db: DbOrTx,
  userId: string,
  session: { id: string; actualUserId: string | null },
): Promise<Principal | null> {
  const rows = await loadUserContext(db, userId);
  if (!rows?.user.active) return null;
  return principalOf(rows, session);
}
