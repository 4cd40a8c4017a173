/** The SQL of payout methods: the list, one account, an owner's default per currency, and the writes. */
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { eors, partners, payoutMethods, salesPartners } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutMethodJoined = { method: PayoutMethodRow; ownerName: string };

export interface PayoutMethodFilter extends ListRequest {
  scope: SQL | undefined;
  ownerKind?: PayoutMethodRow['ownerKind'] | undefined;
  currency?: PayoutMethodRow['currency'] | undefined;
}

const SORTS: KeyMap = { created_at: payoutMethods.createdAt };

const ownerName = sql<string>`coalesce(${partners.name}, ${salesPartners.name}, ${eors.name})`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ method: payoutMethods, ownerName, ...extra })
    .from(payoutMethods)
    .leftJoin(partners, eq(partners.id, payoutMethods.partnerId))
    .leftJoin(salesPartners, eq(salesPartners.id, payoutMethods.salesPartnerId))
    .leftJoin(eors, eq(eors.id, payoutMethods.eorId));

/** Active accounts the scope lets in, oldest first, a page at a time. */
export function listActivePayoutMethods<V>(db: DbOrTx, f: PayoutMethodFilter, view: (r: PayoutMethodJoined) => V) {
  const t = payoutMethods;
  const where = and(
    f.scope,
    isNull(t.retiredAt),
    f.ownerKind ? eq(t.ownerKind, f.ownerKind) : undefined,
    f.currency ? eq(t.currency, f.currency) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [t.id]),
    request: f,
    view,
  });
}

export async function findActivePayoutMethod(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<PayoutMethodJoined | undefined> {
  const [row] = await select(db)
    .where(and(eq(payoutMethods.id, id), scope, isNull(payoutMethods.retiredAt)))
    .limit(1);
  return row;
}

const OWNER_TABLE = { partner: partners, sales_partner: salesPartners, eor: eors } as const;

/**
 * The owner's organization row locked: one change of its accounts at a time (the default moves between
 * rows; the first account of a currency becomes the default). Undefined when there is no such owner.
 */
export async function lockPayoutOwner(tx: DbOrTx, kind: PayoutMethodRow['ownerKind'], id: string) {
  const t = OWNER_TABLE[kind];
  const [row] = await tx.select({ id: t.id, name: t.name }).from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** The owner's active accounts in a currency. */
export function activePayoutMethodsIn(db: DbOrTx, owner: SQL, currency: PayoutMethodRow['currency']) {
  return db
    .select()
    .from(payoutMethods)
    .where(and(owner, eq(payoutMethods.currency, currency), isNull(payoutMethods.retiredAt)))
    .orderBy(asc(payoutMethods.createdAt), asc(payoutMethods.id));
}

/** The owner's active default account in a currency. */
export async function defaultPayoutMethod(
  db: DbOrTx,
  owner: SQL,
  currency: PayoutMethodRow['currency'],
): Promise<PayoutMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(
      and(
        owner,
        eq(payoutMethods.currency, currency),
        eq(payoutMethods.isDefault, true),
        isNull(payoutMethods.retiredAt),
      ),
    );
  return row;
}

export async function insertPayoutMethod(tx: DbOrTx, values: typeof payoutMethods.$inferInsert) {
  const [row] = await tx.insert(payoutMethods).values(values).returning({ id: payoutMethods.id });
  return row!.id;
}

/** Clears the default of a currency except on `keep` (the new default), then sets it on `keep`. */
export async function moveDefault(tx: DbOrTx, owner: SQL, currency: PayoutMethodRow['currency'], keep: string) {
  await tx
    .update(payoutMethods)
    .set({ isDefault: false })
    .where(
      and(owner, eq(payoutMethods.currency, currency), eq(payoutMethods.isDefault, true), ne(payoutMethods.id, keep)),
    );
  await tx.update(payoutMethods).set({ isDefault: true }).where(eq(payoutMethods.id, keep));
}

export async function retirePayoutMethod(tx: DbOrTx, id: string, at: Date) {
  await tx
    .update(payoutMethods)
    .set({ retiredAt: at, isDefault: false })
    .where(and(eq(payoutMethods.id, id), isNull(payoutMethods.retiredAt)));
}
