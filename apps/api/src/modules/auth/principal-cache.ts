/**
 * The principals of recent sessions, so a request does not rebuild its caller from the user's context
 * rows (a 9-table query) and recompute its links every time. An entry is reused only while the
 * principal epoch it was built at is still current: the database moves the epoch on any write to a
 * table the principal is built from (migration 0008), and every request reads it with its session
 * check, so a change made by any process is seen by the next request. Logout and deactivation need
 * no eviction here: the session check itself refuses a revoked session. An entry also ages out after
 * `maxAgeMs`, which bounds the one race left (a principal rebuilt between a writer's epoch bump and its
 * commit) — see decision 0032.
 */
import type { Principal } from '../../lib/principal.js';

interface Entry {
  principal: Principal;
  epoch: string;
  builtAt: number;
}

export interface PrincipalCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(opts: PrincipalCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.maxAgeMs = opts.maxAgeMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  /** The session's principal when it was built at `epoch` and is young enough; else undefined. */
  get(sessionId: string, epoch: string): Principal | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.epoch !== epoch || this.now() - entry.builtAt > this.maxAgeMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.principal;
  }

  set(sessionId: string, epoch: string, principal: Principal): void {
    // Map keeps insertion order: when full, the oldest entry goes first.
    this.entries.delete(sessionId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { principal, epoch, builtAt: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}
