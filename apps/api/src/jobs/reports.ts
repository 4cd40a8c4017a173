/**
 * Building reports (decision 0088). A request is sent to the reports queue and built at once by a worker;
 * every minute a sweep claims what waits anyway (a message lost, a worker that died half-way), so a
 * report never stays PENDING. Claiming is a conditional UPDATE: a report is built once however many
 * messages name it.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { REPORTS_QUEUE, attachReportQueue } from '../modules/reports/report-queue.js';
import { buildReport, claimableReports } from '../modules/reports/reports.service.js';

export const REPORTS_SWEEP_QUEUE = 'reports-sweep';

/** Builds every report waiting for a worker; answers the ids it finished. */
export async function runReportSweep(deps: AppDeps): Promise<string[]> {
  const finished: string[] = [];
  for (const id of await claimableReports(deps)) if (await buildReport(deps, id)) finished.push(id);
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
  });
  await boss.work<{ reportId: string }>(REPORTS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await buildReport(deps, job.data.reportId);
  });
  await boss.work(REPORTS_SWEEP_QUEUE, async () => {
    await runReportSweep(deps);
  });
}
