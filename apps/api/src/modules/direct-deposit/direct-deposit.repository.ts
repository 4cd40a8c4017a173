/**
 * A user's bank accounts: the active ones (not retired; several when pay is split) and the retired ones
 * kept for payroll history.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, users } from '../../db/schema/index.js';

export type AccountRow = typeof bankAccounts.$inferSelect;

/** Every account of the user's, newest first. */
export function accountsOf(db: DbOrTx, userId: string): Promise<AccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.createdAt));
}

/** The user's active accounts in their split order. */
export function activeAccountsOf(db: DbOrTx, userId: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.retiredAt)))
    .orderBy(asc(bankAccounts.position), asc(bankAccounts.createdAt));
}

/** The user row locked: one change of a worker's accounts at a time (a split's percents are checked together). */
export async function lockAccountHolder(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function retireAccount(db: DbOrTx, id: string) {
  await db.update(bankAccounts).set({ retiredAt: new Date() }).where(eq(bankAccounts.id, id));
}

export async function setAllocation(
  db: DbOrTx,
  id: string,
  values: { allocationKind: AccountRow['allocationKind']; allocationValue: string | null },
) {
  await db.update(bankAccounts).set(values).where(eq(bankAccounts.id, id));
}

export async function insertAccount(db: DbOrTx, values: typeof bankAccounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}
