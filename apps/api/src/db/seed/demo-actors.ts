/**
 * The demo seed acts as its demo users: records a user's action makes are made through that action's
 * service, as that user (their principal as a signed-in request of theirs sees it) from the local address.
 */
import type { AppDeps } from '../../deps.js';
import { systemClock } from '../../lib/clock.js';
import type { Db, Tx } from '../client.js';
import type { Principal } from '../../lib/principal.js';
import { activePrincipal, findUserByEmail } from '../../modules/users/users.service.js';

export const DEMO_IP = '127.0.0.1';

/**
 * The deps with the real clock in place of the app's, for a seed step that asks "today" of a service (for
 * dates counted from the real day, or only for the answer it discards): a seed that reads the app's clock
 * sends every test with its own clock to a full build instead of the snapshot (test/snapshot.ts).
 */
export const withRealClock = (deps: AppDeps): AppDeps => ({ ...deps, clock: systemClock });

/**
 * The seed's transaction as the handle services are given: a service's own transaction joins it
 * rather than opening a savepoint per action (the seed is all or nothing already).
 */
export function joinedHandle(tx: Tx): Db {
  const handle = Object.create(tx) as Tx;
  return Object.assign(handle, { transaction: <T>(run: (inner: Tx) => Promise<T>) => run(tx) }) as unknown as Db;
}

/** Each demo user's principal, loaded once (reading a user's context is the seed's costliest query). */
export class DemoActors {
  private readonly loaded = new Map<string, Principal>();

  constructor(readonly deps: AppDeps) {}

  async as(email: string): Promise<Principal> {
    const known = this.loaded.get(email);
    if (known) return known;
    const user = await findUserByEmail(this.deps.db, email);
    const p = user ? await activePrincipal(this.deps.db, user.id, { id: 'demo-seed', actualUserId: null }) : null;
    if (!p) throw new Error(`Demo seed: no active user ${email}`);
    this.loaded.set(email, p);
    return p;
  }

  /** The principal with the onboarding steps completed since it was loaded. */
  update(p: Principal, completedSteps: string[]): Principal {
    const fresh = { ...p, context: { ...p.context, completedSteps } };
    this.loaded.set(p.email, fresh);
    return fresh;
  }
}
