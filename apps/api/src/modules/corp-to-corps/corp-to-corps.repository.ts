/** Corp-to-corp rows through the caller's scope (staff all, a partner its own), with contractor counts. */
import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { CorpToCorpView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, corpToCorps, partners } from '../../db/schema/index.js';
import { addressViewOf } from '../../lib/address-columns.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import { maskedTaxIdOf } from '../../lib/tax-id.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export type CorpToCorpRow = typeof corpToCorps.$inferSelect;
export interface CorpToCorpRecord {
  corpToCorp: CorpToCorpRow;
  partnerName: string;
  contractorsCount: number;
}

/**
 * Staff see every corp-to-corp, a partner's users their partner's, anyone else none (the routes admit
 * no one else).
 */
const corpToCorpScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: corpToCorps.partnerId });

const contractorsCount = sql<number>`(select count(*)::int from ${contractors} where ${contractors.corpToCorpId} = ${corpToCorps.id})`;

function selectRecords<E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) {
  return db
    .select({ corpToCorp: corpToCorps, partnerName: partners.name, contractorsCount, ...extra })
    .from(corpToCorps)
    .innerJoin(partners, eq(partners.id, corpToCorps.partnerId));
}

export function toCorpToCorpView(r: CorpToCorpRecord): CorpToCorpView {
  const c = r.corpToCorp;
  return {
    id: c.id,
    name: c.name,
    partner: { id: c.partnerId, name: r.partnerName },
    contact_name: c.contactName,
    contact_email: c.contactEmail,
    phone: c.phone,
    address: addressViewOf(c),
    tax_id: maskedTaxIdOf(c),
    active: c.active,
    contractors_count: Number(r.contractorsCount),
    created_at: c.createdAt.toISOString(),
  };
}

const SORTS = { name: corpToCorps.name, created_at: corpToCorps.createdAt } as const;

export interface CorpToCorpListFilter extends ListRequest {
  search?: string | undefined;
  active?: boolean | undefined;
  partnerId?: string | undefined;
}

export async function listCorpToCorps(db: DbOrTx, p: Principal, f: CorpToCorpListFilter) {
  const where = and(
    corpToCorpScope(p, db),
    f.search ? ilike(corpToCorps.name, containsPattern(f.search)) : undefined,
    f.active !== undefined ? eq(corpToCorps.active, f.active) : undefined,
    f.partnerId ? eq(corpToCorps.partnerId, f.partnerId) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectRecords(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, corpToCorps, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [corpToCorps.id]),
    request: f,
    view: toCorpToCorpView,
  });
}

export async function findVisibleCorpToCorp(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectRecords(db)
    .where(and(eq(corpToCorps.id, id), corpToCorpScope(p, db)))
    .limit(1);
  return row;
}

export async function findCorpToCorpRecord(db: DbOrTx, id: string) {
  const [row] = await selectRecords(db).where(eq(corpToCorps.id, id)).limit(1);
  return row;
}

export async function findEinHolder(db: DbOrTx, partnerId: string, blindIndex: string, exceptId?: string) {
  const [row] = await db
    .select({ id: corpToCorps.id })
    .from(corpToCorps)
    .where(
      and(
        eq(corpToCorps.partnerId, partnerId),
        eq(corpToCorps.taxIdBlindIndex, blindIndex),
        exceptId ? sql`${corpToCorps.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export { partnerExists } from '../../lib/partners.js';

/** Inserts the corp-to-corp and answers its id. */
export async function insertCorpToCorp(db: DbOrTx, values: typeof corpToCorps.$inferInsert): Promise<string> {
  const [row] = await db.insert(corpToCorps).values(values).returning({ id: corpToCorps.id });
  return row!.id;
}

/** Sets the given columns; an empty change writes nothing. */
export async function updateCorpToCorpColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof corpToCorps.$inferInsert>,
): Promise<void> {
  if (Object.keys(columns).length > 0) await db.update(corpToCorps).set(columns).where(eq(corpToCorps.id, id));
}
