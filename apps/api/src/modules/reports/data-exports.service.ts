/**
 * Data exports (/data_export, decision 0088): the requester's whole data set — every report source they
 * may run, unfiltered, each as its CSV — zipped in the background and downloadable once, by the
 * requester only, within DATA_EXPORT_HOURS (every source whose rows they may read, Reports page or not). A partner user's export is their partner's; staff export the
 * platform's or one partner's. One export at a time per user.
 */
import {
  DATA_EXPORT_HOURS,
  REPORT_CATALOGUE,
  canExport,
  mayReadReportRows,
  type DataExportCreate,
  type DataExportView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { toCsv } from '../../lib/list.js';
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
import { REPORT_SOURCES } from './report-sources.js';
import { reportPartnerOf } from './reports.policy.js';
import { zipArchive, type ZipEntry } from './zip-writer.js';

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
    const kinds = REPORT_CATALOGUE.filter((d) => mayReadReportRows(principal.subject, principal.links, d));
    const files: ZipEntry[] = [];
    for (const [n, def] of kinds.entries()) {
      const table = await REPORT_SOURCES[def.kind]({
        deps,
        principal,
        params: {},
        partnerId: row.partnerId ?? undefined,
        progress: async () => undefined,
      });
      const columns = table.header.map((header, i) => ({ header, value: (r: unknown[]) => r[i] as string }));
      files.push({ name: `${def.kind}.csv`, bytes: Buffer.from(toCsv([...table.rows, ...table.totals], columns)) });
      await setExportProgress(deps.db, id, ((n + 1) / (kinds.length + 1)) * 90);
    }
    const zip = zipArchive(files);
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
