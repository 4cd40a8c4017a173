/**
 * Failed-login throttling by progressive delays (decision 0026), never a lockout: after
 * `freeFailures` failures for an account (or an IP) within the window, the next attempt must wait
 * 1 s, 2 s, 4 s … (at most `maxDelaySeconds`) after the latest failure; an attempt inside the
 * delay answers 429 with Retry-After and is not counted. The right password, once the delay has
 * passed, always signs in and clears the account's failures.
 *
 * Each attempt is recorded before its password is checked, under a per-account and per-IP
 * advisory lock, so parallel guesses cannot all slip through the same open slot; a success then
 * deletes the account's rows up to its own, so only failures stay counted.
 */
import type { DbOrTx } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { lockFor } from '../../lib/locks.js';
import { attemptsSince, deleteAttemptsThrough, insertLoginAttempt } from './login-attempts.repository.js';

const THROTTLE = {
  /** Failures older than this are forgotten. */
  windowMinutes: 15,
  account: { freeFailures: 5 },
  ip: { freeFailures: 20 },
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
} as const;

/** The wait after `failures` failures when the first `freeFailures` cost nothing. */
function delaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(THROTTLE.firstDelaySeconds * 2 ** (failures - freeFailures), THROTTLE.maxDelaySeconds);
}

/** Milliseconds still to wait, given the failures in the window and the latest of them. */
function waitMs(failures: number, latest: Date | null, freeFailures: number, now: Date): number {
  if (!latest) return 0;
  return Math.max(0, latest.getTime() + delaySeconds(failures, freeFailures) * 1000 - now.getTime());
}

export interface LoginAttempt {
  email: string;
  at: Date;
}

/**
 * Records an attempt for `email` from `ip` at `now`, or throws 429 with Retry-After when the
 * account or the IP must still wait. Call `clearFailedLogins` once the password is right.
 */
export async function startLoginAttempt(
  db: DbOrTx,
  email: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const since = new Date(now.getTime() - THROTTLE.windowMinutes * 60_000);
  const wait = await db.transaction(async (tx) => {
    // Account first, then IP: every attempt takes the two locks in the same order.
    await lockFor(tx, `login-account:${email}`);
    await lockFor(tx, `login-ip:${ip}`);
    const byAccount = await attemptsSince(tx, { email }, since);
    const byIp = await attemptsSince(tx, { ip }, since);
    const ms = Math.max(
      waitMs(byAccount.n, byAccount.latest, THROTTLE.account.freeFailures, now),
      waitMs(byIp.n, byIp.latest, THROTTLE.ip.freeFailures, now),
    );
    if (ms === 0) await insertLoginAttempt(tx, email, ip, now);
    return ms;
  });
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw tooManyRequests(
      `Too many failed login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or reset your password.`,
      seconds,
    );
  }
  return { email, at: now };
}

/** The password was right: the account's failures (its own attempt included) no longer count. */
export async function clearFailedLogins(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await deleteAttemptsThrough(db, attempt.email, attempt.at);
}
