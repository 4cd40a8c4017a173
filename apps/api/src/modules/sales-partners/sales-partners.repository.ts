/** Sales partner rows through the caller's scope: staff all, a sales partner's users their own. */
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { SalesPartnerView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { partners, salesPartners } from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import { containsPattern } from '../../lib/sql.js';
import { maskedTaxIdOf } from '../../lib/tax-id.js';
import type { Principal } from '../../lib/principal.js';
import { contactViewOf } from '../partners/organization-fields.js';
import { salesPartnerScope } from './sales-partners.scope.js';

export type SalesPartnerRow = typeof salesPartners.$inferSelect;

/** numeric(7,4) answers "10.0000": shown as "10" (trailing zeros say nothing). */
const trimDecimal = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);

export function toSalesPartnerView(row: SalesPartnerRow, partnerCount: number): SalesPartnerView {
  return {
    id: row.id,
    name: row.name,
    ...contactViewOf(row),
    commission_percent: trimDecimal(row.commissionPercent),
    tax_id: maskedTaxIdOf(row),
    active: row.active,
    partner_count: partnerCount,
    created_at: row.createdAt.toISOString(),
  };
}

// Qualified by hand: inside a subquery drizzle leaves column names bare, and "id" would mean partners.id.
const partnerCount = sql<number>`(select count(*)::int from ${partners} p where p.sales_partner_id = "sales_partners"."id")`;
const SORTS = { name: salesPartners.name, created_at: salesPartners.createdAt } as const;

export interface SalesPartnerListFilter extends ListRequest {
  search?: string | undefined;
}

export async function listSalesPartners(db: DbOrTx, p: Principal, f: SalesPartnerListFilter) {
  const where = and(salesPartnerScope(p), f.search ? ilike(salesPartners.name, containsPattern(f.search)) : undefined);
  return keysetList(db, {
    select: (listKey) => db.select({ row: salesPartners, partnerCount, listKey }).from(salesPartners).$dynamic(),
    where,
    matching: matchingRows(db, salesPartners, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [salesPartners.id]),
    request: f,
    view: (r) => toSalesPartnerView(r.row, Number(r.partnerCount)),
  });
}

export async function findVisibleSalesPartner(db: DbOrTx, p: Principal, id: string) {
  const [found] = await db
    .select({ row: salesPartners, partnerCount })
    .from(salesPartners)
    .where(and(eq(salesPartners.id, id), salesPartnerScope(p)))
    .limit(1);
  return found ? toSalesPartnerView(found.row, Number(found.partnerCount)) : undefined;
}

/** The stored row (encrypted tax id included) of a sales partner the caller can see: for the reveal. */
export async function findVisibleSalesPartnerRow(
  db: DbOrTx,
  p: Principal,
  id: string,
): Promise<SalesPartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(salesPartners)
    .where(and(eq(salesPartners.id, id), salesPartnerScope(p)))
    .limit(1);
  return row;
}

export async function insertSalesPartner(
  db: DbOrTx,
  values: typeof salesPartners.$inferInsert,
): Promise<SalesPartnerRow> {
  const [row] = await db.insert(salesPartners).values(values).returning();
  return row!;
}

/** Sets the given columns; an empty change writes nothing. */
export async function updateSalesPartnerColumns(
  db: DbOrTx,
  id: string,
  columns: Partial<typeof salesPartners.$inferInsert>,
): Promise<void> {
  if (Object.keys(columns).length > 0) await db.update(salesPartners).set(columns).where(eq(salesPartners.id, id));
}
