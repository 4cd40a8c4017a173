/**
 * Building reports (decision 0088). A request is sent to the reports queue and built at once by a worker;
 * every minute a sweep claims what waits anyway (a message lost, a worker that died half-way), so a
 * report never stays PENDING. Claiming is a conditional UPDATE: a report is built once however many
 * messages name it. Report schedules due are run hourly (report-schedules.service.ts).
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { DATA_EXPORTS_QUEUE, REPORTS_QUEUE, attachReportQueue } from '../modules/reports/report-queue.js';
import { buildDataExport, claimableExports } from '../modules/reports/data-exports.service.js';
import { runDueSchedules } from '../modules/report-schedules/report-schedules.service.js';
import { buildReport, claimableReports } from '../modules/reports/reports.service.js';

export const REPORTS_SWEEP_QUEUE = 'reports-sweep';
export const REPORT_SCHEDULES_QUEUE = 'report-schedules';
/** Hourly: a schedule due today runs within the hour after midnight UTC, or after a restart. */
export const REPORT_SCHEDULES_CRON = '5 * * * *';

/** Builds every report and data export waiting for a worker; answers the ids it finished. */
export async function runReportSweep(deps: AppDeps): Promise<string[]> {
  const finished: string[] = [];
  for (const id of await claimableReports(deps)) if (await buildReport(deps, id)) finished.push(id);
  for (const id of await claimableExports(deps)) if (await buildDataExport(deps, id)) finished.push(id);
  return finished;
}

export async function scheduleReports(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(REPORTS_QUEUE);
  await boss.createQueue(REPORTS_SWEEP_QUEUE, { name: REPORTS_SWEEP_QUEUE, policy: 'singleton' });
  await boss.schedule(REPORTS_SWEEP_QUEUE, '* * * * *');
  attachReportQueue(deps, {
    send: async (reportId) => {
      await boss.send(REPORTS_QUEUE, { reportId });
    },
    sendExport: async (exportId) => {
      await boss.send(DATA_EXPORTS_QUEUE, { exportId });
    },
  });
  await boss.createQueue(DATA_EXPORTS_QUEUE);
  await boss.work<{ exportId: string }>(DATA_EXPORTS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await buildDataExport(deps, job.data.exportId);
  });
  await boss.work<{ reportId: string }>(REPORTS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await buildReport(deps, job.data.reportId);
  });
  await boss.work(REPORTS_SWEEP_QUEUE, async () => {
    await runReportSweep(deps);
  });
  await boss.createQueue(REPORT_SCHEDULES_QUEUE, { name: REPORT_SCHEDULES_QUEUE, policy: 'singleton' });
  await boss.schedule(REPORT_SCHEDULES_QUEUE, REPORT_SCHEDULES_CRON);
  await boss.work(REPORT_SCHEDULES_QUEUE, async () => {
    await runDueSchedules(deps);
  });
}
