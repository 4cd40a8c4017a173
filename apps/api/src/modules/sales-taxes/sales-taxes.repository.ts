/** The SQL of sales tax rows: the list, one row, the rows of some places, and the writes (admin). */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { salesTaxes } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type SalesTaxRowData = typeof salesTaxes.$inferSelect;

export interface SalesTaxFilter extends ListRequest {
  country?: 'US' | 'CA' | undefined;
  jurisdiction?: string | undefined;
  on?: string | undefined;
  needsRate?: boolean | undefined;
}

const SORTS: KeyMap = {
  jurisdiction: [salesTaxes.country, salesTaxes.jurisdiction, salesTaxes.effectiveFrom],
  effective_from: salesTaxes.effectiveFrom,
  created_at: salesTaxes.createdAt,
};

const needsRate = and(eq(salesTaxes.taxable, true), isNull(salesTaxes.ratePercent));

export function listSalesTaxes<V>(db: DbOrTx, f: SalesTaxFilter, view: (r: SalesTaxRowData) => V) {
  const where = and(
    f.country ? eq(salesTaxes.country, f.country) : undefined,
    f.jurisdiction ? eq(salesTaxes.jurisdiction, f.jurisdiction) : undefined,
    f.on
      ? and(lte(salesTaxes.effectiveFrom, f.on), or(isNull(salesTaxes.effectiveTo), gte(salesTaxes.effectiveTo, f.on)))
      : undefined,
    f.needsRate === undefined ? undefined : f.needsRate ? needsRate : sql`not (${needsRate})`,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ row: salesTaxes, listKey }).from(salesTaxes).$dynamic(),
    where,
    matching: matchingRows(db, salesTaxes, where),
    keyset: keysetOf(SORTS, f.sort, 'jurisdiction', [salesTaxes.id]),
    request: f,
    view: (r) => view(r.row),
  });
}

export async function findSalesTax(db: DbOrTx, id: string) {
  const [row] = await db.select().from(salesTaxes).where(eq(salesTaxes.id, id));
  return row;
}

/** Every row of these places (country-jurisdiction codes), for an invoice run to resolve dates against. */
export function rowsOfPlaces(db: DbOrTx, places: { country: string; jurisdiction: string }[]) {
  if (places.length === 0) return Promise.resolve([]);
  const codes = [...new Set(places.map((p) => `${p.country}-${p.jurisdiction}`))];
  return db
    .select()
    .from(salesTaxes)
    .where(inArray(sql`${salesTaxes.country} || '-' || ${salesTaxes.jurisdiction}`, codes));
}

export async function insertSalesTax(db: DbOrTx, values: typeof salesTaxes.$inferInsert) {
  const [row] = await db.insert(salesTaxes).values(values).returning();
  return row!;
}

export async function updateSalesTax(
  db: DbOrTx,
  id: string,
  values: { effectiveTo?: string | null; source?: string | null; ratePercent?: string },
) {
  const [row] = await db.update(salesTaxes).set(values).where(eq(salesTaxes.id, id)).returning();
  return row;
}
