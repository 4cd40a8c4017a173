/** The SQL of clients' payment methods, scoped to the caller (a client its own, a partner its clients'). */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, paymentMethods } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const scope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: paymentMethods.partnerId, clientId: paymentMethods.clientId });

const select = (db: DbOrTx) =>
  db
    .select({ method: paymentMethods, clientName: clients.name })
    .from(paymentMethods)
    .innerJoin(clients, eq(clients.id, paymentMethods.clientId));
export type PaymentMethodRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The caller's active methods (of one client when named), oldest first. */
export function activeMethods(db: DbOrTx, p: Principal, clientId?: string) {
  return select(db)
    .where(
      and(scope(p, db), isNull(paymentMethods.retiredAt), clientId ? eq(paymentMethods.clientId, clientId) : undefined),
    )
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id))
    .limit(500);
}

export async function findActiveMethod(db: DbOrTx, p: Principal, id: string) {
  const [row] = await select(db)
    .where(and(eq(paymentMethods.id, id), scope(p, db), isNull(paymentMethods.retiredAt)))
    .limit(1);
  return row;
}

export async function countActive(db: DbOrTx, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.clientId, clientId), isNull(paymentMethods.retiredAt)));
  return row?.n ?? 0;
}

export async function insertMethod(db: DbOrTx, values: typeof paymentMethods.$inferInsert) {
  const [row] = await db.insert(paymentMethods).values(values).returning({ id: paymentMethods.id });
  return row!.id;
}

export async function retireMethod(db: DbOrTx, id: string, at: Date) {
  await db
    .update(paymentMethods)
    .set({ retiredAt: at })
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.retiredAt)));
}

/** The client a new method is for, with its partner. */
export async function clientOf(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: clients.id, partnerId: clients.partnerId })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
}
