/** Rate setting rows for /rates: listed with filters, inserted, never updated. */
import { and, asc, count, desc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { RateSettingKind, RateSettingView } from '@app/domain';
import { compareEffective } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { partners, rateSettings } from '../../db/schema/index.js';

export interface RateListFilter {
  kind?: RateSettingKind | undefined;
  partnerId?: string | undefined;
  /** A region to filter on; 'general' for rows without one. */
  region?: string | undefined;
  asOf: string;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
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
  const col = SORTS[f.sort.column as keyof typeof SORTS] ?? rateSettings.kind;
  const rows = await db
    .select({ setting: rateSettings, partnerName: partners.name })
    .from(rateSettings)
    .leftJoin(partners, eq(partners.id, rateSettings.partnerId))
    .where(where)
    .orderBy(
      f.sort.desc ? desc(col) : asc(col),
      asc(rateSettings.kind),
      desc(rateSettings.effectiveDate),
      desc(rateSettings.createdAt),
    )
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(rateSettings).where(where);
  const effective = await inEffectIds(db, f.asOf);
  return { rows: rows.map((r) => toRateSettingView(r, effective.has(r.setting.id))), total: total?.n ?? 0 };
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
