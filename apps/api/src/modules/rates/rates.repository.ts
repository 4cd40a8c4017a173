/** Rate setting rows for /rates: listed with filters, inserted, never updated. */
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RateSettingKind, RateSettingView } from '@app/domain';
import { compareEffective } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { partners, rateSettings } from '../../db/schema/index.js';
import { keysetOf, type KeyExpr } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export interface RateListFilter extends ListRequest {
  kind?: RateSettingKind | undefined;
  partnerId?: string | undefined;
  /** A region to filter on; 'general' for rows without one. */
  region?: string | undefined;
  asOf: string;
}

const SORTS = {
  kind: rateSettings.kind,
  effective_date: rateSettings.effectiveDate,
  region: rateSettings.region,
  created_at: rateSettings.createdAt,
} as const;
export const RATE_SORTS = Object.keys(SORTS) as [keyof typeof SORTS, ...(keyof typeof SORTS)[]];

type Row = { setting: typeof rateSettings.$inferSelect; partnerName: string | null };

const scopeKey = (r: typeof rateSettings.$inferSelect) =>
  [r.kind, r.partnerId ?? '', r.region ?? '', r.workersCompCode ?? ''].join('|');

/** The ids of rows in effect on `asOf` within their own scope (kind, partner, region, code). */
export async function inEffectIds(db: DbOrTx, asOf: string): Promise<Set<string>> {
  const rows = await db.select().from(rateSettings).where(lte(rateSettings.effectiveDate, asOf));
  const best = new Map<string, typeof rateSettings.$inferSelect>();
  for (const r of rows) {
    const key = scopeKey(r);
    const current = best.get(key);
    const asDated = (x: typeof r) => ({ id: x.id, effective_date: x.effectiveDate, created_at: x.createdAt });
    if (!current || compareEffective(asDated(r), asDated(current)) > 0) best.set(key, r);
  }
  return new Set([...best.values()].map((r) => r.id));
}

export function toRateSettingView(r: Row, inEffect: boolean): RateSettingView {
  const s = r.setting;
  return {
    id: s.id,
    kind: s.kind,
    partner: s.partnerId ? { id: s.partnerId, name: r.partnerName ?? '' } : null,
    region: s.region,
    workers_comp_code: s.workersCompCode,
    effective_date: s.effectiveDate,
    value: s.value,
    note: s.note,
    created_at: s.createdAt.toISOString(),
    in_effect: inEffect,
  };
}

export async function listRateSettings(db: DbOrTx, f: RateListFilter) {
  const where: SQL | undefined = and(
    f.kind ? eq(rateSettings.kind, f.kind) : undefined,
    f.partnerId ? eq(rateSettings.partnerId, f.partnerId) : undefined,
    f.region === 'GENERAL' ? isNull(rateSettings.region) : f.region ? eq(rateSettings.region, f.region) : undefined,
  );
  const [page, inEffect] = await Promise.all([
    keysetList(db, {
      select: (listKey) =>
        db
          .select({ setting: rateSettings, partnerName: partners.name, listKey })
          .from(rateSettings)
          .leftJoin(partners, eq(partners.id, rateSettings.partnerId))
          .$dynamic(),
      where,
      matching: matchingRows(db, rateSettings, where),
      keyset: keysetOf(SORTS, f.sort, 'kind', tieBreaks(f.sort.desc)),
      request: f,
      view: (r: Row) => r,
    }),
    inEffectIds(db, f.asOf),
  ]);
  return { ...page, rows: page.rows.map((r) => toRateSettingView(r, inEffect.has(r.setting.id))) };
}

/**
 * Among rows of the same sort value: by kind, then the newest first (latest effective date, then
 * latest written), then the id. A keyset runs every column in the sort's direction, so under an
 * ascending sort "newest first" is spelled as values that fall as the dates rise (a small table:
 * no index is wanted for these). Under a descending sort the kinds run Z to A.
 */
function tieBreaks(descending: boolean): KeyExpr[] {
  const newestFirst = descending
    ? [rateSettings.effectiveDate, rateSettings.createdAt]
    : [sql`(date '9999-12-31' - ${rateSettings.effectiveDate})`, sql`(-extract(epoch from ${rateSettings.createdAt}))`];
  return [rateSettings.kind, ...newestFirst, rateSettings.id];
}

export type RateSettingRow = typeof rateSettings.$inferSelect;

/** Every rate setting: a small table (dozens of rows per year), read whole for the pure lookups. */
export async function allRateSettings(db: DbOrTx): Promise<RateSettingRow[]> {
  return db.select().from(rateSettings);
}

export async function findPartnerName(db: DbOrTx, partnerId: string): Promise<string | undefined> {
  const [partner] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return partner?.name;
}

export async function insertRateSetting(db: DbOrTx, values: typeof rateSettings.$inferInsert): Promise<RateSettingRow> {
  const [row] = await db.insert(rateSettings).values(values).returning();
  return row!;
}
