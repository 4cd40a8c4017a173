/** Timesheet upload rows, always read through the caller's scope (a foreign upload is not found). */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TimesheetUploadRow, TimesheetUploadStatus, TimesheetUploadView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { clients, partners, timesheets, timesheetUploads, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';

/** Uploads: a partner's (its clients' included) and a client's own; no contractor or sales partner. */
const uploadScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: timesheetUploads.partnerId, clientId: timesheetUploads.clientId });

const selection = {
  upload: timesheetUploads,
  partnerName: partners.name,
  clientName: clients.name,
  uploaderName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ ...selection, ...extra })
    .from(timesheetUploads)
    .leftJoin(partners, eq(partners.id, timesheetUploads.partnerId))
    .leftJoin(clients, eq(clients.id, timesheetUploads.clientId))
    .innerJoin(users, eq(users.id, timesheetUploads.uploadedBy));

type Joined = Awaited<ReturnType<ReturnType<typeof selectJoined>['execute']>>[number];

export function toUploadView({ upload: u, partnerName, clientName, uploaderName }: Joined): TimesheetUploadView {
  return {
    id: u.id,
    file_name: u.fileName,
    status: u.status,
    total_rows: u.totalRows,
    valid_rows: u.validRows,
    invalid_rows: u.totalRows - u.validRows,
    imported_rows: u.importedRows,
    partner: u.partnerId ? { id: u.partnerId, name: partnerName ?? '' } : null,
    client: u.clientId ? { id: u.clientId, name: clientName ?? '' } : null,
    uploaded_by: { id: u.uploadedBy, name: uploaderName },
    created_at: u.createdAt.toISOString(),
    imported_at: u.importedAt?.toISOString() ?? null,
  };
}

export const rowsOf = (j: Joined) => j.upload.rows as TimesheetUploadRow[];

const SORTS = {
  created_at: timesheetUploads.createdAt,
  file_name: timesheetUploads.fileName,
  status: timesheetUploads.status,
} as const;

export interface UploadListFilter extends ListRequest {
  status?: TimesheetUploadStatus | undefined;
}

export async function listUploads(db: DbOrTx, p: Principal, f: UploadListFilter) {
  const where = and(uploadScope(p, db), f.status ? eq(timesheetUploads.status, f.status) : undefined);
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, timesheetUploads, where),
    keyset: keysetOf(SORTS, f.sort, 'created_at', [timesheetUploads.id]),
    request: f,
    view: toUploadView,
  });
}

export async function findVisibleUpload(db: DbOrTx, p: Principal, id: string, lock = false) {
  const q = selectJoined(db)
    .where(and(eq(timesheetUploads.id, id), uploadScope(p, db)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: timesheetUploads }) : await q;
  return row;
}

export async function insertUpload(db: DbOrTx, values: typeof timesheetUploads.$inferInsert) {
  const [row] = await db.insert(timesheetUploads).values(values).returning({ id: timesheetUploads.id });
  return row!.id;
}

export async function markImported(
  db: DbOrTx,
  id: string,
  v: { rows: TimesheetUploadRow[]; importedRows: number; status: TimesheetUploadStatus; at: Date },
) {
  await db
    .update(timesheetUploads)
    .set({ rows: v.rows, importedRows: v.importedRows, status: v.status, importedAt: v.at })
    .where(eq(timesheetUploads.id, id));
}

/** Marks a timesheet entry as created by the upload's import. */
export async function linkTimesheetToUpload(db: DbOrTx, timesheetId: string, uploadId: string): Promise<void> {
  await db.update(timesheets).set({ uploadId }).where(eq(timesheets.id, timesheetId));
}
