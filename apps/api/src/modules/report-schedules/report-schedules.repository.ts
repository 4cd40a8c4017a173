/**
 * Report schedules' SQL: a schedule is its owner's alone. A due run is claimed by moving `next_run_on`
 * with a conditional UPDATE, so two sweeps never run the same schedule's period twice.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { ReportKind, ReportParams, ReportScheduleFrequency } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { reportSchedules } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type ScheduleRow = typeof reportSchedules.$inferSelect;

const SORTS: KeyMap = { created_at: reportSchedules.createdAt, next_run_on: reportSchedules.nextRunOn };

export function listOwnSchedules<V>(db: DbOrTx, ownerId: string, f: ListRequest, view: (r: ScheduleRow) => V) {
  const where = eq(reportSchedules.ownerId, ownerId);
  return keysetList(db, {
    select: (listKey) => db.select({ listKey, schedule: reportSchedules }).from(reportSchedules).$dynamic(),
    where,
    matching: matchingRows(db, reportSchedules, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [reportSchedules.id]),
    request: f,
    view: (r: { schedule: ScheduleRow }) => view(r.schedule),
  });
}

export async function findOwnSchedule(db: DbOrTx, ownerId: string, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function insertSchedule(
  db: DbOrTx,
  values: {
    ownerId: string;
    partnerId: string | null;
    kind: ReportKind;
    params: ReportParams;
    frequency: ReportScheduleFrequency;
    nextRunOn: string;
  },
): Promise<ScheduleRow> {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  return row!;
}

export async function updateOwnSchedule(
  db: DbOrTx,
  ownerId: string,
  id: string,
  values: {
    partnerId: string | null;
    kind: ReportKind;
    params: ReportParams;
    frequency: ReportScheduleFrequency;
    nextRunOn: string;
  },
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .update(reportSchedules)
    .set(values)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteOwnSchedule(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

export const dueSchedules = (db: DbOrTx, today: string, limit: number) =>
  db
    .select()
    .from(reportSchedules)
    .where(lte(reportSchedules.nextRunOn, today))
    .orderBy(reportSchedules.nextRunOn, reportSchedules.id)
    .limit(limit);

/** Moves a due schedule on to its next day; false when another sweep already did. */
export async function claimScheduleRun(
  db: DbOrTx,
  s: Pick<ScheduleRow, 'id' | 'nextRunOn'>,
  next: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(reportSchedules)
    .set({ nextRunOn: next, lastRunAt: at })
    .where(and(eq(reportSchedules.id, s.id), eq(reportSchedules.nextRunOn, s.nextRunOn)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}
