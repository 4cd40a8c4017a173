import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema/index.js';

export type OneTimePurpose = 'reset_password' | 'confirm_email' | 'passwordless';

export async function insertOneTimeToken(
  db: DbOrTx,
  input: { userId: string; purpose: OneTimePurpose; tokenHash: string; ttlMinutes: number },
) {
  await db.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: input.tokenHash,
    expiresAt: new Date(Date.now() + input.ttlMinutes * 60_000),
  });
}

/** Marks the token used and returns its user, or undefined when unknown, used or expired. */
export async function useOneTimeToken(db: DbOrTx, purpose: OneTimePurpose, tokenHash: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row;
}
