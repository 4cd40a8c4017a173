/** The SQL of clients' payment methods, scoped to the caller (a client its own, a partner its clients'). */
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, paymentMethods } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { rowScope } from '../../lib/row-scopes.js';

const SORTS: KeyMap = { created_at: paymentMethods.createdAt };

const scope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: paymentMethods.partnerId, clientId: paymentMethods.clientId });

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ method: paymentMethods, clientName: clients.name, ...extra })
    .from(paymentMethods)
    .innerJoin(clients, eq(clients.id, paymentMethods.clientId));
export type PaymentMethodRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The caller's active methods (of one client when named), oldest first, a page at a time. */
export function listActiveMethods<V>(
  db: DbOrTx,
  p: Principal,
  f: ListRequest & { clientId?: string | undefined },
  view: (r: PaymentMethodRow) => V,
) {
  const where = and(
    scope(p, db),
    isNull(paymentMethods.retiredAt),
    f.clientId ? eq(paymentMethods.clientId, f.clientId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, paymentMethods, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [paymentMethods.id]),
    request: f,
    view,
  });
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
