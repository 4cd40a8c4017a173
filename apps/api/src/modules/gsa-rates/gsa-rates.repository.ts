/** GSA per-diem reference rows: a public reference table, the same for every reader. */
import { and, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { GsaRateView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { gsaRates } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { containsPattern } from '../../lib/sql.js';

const SORTS = {
  fiscal_year: gsaRates.fiscalYear,
  state: gsaRates.state,
  destination: gsaRates.destination,
  lodging: gsaRates.lodging,
  meals_and_incidentals: gsaRates.mealsAndIncidentals,
} as const;
export const GSA_SORTS = Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]];

export interface GsaListFilter extends ListRequest {
  fiscalYear?: number | undefined;
  state?: string | undefined;
  search?: string | undefined;
}

const toGsaRateView = (r: typeof gsaRates.$inferSelect): GsaRateView => ({
  id: r.id,
  fiscal_year: r.fiscalYear,
  state: r.state,
  destination: r.destination,
  county: r.county,
  season_begin: r.seasonBegin,
  season_end: r.seasonEnd,
  lodging: r.lodging,
  meals_and_incidentals: r.mealsAndIncidentals,
});

export async function listGsaRates(db: DbOrTx, f: GsaListFilter) {
  const where: SQL | undefined = and(
    f.fiscalYear ? eq(gsaRates.fiscalYear, f.fiscalYear) : undefined,
    f.state ? eq(gsaRates.state, f.state) : undefined,
    f.search
      ? or(ilike(gsaRates.destination, containsPattern(f.search)), ilike(gsaRates.county, containsPattern(f.search)))
      : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ row: gsaRates, listKey }).from(gsaRates).$dynamic(),
    where,
    matching: matchingRows(db, gsaRates, where),
    // Ties by state, destination and id, in the sort's direction (a descending sort lists them in reverse).
    keyset: keysetOf(SORTS, f.sort, 'state', [gsaRates.state, gsaRates.destination, gsaRates.id]),
    request: f,
    view: ({ row }) => toGsaRateView(row),
  });
}

export type GsaRateInsert = typeof gsaRates.$inferInsert;

/** The row on file for the same destination, state, fiscal year and season (the import's key). */
const sameKey = (v: GsaRateInsert): SQL =>
  and(
    eq(gsaRates.fiscalYear, v.fiscalYear),
    eq(gsaRates.state, v.state),
    eq(gsaRates.destination, v.destination),
    v.seasonBegin === null || v.seasonBegin === undefined
      ? isNull(gsaRates.seasonBegin)
      : eq(gsaRates.seasonBegin, v.seasonBegin),
  )!;

/** Replaces the rows on file for each row's key: one delete and one insert for the whole batch. */
export async function replaceGsaRates(db: DbOrTx, rows: readonly GsaRateInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.delete(gsaRates).where(or(...rows.map(sameKey)));
  await db.insert(gsaRates).values([...rows]);
}
