/**
 * Idempotent money-moving commands (billing issue): every such POST carries an `Idempotency-Key` header.
 * The key is claimed by inserting its row in the command's own transaction, and the answer is saved in
 * the same transaction: a retry — or twenty identical requests at once, which wait on the first one's
 * row — gets the saved answer and creates nothing; the same key with another body is refused (422). A
 * command that fails rolls its claim back with it, so the key can be used again.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { idempotencyRequests } from '../db/schema/index.js';
import { unprocessable } from './errors.js';

const KEY = /^[\x21-\x7e]{8,255}$/;

/** The request's key: required, 8–255 visible ASCII characters (a UUID fits). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) {
    throw unprocessable([
      {
        loc: ['header', 'Idempotency-Key'],
        msg: 'Send an Idempotency-Key header (8 to 255 visible characters, e.g. a UUID) so a retry cannot pay twice',
      },
    ]);
  }
  return key;
}

/** Canonical JSON (keys sorted) so the same body hashes the same however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentRequest {
  userId: string;
  /** The command (method and route pattern, with the resource id when it has one). */
  route: string;
  key: string;
  body: unknown;
}

/**
 * Runs `run` once per key. Work that must follow the commit (an e-mail: on PGlite a statement outside the
 * open transaction would wait for it) is passed to `later`; it runs after the commit, on the first
 * request only, and a failure there (already recorded in the service log) does not fail the command.
 */
export async function idempotent<T>(
  db: Db,
  req: IdempotentRequest,
  run: (tx: Tx, later: (job: () => Promise<void>) => void) => Promise<T>,
): Promise<T> {
  const jobs: (() => Promise<void>)[] = [];
  const requestHash = createHash('sha256').update(canonical(req.body)).digest('hex');
  const where = and(
    eq(idempotencyRequests.userId, req.userId),
    eq(idempotencyRequests.route, req.route),
    eq(idempotencyRequests.key, req.key),
  );
  const answer = await db.transaction(async (tx) => {
    jobs.length = 0;
    const claimed = await tx
      .insert(idempotencyRequests)
      .values({ userId: req.userId, route: req.route, key: req.key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyRequests.key });
    if (claimed.length === 0) {
      const [saved] = await tx.select().from(idempotencyRequests).where(where);
      if (!saved || saved.requestHash !== requestHash) {
        throw unprocessable([
          { loc: ['header', 'Idempotency-Key'], msg: 'This Idempotency-Key was already used for a different request' },
        ]);
      }
      return saved.responseBody as T;
    }
    const result = await run(tx, (job) => jobs.push(job));
    await tx
      .update(idempotencyRequests)
      .set({ responseStatus: 200, responseBody: result as object })
      .where(where);
    return result;
  });
  for (const job of jobs) await job().catch(() => undefined);
  return answer;
}
