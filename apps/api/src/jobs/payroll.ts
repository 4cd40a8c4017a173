/**
 * Processing approved payroll runs: every minute, each run still processing is taken to its end (issue
 * 13). Processing is idempotent and crash-safe, so a job killed half-way is finished by the next.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { processApprovedRuns } from '../modules/payroll-runs/payroll-processing.service.js';

export const PAYROLL_PROCESS_QUEUE = 'payroll-process';

export async function schedulePayroll(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(PAYROLL_PROCESS_QUEUE);
  await boss.schedule(PAYROLL_PROCESS_QUEUE, '* * * * *');
  await boss.work(PAYROLL_PROCESS_QUEUE, async () => {
    await processApprovedRuns(deps);
  });
}
