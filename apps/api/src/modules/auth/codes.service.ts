/**
 * E-mailed six-digit codes: 10-minute life, single use, at most 5 tries, a new one at most every
 * 60 s. Only a keyed hash of each code is stored.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { keyedHash, safeEqual, sixDigitCode } from '../../lib/crypto.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';

const CODE_RULES = { ttlMinutes: 10, maxAttempts: 5, resendSeconds: 60 } as const;
type Purpose = 'login' | 'action';

export interface CodeDeps {
  db: DbOrTx;
  secret: string;
  mailer: Mailer;
}

export async function issueCode(
  deps: CodeDeps,
  user: { id: string; email: string },
  purpose: Purpose,
  tokenHash: string | null = null,
): Promise<void> {
  const [latest] = await deps.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    // Only a code still open counts: once one is used, the next action deserves a new code at once.
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + CODE_RULES.resendSeconds * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    throw tooManyRequests(
      `Please wait ${CODE_RULES.resendSeconds} seconds before requesting a new code.`,
      Math.ceil(waitMs / 1000),
    );
  }
  await sendNewCode(deps, user, purpose, tokenHash);
}

/**
 * A second sign-in within the resend window re-binds the code already mailed to the new pending
 * login instead of refusing the sign-in; otherwise a new code is mailed.
 */
export async function issueLoginCode(
  deps: CodeDeps,
  user: { id: string; email: string },
  tokenHash: string,
): Promise<void> {
  const rebound = await deps.db
    .update(verificationCodes)
    .set({ tokenHash })
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, 'login'),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.createdAt, new Date(Date.now() - CODE_RULES.resendSeconds * 1000)),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (rebound.length === 0) await sendNewCode(deps, user, 'login', tokenHash);
}

async function sendNewCode(
  deps: CodeDeps,
  user: { id: string; email: string },
  purpose: Purpose,
  tokenHash: string | null,
) {
  const code = sixDigitCode();
  // A new code replaces any older one still open for the same purpose.
  await deps.db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, user.id),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await deps.db.insert(verificationCodes).values({
    userId: user.id,
    purpose,
    codeHash: keyedHash(deps.secret, `${user.id}:${code}`),
    tokenHash,
    expiresAt: new Date(Date.now() + CODE_RULES.ttlMinutes * 60_000),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your verification code',
    text: `Your verification code is ${code}\n\nIt expires in ${CODE_RULES.ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
  });
}

/** Checks a code against the user's open code for the purpose; counts the try; consumes on success. */
export async function consumeCode(deps: CodeDeps, userId: string, purpose: Purpose, code: string): Promise<boolean> {
  const [open] = await deps.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open || open.attempts >= CODE_RULES.maxAttempts) return false;
  const ok = /^\d{6}$/.test(code) && safeEqual(open.codeHash, keyedHash(deps.secret, `${userId}:${code}`));
  await deps.db
    .update(verificationCodes)
    .set(ok ? { consumedAt: new Date(), attempts: open.attempts + 1 } : { attempts: open.attempts + 1 })
    .where(eq(verificationCodes.id, open.id));
  return ok;
}

export async function findOpenLoginCode(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tokenHash, tokenHash),
        eq(verificationCodes.purpose, 'login'),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}
