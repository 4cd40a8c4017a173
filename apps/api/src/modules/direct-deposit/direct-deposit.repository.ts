/** A user's bank accounts: the current one (not retired) and the retired ones kept for payroll history. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';

export type AccountRow = typeof bankAccounts.$inferSelect;

/** Every account of the user's, newest first. */
export function accountsOf(db: DbOrTx, userId: string): Promise<AccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(desc(bankAccounts.createdAt));
}

export async function currentAccountId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.retiredAt)));
  return row?.id;
}

export async function retireAccount(db: DbOrTx, id: string) {
  await db.update(bankAccounts).set({ retiredAt: new Date() }).where(eq(bankAccounts.id, id));
}

export async function insertAccount(db: DbOrTx, values: typeof bankAccounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}
