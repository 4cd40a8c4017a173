/**
 * Data exports (/data_export, decisions 0088 and 0101): the requester's whole data set — every business
 * table they may see, each as its CSV, read through its module's list service as the requester a page at
 * a time (data-export-tables.ts) — zipped in the background and downloadable once, by the requester only,
 * within DATA_EXPORT_HOURS. A partner user's export is their partner's; staff export the platform's or one
 * partner's. One export at a time per user.
 */
import { DATA_EXPORT_HOURS, canExport, type DataExportCreate, type DataExportView } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { toCsv, type CsvColumn } from '../../lib/list.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { activePrincipal } from '../users/users.service.js';
import {
  claimableExportIds,
  claimExport,
  clearExportFile,
  failExport,
  findOwnExport,
  finishExport,
  insertExport,
  listOwnExports,
  openExportOf,
  setExportProgress,
  takeDownload,
  type DataExportRow,
} from './data-exports.repository.js';
import { reportQueueOf } from './report-queue.js';
import { cellOf, columnsOf, EXPORT_PAGE, EXPORT_TABLES, type ExportContext } from './data-export-tables.js';
import { reportPartnerOf } from './reports.policy.js';
import { ZipStream } from './zip-stream.js';
import { satisfiesAccess } from '../../plugins/access.js';

const gone = () => new HttpError(410, 'This export was already downloaded or has expired. Request a new one.');

export function toDataExportView(r: DataExportRow, now: Date): DataExportView {
  return {
    id: r.id,
    status: r.status,
    progress: r.progress,
    error: r.error,
    partner: r.partnerId ? { id: r.partnerId, name: r.partnerName ?? '' } : null,
    size_bytes: r.sizeBytes,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    downloaded_at: r.downloadedAt?.toISOString() ?? null,
    downloadable: r.status === 'FINISHED' && !r.downloadedAt && r.expiresAt !== null && r.expiresAt > now,
  };
}

export const dataExportList = (deps: AppDeps, p: Principal, f: ListRequest) =>
  listOwnExports(deps.db, p.userId, f, (r) => toDataExportView(r, deps.clock.now()));

export async function dataExportDetail(deps: AppDeps, p: Principal, id: string): Promise<DataExportView> {
  const row = await findOwnExport(deps.db, p.userId, id);
  if (!row) throw notFound();
  return toDataExportView(row, deps.clock.now());
}

export async function requestDataExport(deps: AppDeps, p: Principal, body: DataExportCreate) {
  const partnerId = reportPartnerOf(p, body);
  if (partnerId === 'other')
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'You can only export your own partner’s data' }]);
  if (await openExportOf(deps.db, p.userId)) throw conflict('Your previous export is still being prepared');
  const id = await insertExport(deps.db, { requestedBy: p.userId, partnerId });
  await reportQueueOf(deps)?.sendExport(id);
  return dataExportDetail(deps, p, id);
}

/**
 * The archive of every table the principal may see (kept to `partnerId` when named): each table's CSV
 * written and deflated a page at a time. A table whose list route would refuse the principal is left out;
 * so is one whose service refuses them (403/404: a partner's recruiter is no team owner, so no users).
 */
export async function exportArchive(
  deps: AppDeps,
  principal: Principal,
  partnerId: string | undefined,
  progress: (done: number) => Promise<void>,
  pageSize = EXPORT_PAGE,
): Promise<Buffer> {
  const zip = new ZipStream();
  const ctx: ExportContext = { deps, principal, partnerId, partnerWorkers: new Set(), pageSize };
  const tables = EXPORT_TABLES.filter((t) => satisfiesAccess(principal, t.access));
  for (const [n, table] of tables.entries()) {
    const columns: CsvColumn<Record<string, unknown>>[] = columnsOf(table.row).map((path) => ({
      header: path,
      value: (r) => cellOf(r, path),
    }));
    const header = toCsv([], columns);
    let begun = false;
    try {
      for await (const rows of table.pages(ctx)) {
        if (!begun) {
          zip.begin(`${table.name}.csv`);
          zip.write(Buffer.from(header));
          begun = true;
        }
        // Each row as its list route would answer it: the route's schema keeps only its own fields.
        const clean = rows.map((r) => table.row.parse(r) as Record<string, unknown>);
        zip.write(Buffer.from(toCsv(clean, columns).slice(header.length)));
      }
    } catch (err) {
      if (!(err instanceof HttpError && (err.statusCode === 403 || err.statusCode === 404)) || begun) throw err;
      continue;
    }
    zip.end();
    await progress((n + 1) / tables.length);
  }
  return zip.finish();
}

/** Builds one export (the job); answers whether it finished. */
export async function buildDataExport(deps: AppDeps, id: string): Promise<boolean> {
  const row = await claimExport(deps.db, id, deps.clock.now());
  if (!row) return false;
  try {
    const principal = await activePrincipal(deps.db, row.requestedBy, { id: `export:${id}`, actualUserId: null });
    if (!principal || !canExport(principal.subject)) {
      await failExport(deps.db, id, 'You may no longer export data.', deps.clock.now());
      return false;
    }
    const zip = await exportArchive(deps, principal, row.partnerId ?? undefined, (done) =>
      setExportProgress(deps.db, id, done * 90),
    );
    const fileKey = await deps.storage.put(zip);
    const at = deps.clock.now();
    const expiresAt = new Date(at.getTime() + DATA_EXPORT_HOURS * 3600_000);
    const finished = await finishExport(deps.db, id, { fileKey, sizeBytes: zip.length, at, expiresAt });
    if (!finished) await deps.storage.remove(fileKey);
    return finished;
  } catch (err) {
    console.error('data export failed', id, err instanceof Error ? err.name : 'error');
    await failExport(
      deps.db,
      id,
      err instanceof HttpError ? err.message : 'The export could not be built. Please request it again.',
      deps.clock.now(),
    );
    return false;
  }
}

export const claimableExports = (deps: AppDeps) => claimableExportIds(deps.db, deps.clock.now(), 10);

/** The one download: the ZIP, removed from storage as it is handed over. */
export async function dataExportFile(deps: AppDeps, p: Principal, id: string) {
  const row = await findOwnExport(deps.db, p.userId, id);
  if (!row) throw notFound();
  if (row.status !== 'FINISHED') throw conflict('The export is not ready yet');
  const key = await takeDownload(deps.db, p.userId, id, deps.clock.now());
  if (!key) throw gone();
  const bytes = await deps.storage.get(key);
  await deps.storage.remove(key);
  await clearExportFile(deps.db, id);
  if (!bytes) throw gone();
  const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { filename: `data-export-${day}.zip`, contentType: 'application/zip', bytes };
}
