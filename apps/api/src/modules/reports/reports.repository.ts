/**
 * Reports' SQL: a report is its requester's (no one else lists or downloads it); the job claims a pending
 * report by a conditional UPDATE, so two workers never build the same one.
 */
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ReportKind, ReportParams, ReportStatus } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { partners, reports, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type ReportRow = typeof reports.$inferSelect;
export type ReportListRow = ReportRow & { requesterName: string; partnerName: string | null };

export interface ReportFilter extends ListRequest {
  kind?: ReportKind | undefined;
  status?: ReportStatus | undefined;
}

const SORTS: KeyMap = { created_at: reports.createdAt, kind: reports.kind, status: reports.status };

const selectReports = (db: DbOrTx) =>
  db
    .select({
      report: reports,
      requesterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      partnerName: partners.name,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.requestedBy))
    .leftJoin(partners, eq(partners.id, reports.partnerId));

const flat = (r: { report: ReportRow; requesterName: string; partnerName: string | null }): ReportListRow => ({
  ...r.report,
  requesterName: r.requesterName,
  partnerName: r.partnerName,
});

export function listOwnReports<V>(db: DbOrTx, userId: string, f: ReportFilter, view: (r: ReportListRow) => V) {
  const where = and(
    eq(reports.requestedBy, userId),
    f.kind ? eq(reports.kind, f.kind) : undefined,
    f.status ? eq(reports.status, f.status) : undefined,
  );
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({
          listKey,
          report: reports,
          requesterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          partnerName: partners.name,
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.requestedBy))
        .leftJoin(partners, eq(partners.id, reports.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, reports, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [reports.id]),
    request: f,
    view: (r) => view(flat(r)),
  });
}

export async function findOwnReport(db: DbOrTx, userId: string, id: string): Promise<ReportListRow | undefined> {
  const [row] = await selectReports(db)
    .where(and(eq(reports.id, id), eq(reports.requestedBy, userId)))
    .limit(1);
  return row && flat(row);
}

export async function insertReport(
  db: DbOrTx,
  values: {
    requestedBy: string;
    partnerId: string | null;
    kind: ReportKind;
    params: ReportParams;
    scheduleId?: string | null;
  },
): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

/** A report left PROCESSING this long was dropped by a worker that died: it may be claimed again. */
const ABANDONED_AFTER = sql`interval '15 minutes'`;

const claimable = (now: Date): SQL =>
  or(
    eq(reports.status, 'PENDING'),
    and(
      eq(reports.status, 'PROCESSING'),
      lt(reports.startedAt, sql`${now.toISOString()}::timestamptz - ${ABANDONED_AFTER}`),
    ),
  )!;

/** Takes a report to PROCESSING when it may be built now; undefined when another worker has it or it is done. */
export async function claimReport(db: DbOrTx, id: string, now: Date): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ status: 'PROCESSING', progress: 0, startedAt: now, error: null })
    .where(and(eq(reports.id, id), claimable(now)))
    .returning();
  return row;
}

/** The reports waiting for a worker (a lost queue message, a crashed worker), oldest first. */
export async function claimableReportIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(claimable(now))
    .orderBy(reports.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setReportProgress(db: DbOrTx, id: string, progress: number): Promise<void> {
  await db
    .update(reports)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .where(and(eq(reports.id, id), eq(reports.status, 'PROCESSING')));
}

export async function finishReport(
  db: DbOrTx,
  id: string,
  done: { rowCount: number; csvKey: string; xlsxKey: string; at: Date },
): Promise<boolean> {
  const { at, ...files } = done;
  const rows = await db
    .update(reports)
    .set({ status: 'FINISHED', progress: 100, ...files, finishedAt: at, error: null })
    .where(and(eq(reports.id, id), eq(reports.status, 'PROCESSING')))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export async function failReport(db: DbOrTx, id: string, error: string, at: Date): Promise<void> {
  await db
    .update(reports)
    .set({ status: 'FAILED', error, finishedAt: at })
    .where(and(eq(reports.id, id), inArray(reports.status, ['PENDING', 'PROCESSING'])));
}
