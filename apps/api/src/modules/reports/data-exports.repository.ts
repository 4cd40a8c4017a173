/**
 * Data exports' SQL: an export is its requester's alone; the build is claimed by a conditional UPDATE,
 * and the one download is taken by another (so two downloads at once get the file once).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dataExports, partners } from '../../db/schema/index.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';

export type DataExportRow = typeof dataExports.$inferSelect & { partnerName: string | null };

const selectExports = (db: DbOrTx) =>
  db
    .select({ row: dataExports, partnerName: partners.name })
    .from(dataExports)
    .leftJoin(partners, eq(partners.id, dataExports.partnerId));

const flat = (r: { row: typeof dataExports.$inferSelect; partnerName: string | null }): DataExportRow => ({
  ...r.row,
  partnerName: r.partnerName,
});

export function listOwnExports<V>(db: DbOrTx, userId: string, f: ListRequest, view: (r: DataExportRow) => V) {
  const where = eq(dataExports.requestedBy, userId);
  return keysetList(db, {
    select: (listKey) =>
      db
        .select({ listKey, row: dataExports, partnerName: partners.name })
        .from(dataExports)
        .leftJoin(partners, eq(partners.id, dataExports.partnerId))
        .$dynamic(),
    where,
    matching: matchingRows(db, dataExports, where),
    keyset: keysetOf({ created_at: dataExports.createdAt }, f.sort, 'created_at', [dataExports.id]),
    request: f,
    view: (r) => view(flat(r)),
  });
}

export async function findOwnExport(db: DbOrTx, userId: string, id: string): Promise<DataExportRow | undefined> {
  const [row] = await selectExports(db)
    .where(and(eq(dataExports.id, id), eq(dataExports.requestedBy, userId)))
    .limit(1);
  return row && flat(row);
}

/** The requester's export still waiting or being built, if any (one at a time). */
export async function openExportOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.requestedBy, userId), sql`${dataExports.status} in ('PENDING', 'PROCESSING')`))
    .limit(1);
  return row?.id;
}

export async function insertExport(db: DbOrTx, values: { requestedBy: string; partnerId: string | null }) {
  const [row] = await db.insert(dataExports).values(values).returning({ id: dataExports.id });
  return row!.id;
}

const claimable = (now: Date) =>
  or(
    eq(dataExports.status, 'PENDING'),
    and(
      eq(dataExports.status, 'PROCESSING'),
      lt(dataExports.startedAt, sql`${now.toISOString()}::timestamptz - interval '15 minutes'`),
    ),
  );

export async function claimExport(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'PROCESSING', progress: 0, startedAt: now })
    .where(and(eq(dataExports.id, id), claimable(now)))
    .returning();
  return row;
}

export async function claimableExportIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(claimable(now))
    .orderBy(dataExports.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setExportProgress(db: DbOrTx, id: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress: Math.max(0, Math.min(100, Math.round(progress))) })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'PROCESSING')));
}

export async function finishExport(
  db: DbOrTx,
  id: string,
  done: { fileKey: string; sizeBytes: number; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({
      status: 'FINISHED',
      progress: 100,
      fileKey: done.fileKey,
      sizeBytes: done.sizeBytes,
      finishedAt: done.at,
      expiresAt: done.expiresAt,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'PROCESSING')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function failExport(db: DbOrTx, id: string, error: string, at: Date) {
  await db
    .update(dataExports)
    .set({ status: 'FAILED', error, finishedAt: at })
    .where(and(eq(dataExports.id, id), sql`${dataExports.status} in ('PENDING', 'PROCESSING')`));
}

/** Takes the one download: answers the file's key, or undefined when taken already or expired. */
export async function takeDownload(db: DbOrTx, userId: string, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ downloadedAt: now })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.requestedBy, userId),
        eq(dataExports.status, 'FINISHED'),
        isNull(dataExports.downloadedAt),
        gt(dataExports.expiresAt, now),
      ),
    )
    .returning({ fileKey: dataExports.fileKey });
  return row?.fileKey ?? undefined;
}

/** Forgets the file's key once its bytes are gone. */
export async function clearExportFile(db: DbOrTx, id: string) {
  await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
}
