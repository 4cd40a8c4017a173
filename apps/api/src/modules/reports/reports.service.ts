/**
 * Reports requested, listed, built and downloaded (decision 0088). A request is stored PENDING and sent to
 * the queue; the job claims it (PROCESSING), rebuilds the requester as a principal — so the report holds
 * what their lists show *now*, and a user who lost the right meanwhile gets FAILED, not the rows — reads
 * the rows from the owning module's service, writes the CSV and XLSX to storage and marks it FINISHED
 * with its row count, or FAILED with a message a person can act on.
 */
import {
  REPORT_CATALOGUE,
  mayRunReport,
  reportDefinition,
  type ReportCreate,
  type ReportFormat,
  type ReportKindView,
  type ReportView,
  type ReportParams,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import { toCsv } from '../../lib/list.js';
import type { Principal } from '../../lib/principal.js';
import { activePrincipal } from '../users/users.service.js';
import { reportQueueOf } from './report-queue.js';
import { REPORT_SOURCES, type ReportTable } from './report-sources.js';
import { mustRunReport, reportPartnerOf } from './reports.policy.js';
import {
  claimReport,
  claimableReportIds,
  failReport,
  findOwnReport,
  finishReport,
  insertReport,
  listOwnReports,
  setReportProgress,
  type ReportFilter,
  type ReportListRow,
} from './reports.repository.js';
import { xlsxWorkbook, type Cell } from './xlsx-writer.js';

export function reportKinds(p: Principal): ReportKindView[] {
  return REPORT_CATALOGUE.filter((d) => mayRunReport(p.subject, p.links, d)).map((d) => ({
    kind: d.kind,
    label: d.label,
    description: d.description,
    params: [...d.params],
    date_label: d.dateLabel ?? null,
  }));
}

export function toReportView(r: ReportListRow): ReportView {
  return {
    id: r.id,
    kind: r.kind,
    label: reportDefinition(r.kind).label,
    params: r.params,
    status: r.status,
    progress: r.progress,
    row_count: r.rowCount,
    error: r.error,
    partner: r.partnerId ? { id: r.partnerId, name: r.partnerName ?? '' } : null,
    requested_by: { id: r.requestedBy, name: r.requesterName },
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

export const reportList = (deps: AppDeps, p: Principal, f: ReportFilter) =>
  listOwnReports(deps.db, p.userId, f, toReportView);

export async function reportDetail(deps: AppDeps, p: Principal, id: string): Promise<ReportView> {
  const row = await findOwnReport(deps.db, p.userId, id);
  if (!row) throw notFound();
  return toReportView(row);
}

/** Stores the request and queues it; shared by a person's request and a schedule's run. */
export async function enqueueReport(
  deps: AppDeps,
  p: Principal,
  kind: ReportCreate['kind'],
  params: ReportParams,
  scheduleId: string | null = null,
): Promise<string> {
  mustRunReport(p, kind);
  const partnerId = reportPartnerOf(p, params);
  if (partnerId === 'other')
    throw unprocessable([{ loc: ['body', 'params', 'partner_id'], msg: 'You can only report on your own partner' }]);
  const row = await insertReport(deps.db, { requestedBy: p.userId, partnerId, kind, params, scheduleId });
  // Queued after the row is committed: the worker must find it. A lost message is caught by the sweep.
  await reportQueueOf(deps)?.send(row.id);
  return row.id;
}

export async function requestReport(deps: AppDeps, p: Principal, body: ReportCreate): Promise<ReportView> {
  const id = await enqueueReport(deps, p, body.kind, body.params ?? {});
  return reportDetail(deps, p, id);
}

const tableRows = (t: ReportTable): Cell[][] => [...t.rows, ...t.totals];

function csvOf(t: ReportTable): Buffer {
  const columns = t.header.map((header, i) => ({ header, value: (r: Cell[]) => r[i] }));
  return Buffer.from(toCsv(tableRows(t), columns), 'utf8');
}

/** What a failed report says: our own errors' messages are meant for people; anything else is not shown. */
const failureMessage = (err: unknown) =>
  err instanceof HttpError ? err.message : 'The report could not be built. Please request it again.';

/**
 * Builds one report (the job). Answers whether it finished; a report another worker holds, or one done
 * already, is left alone.
 */
export async function buildReport(deps: AppDeps, id: string): Promise<boolean> {
  const report = await claimReport(deps.db, id, deps.clock.now());
  if (!report) return false;
  try {
    const principal = await activePrincipal(deps.db, report.requestedBy, { id: `report:${id}`, actualUserId: null });
    if (!principal || !mayRunReport(principal.subject, principal.links, reportDefinition(report.kind))) {
      await failReport(deps.db, id, 'You may no longer run this report.', deps.clock.now());
      return false;
    }
    await setReportProgress(deps.db, id, 10);
    const table = await REPORT_SOURCES[report.kind]({
      deps,
      principal,
      params: report.params,
      partnerId: report.partnerId ?? undefined,
      progress: (n) => setReportProgress(deps.db, id, n),
    });
    await setReportProgress(deps.db, id, 85);
    const title = reportDefinition(report.kind).label;
    const csvKey = await deps.storage.put(csvOf(table));
    const xlsxKey = await deps.storage.put(xlsxWorkbook(title, table.header, tableRows(table)));
    const finished = await finishReport(deps.db, id, {
      rowCount: table.rows.length,
      csvKey,
      xlsxKey,
      at: deps.clock.now(),
    });
    if (!finished) {
      // Claimed again meanwhile (this worker was taken for dead): the other build's files win.
      await Promise.all([deps.storage.remove(csvKey), deps.storage.remove(xlsxKey)]);
    }
    return finished;
  } catch (err) {
    console.error('report build failed', id, err instanceof Error ? err.name : 'error');
    await failReport(deps.db, id, failureMessage(err), deps.clock.now());
    return false;
  }
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function reportFile(deps: AppDeps, p: Principal, id: string, format: ReportFormat) {
  const row = await findOwnReport(deps.db, p.userId, id);
  if (!row) throw notFound();
  const key = format === 'csv' ? row.csvKey : row.xlsxKey;
  if (row.status !== 'FINISHED' || !key) throw conflict('The report is not ready yet');
  const bytes = await deps.storage.get(key);
  if (!bytes) throw notFound('The report file is no longer available');
  const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { filename: `${row.kind}-${day}.${format}`, contentType: CONTENT_TYPES[format], bytes };
}

/** The reports a sweep should build (oldest first, a bounded batch per run). */
export const claimableReports = (deps: AppDeps) => claimableReportIds(deps.db, deps.clock.now(), 50);
