/** The e-mailed codes' rows: only a keyed hash of each code is stored. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type CodePurpose = 'login' | 'action';

/** When the user's latest still-open code of the purpose was made (a used one does not hold the next back). */
export async function latestOpenCodeAt(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<Date | undefined> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return latest?.createdAt;
}

/** Binds the user's open login codes made after `since` to the new pending login; answers how many were. */
export async function rebindOpenLoginCodes(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  since: Date,
): Promise<number> {
  const rebound = await db
    .update(verificationCodes)
    .set({ tokenHash })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'login'),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.createdAt, since),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rebound.length;
}

/** Closes every code of the user still open for the purpose. */
export async function closeOpenCodes(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** The user's latest open, unexpired code of the purpose. */
export async function findOpenCode(db: DbOrTx, userId: string, purpose: CodePurpose) {
  const [open] = await db
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
  return open;
}

/** Counts a try at the code, and consumes it when the try was right. */
export async function recordCodeTry(db: DbOrTx, id: string, attempts: number, consumed: boolean): Promise<void> {
  await db
    .update(verificationCodes)
    .set(consumed ? { consumedAt: new Date(), attempts } : { attempts })
    .where(eq(verificationCodes.id, id));
}

/** The latest unexpired login code bound to the pending login `tokenHash`. */
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
