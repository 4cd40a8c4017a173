/**
 * E-mailed six-digit codes: 10-minute life, single use, at most 5 tries, a new one at most every
 * 60 s. Only a keyed hash of each code is stored.
 */
import type { DbOrTx } from '../../db/client.js';
import { keyedHash, safeEqual, sixDigitCode } from '../../lib/crypto.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import {
  closeOpenCodes,
  findOpenCode,
  insertCode,
  latestOpenCodeAt,
  rebindOpenLoginCodes,
  recordCodeTry,
  type CodePurpose,
} from './verification-codes.repository.js';

const CODE_RULES = { ttlMinutes: 10, maxAttempts: 5, resendSeconds: 60 } as const;
type Purpose = CodePurpose;

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
  // Only a code still open counts: once one is used, the next action deserves a new code at once.
  const latestAt = await latestOpenCodeAt(deps.db, user.id, purpose);
  const waitMs = latestAt ? latestAt.getTime() + CODE_RULES.resendSeconds * 1000 - Date.now() : 0;
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
  const rebound = await rebindOpenLoginCodes(
    deps.db,
    user.id,
    tokenHash,
    new Date(Date.now() - CODE_RULES.resendSeconds * 1000),
  );
  if (rebound === 0) await sendNewCode(deps, user, 'login', tokenHash);
}

async function sendNewCode(
  deps: CodeDeps,
  user: { id: string; email: string },
  purpose: Purpose,
  tokenHash: string | null,
) {
  const code = sixDigitCode();
  // A new code replaces any older one still open for the same purpose.
  await closeOpenCodes(deps.db, user.id, purpose);
  await insertCode(deps.db, {
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
  const open = await findOpenCode(deps.db, userId, purpose);
  if (!open || open.attempts >= CODE_RULES.maxAttempts) return false;
  const ok = /^\d{6}$/.test(code) && safeEqual(open.codeHash, keyedHash(deps.secret, `${userId}:${code}`));
  await recordCodeTry(deps.db, open.id, open.attempts + 1, ok);
  return ok;
}
