/**
 * Report schedules (decision 0088): a report kind run for its owner weekly (Mondays, on the week before)
 * or monthly (the 1st, on the month before). Each is its owner's alone, kept to their partner as their
 * requests are. When a run is due (jobs/reports.ts, hourly) the schedule is moved on first — so a period
 * is run once — then the report is requested as the owner, built, and the owner mailed it: the CSV and
 * XLSX attached when together they are under REPORT_ATTACHMENT_MAX_BYTES (decision 0098), else the link.
 */
import {
  reportDefinition,
  nextScheduleRun,
  schedulePeriod,
  type ReportParams,
  type ReportScheduleBody,
  type ReportScheduleView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import type { Mail } from '../../lib/mailer.js';
import { buildReport, enqueueReport, reportDetail, reportFile } from '../reports/reports.service.js';
import { mustRunReport, reportPartnerOf } from '../reports/reports.policy.js';
import { activePrincipal } from '../users/users.service.js';
import {
  claimScheduleRun,
  deleteOwnSchedule,
  dueSchedules,
  findOwnSchedule,
  insertSchedule,
  listOwnSchedules,
  updateOwnSchedule,
  type ScheduleRow,
} from './report-schedules.repository.js';

/**
 * A finished report's files travel with the mail up to this size (both together): most mail servers take
 * 10 MB or more, and base64 grows a file by a third. A bigger report is mailed as its link only.
 */
export const REPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export interface ScheduleRunOptions {
  /** The attachment bound (tests lower it to see the link-only mail). */
  attachmentMaxBytes?: number;
}

const todayOf = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

export const toScheduleView = (s: ScheduleRow): ReportScheduleView => ({
  id: s.id,
  kind: s.kind,
  label: reportDefinition(s.kind).label,
  frequency: s.frequency,
  params: s.params,
  next_run_on: s.nextRunOn,
  last_run_at: s.lastRunAt?.toISOString() ?? null,
  created_at: s.createdAt.toISOString(),
});

export const scheduleList = (deps: AppDeps, p: Principal, f: ListRequest) =>
  listOwnSchedules(deps.db, p.userId, f, toScheduleView);

export async function scheduleDetail(deps: AppDeps, p: Principal, id: string): Promise<ReportScheduleView> {
  const row = await findOwnSchedule(deps.db, p.userId, id);
  if (!row) throw notFound();
  return toScheduleView(row);
}

/** What a schedule stores: the kind the owner may run, the parameters it takes, their partner. */
function checkedSchedule(deps: AppDeps, p: Principal, body: ReportScheduleBody) {
  mustRunReport(p, body.kind);
  const params: ReportParams = body.params ?? {};
  const takes = new Set(reportDefinition(body.kind).params);
  const refused: string[] = [];
  if (params.client_id && !takes.has('client')) refused.push('client_id');
  if (params.partner_id && !takes.has('partner')) refused.push('partner_id');
  if (refused.length)
    throw unprocessable(
      refused.map((f) => ({ loc: ['body', 'params', f], msg: 'This report does not take this parameter' })),
    );
  const partnerId = reportPartnerOf(p, params);
  if (partnerId === 'other')
    throw unprocessable([{ loc: ['body', 'params', 'partner_id'], msg: 'You can only report on your own partner' }]);
  return {
    partnerId,
    kind: body.kind,
    params,
    frequency: body.frequency,
    nextRunOn: nextScheduleRun(body.frequency, todayOf(deps)),
  };
}

export async function createSchedule(deps: AppDeps, p: Principal, body: ReportScheduleBody) {
  const row = await insertSchedule(deps.db, { ownerId: p.userId, ...checkedSchedule(deps, p, body) });
  return toScheduleView(row);
}

export async function updateSchedule(deps: AppDeps, p: Principal, id: string, body: ReportScheduleBody) {
  if (!(await findOwnSchedule(deps.db, p.userId, id))) throw notFound();
  const row = await updateOwnSchedule(deps.db, p.userId, id, checkedSchedule(deps, p, body));
  if (!row) throw notFound();
  return toScheduleView(row);
}

export async function deleteSchedule(deps: AppDeps, p: Principal, id: string): Promise<void> {
  if (!(await deleteOwnSchedule(deps.db, p.userId, id))) throw notFound();
}

/** The report's CSV and XLSX as attachments, or none when together they exceed the bound. */
async function attachmentsOf(
  deps: AppDeps,
  owner: Principal,
  reportId: string,
  maxBytes: number,
): Promise<NonNullable<Mail['attachments']>> {
  const files = [await reportFile(deps, owner, reportId, 'csv'), await reportFile(deps, owner, reportId, 'xlsx')];
  if (files.reduce((n, f) => n + f.bytes.length, 0) > maxBytes) return [];
  return files.map((f) => ({ filename: f.filename, content: f.bytes, contentType: f.contentType }));
}

async function runOne(deps: AppDeps, s: ScheduleRow, o: ScheduleRunOptions): Promise<string | null> {
  const today = todayOf(deps);
  // Moved on first: a sweep that dies after this never runs the same period twice.
  if (!(await claimScheduleRun(deps.db, s, nextScheduleRun(s.frequency, today), deps.clock.now()))) return null;
  const owner = await activePrincipal(deps.db, s.ownerId, { id: `schedule:${s.id}`, actualUserId: null });
  if (!owner) return null;
  const def = reportDefinition(s.kind);
  const params: ReportParams = {
    ...s.params,
    ...(def.params.includes('date_range') && schedulePeriod(s.frequency, s.nextRunOn)),
  };
  let reportId: string;
  try {
    reportId = await enqueueReport(deps, owner, s.kind, params, s.id);
  } catch {
    // The owner may no longer run this kind: nothing is built nor mailed.
    return null;
  }
  await buildReport(deps, reportId);
  const report = await reportDetail(deps, owner, reportId);
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  const period = params.date_from ? ` for ${params.date_from} – ${params.date_to}` : '';
  const attachments =
    report.status === 'FINISHED'
      ? await attachmentsOf(deps, owner, reportId, o.attachmentMaxBytes ?? REPORT_ATTACHMENT_MAX_BYTES)
      : [];
  await deps.mailer.send({
    to: owner.email,
    subject:
      report.status === 'FINISHED'
        ? `Your ${def.label.toLowerCase()} is ready`
        : `Your ${def.label.toLowerCase()} failed`,
    text: [
      `Hello ${owner.context.user.firstName},`,
      '',
      report.status === 'FINISHED'
        ? `Your ${s.frequency} ${def.label.toLowerCase()}${period} is ready (${report.row_count ?? 0} rows).`
        : `Your ${s.frequency} ${def.label.toLowerCase()}${period} could not be built: ${report.error ?? ''}`,
      '',
      ...(attachments.length
        ? ['It is attached as CSV and XLSX.', '']
        : report.status === 'FINISHED'
          ? ['It is too large to attach: download it from the report page.', '']
          : []),
      `Open it here: ${deps.config.publicUrl}/reports/${reportId}`,
      '',
      `Change or stop this schedule: ${deps.config.publicUrl}/report_schedules/${s.id}`,
      '',
    ].join('\n'),
    messageId: `<report-schedule-${s.id}-${s.nextRunOn}@${host}>`,
    ...(attachments.length && { attachments }),
  });
  return reportId;
}

/** Runs every schedule due today or earlier (the job); answers the reports made. */
export async function runDueSchedules(deps: AppDeps, o: ScheduleRunOptions = {}): Promise<string[]> {
  const made: string[] = [];
  for (const s of await dueSchedules(deps.db, todayOf(deps), 100)) {
    const id = await runOne(deps, s, o);
    if (id) made.push(id);
  }
  return made;
}
