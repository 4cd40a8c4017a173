/** Holiday rows and the employers whose holidays a caller may read or change. */
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  canEditOwnHolidays,
  canEditPlatformHolidays,
  isSelfEmployerPartner,
  PLATFORM_EMPLOYER_KEY,
  type Country,
  type HolidayEmployerView,
  type HolidayView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { holidays, partners } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export type HolidayRow = typeof holidays.$inferSelect;

export const toHolidayView = (h: HolidayRow): HolidayView => ({
  id: h.id,
  employer_key: h.employerKey,
  country: h.country,
  region: h.region,
  date: h.date,
  name: h.name,
  created_at: h.createdAt.toISOString(),
});

const PLATFORM_NAME = 'Platform (EOR)';

/** Every employer the caller reads holidays of, with whether it may change them. */
export async function holidayEmployersFor(db: DbOrTx, p: Principal): Promise<HolidayEmployerView[]> {
  const platform = { key: PLATFORM_EMPLOYER_KEY, name: PLATFORM_NAME, can_edit: canEditPlatformHolidays(p.subject) };
  if (isStaff(p)) {
    const own = await db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(eq(partners.selfEmployer, true))
      .orderBy(asc(partners.name));
    return [platform, ...own.map((r) => ({ key: r.id, name: r.name, can_edit: true }))];
  }
  // Besides the platform's, only a self-employer partner keeps (and reads) holidays of its own.
  if (!isSelfEmployerPartner(p.subject) || !p.partnerId) return [platform];
  const [me] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, p.partnerId));
  return [{ key: p.partnerId, name: me?.name ?? 'Own', can_edit: canEditOwnHolidays(p.subject) }, platform];
}

/** The caller's view of one employer's holidays, or null when it may not read them. */
export async function employerAccess(db: DbOrTx, p: Principal, key: string): Promise<HolidayEmployerView | null> {
  return (await holidayEmployersFor(db, p)).find((e) => e.key === key) ?? null;
}

/**
 * The employer the caller asked for (its first one when none), when it may read it. Staff naming a
 * partner that is not a self-employer get a 422 (only the platform and self-employers keep holidays);
 * a partner naming anyone else's key gets a 404, as for any row outside its scope.
 */
export async function readableEmployer(
  db: DbOrTx,
  p: Principal,
  key: string | undefined,
  loc: string[],
): Promise<HolidayEmployerView> {
  const employers = await holidayEmployersFor(db, p);
  const wanted = key ?? employers[0]!.key;
  const found = employers.find((e) => e.key === wanted);
  if (found) return found;
  if (isStaff(p)) throw unprocessable([{ loc, msg: 'Only the platform and self-employer partners keep holidays' }]);
  throw notFound();
}

export interface HolidayListFilter extends ListRequest {
  employerKey: string;
  year?: number | undefined;
  country?: Country | undefined;
  region?: string | undefined;
}

const SORTS = { date: holidays.date, name: holidays.name, country: holidays.country } as const;

export async function listHolidays(db: DbOrTx, f: HolidayListFilter) {
  const where: SQL | undefined = and(
    eq(holidays.employerKey, f.employerKey),
    f.year ? gte(holidays.date, `${f.year}-01-01`) : undefined,
    f.year ? lte(holidays.date, `${f.year}-12-31`) : undefined,
    f.country ? eq(holidays.country, f.country) : undefined,
    f.region ? eq(holidays.region, f.region) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => db.select({ row: holidays, listKey }).from(holidays).$dynamic(),
    where,
    matching: matchingRows(db, holidays, where),
    // Ties by date, country and id, in the sort's direction (a descending sort lists them in reverse).
    keyset: keysetOf(SORTS, f.sort, 'date', [holidays.date, holidays.country, holidays.id]),
    request: f,
    view: ({ row }) => toHolidayView(row),
  });
}

export async function findHoliday(db: DbOrTx, id: string): Promise<HolidayRow | undefined> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row;
}

export type HolidayInsert = typeof holidays.$inferInsert;

/** Inserts the holidays not already there (the unique index skips the rest); answers how many were new. */
export async function insertHolidaysIfAbsent(db: DbOrTx, rows: readonly HolidayInsert[]): Promise<number> {
  const inserted = await db
    .insert(holidays)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: holidays.id });
  return inserted.length;
}

export async function insertHoliday(db: DbOrTx, values: HolidayInsert): Promise<HolidayRow> {
  const [row] = await db.insert(holidays).values(values).returning();
  return row!;
}

/** Sets the given columns and answers the holiday as changed. */
export async function updateHolidayRow(db: DbOrTx, id: string, columns: Partial<HolidayInsert>): Promise<HolidayRow> {
  const [row] = await db.update(holidays).set(columns).where(eq(holidays.id, id)).returning();
  return row!;
}

export async function deleteHolidayRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(holidays).where(eq(holidays.id, id));
}
