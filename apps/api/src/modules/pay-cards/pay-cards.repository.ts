/** Pay cards and their mirrored ledger (decision 0058). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, payCards, payCardTransactions } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type PayCardRow = typeof payCards.$inferSelect;
export type PayCardTransactionRow = typeof payCardTransactions.$inferSelect;

export async function openCardOf(db: DbOrTx, contractorId: string): Promise<PayCardRow | undefined> {
  const [row] = await db
    .select()
    .from(payCards)
    .where(and(eq(payCards.contractorId, contractorId), eq(payCards.status, 'active')));
  return row;
}

/** Locks the worker's open card: loads, closing and the balance they read wait for each other. */
export async function lockOpenCard(tx: DbOrTx, contractorId: string): Promise<PayCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(payCards)
    .where(and(eq(payCards.contractorId, contractorId), eq(payCards.status, 'active')))
    .for('update');
  return row;
}

/** A card by id, locked (its ledger's balance is read and written under it), whatever its status. */
export async function lockCard(tx: DbOrTx, id: string): Promise<PayCardRow | undefined> {
  const [row] = await tx.select().from(payCards).where(eq(payCards.id, id)).for('update');
  return row;
}

/** Opens a card; a second enrolment at once meets the one-open-card index and finds nothing inserted. */
export async function insertCard(tx: DbOrTx, values: typeof payCards.$inferInsert): Promise<PayCardRow | undefined> {
  const [row] = await tx.insert(payCards).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCard(tx: DbOrTx, id: string, set: Partial<typeof payCards.$inferInsert>) {
  const [row] = await tx.update(payCards).set(set).where(eq(payCards.id, id)).returning();
  return row!;
}

/** The card's balance: every transaction the provider reported, summed (never a stored running figure). */
export async function balanceOf(db: DbOrTx, cardId: string): Promise<string> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${payCardTransactions.amount}), 0)::text` })
    .from(payCardTransactions)
    .where(eq(payCardTransactions.payCardId, cardId));
  return row?.balance ?? '0';
}

/** Records what the provider reported, once per provider transaction (a repeated report inserts nothing). */
export async function insertCardTransaction(tx: DbOrTx, values: typeof payCardTransactions.$inferInsert) {
  const [row] = await tx.insert(payCardTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

const SORTS: KeyMap = { occurred_at: payCardTransactions.occurredAt };

export function listCardTransactions<V>(
  db: DbOrTx,
  f: ListRequest & { cardId: string },
  view: (r: PayCardTransactionRow) => V,
) {
  const where = eq(payCardTransactions.payCardId, f.cardId);
  return keysetList(db, {
    select: (listKey) => db.select({ row: payCardTransactions, listKey }).from(payCardTransactions).$dynamic(),
    where,
    matching: matchingRows(db, payCardTransactions, where),
    keyset: keysetOf(SORTS, f.sort, 'occurred_at', [payCardTransactions.createdAt, payCardTransactions.id]),
    request: f,
    view: (r) => view(r.row),
  });
}

/** The cards of these workers that receive pay: processing loads them instead of a deposit. */
export async function payingCardsOf(db: DbOrTx, contractorIds: string[]) {
  if (contractorIds.length === 0) return [];
  return db
    .select()
    .from(payCards)
    .where(
      and(inArray(payCards.contractorId, contractorIds), eq(payCards.status, 'active'), eq(payCards.receivesPay, true)),
    );
}

/** The worker's name as the card carries it. */
export async function holderNameOf(db: DbOrTx, contractorId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}` })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return row?.name ?? '';
}
