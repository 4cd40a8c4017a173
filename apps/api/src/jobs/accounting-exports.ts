/**
 * Accounting exports (decision 0091): every minute, the journal entries due — new ones "Export now"
 * queued, and those a provider outage left for a retry after their backoff — are posted, one at a time.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { runDueExports } from '../modules/accounting/accounting-exports.service.js';

export const ACCOUNTING_EXPORTS_QUEUE = 'accounting-exports';
export const ACCOUNTING_EXPORTS_CRON = '* * * * *';

export const runAccountingExports = (deps: AppDeps) => runDueExports(deps);

export async function scheduleAccountingExports(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: records are also claimed one by one, so a second worker would only wait.
  await boss.createQueue(ACCOUNTING_EXPORTS_QUEUE, { name: ACCOUNTING_EXPORTS_QUEUE, policy: 'singleton' });
  await boss.schedule(ACCOUNTING_EXPORTS_QUEUE, ACCOUNTING_EXPORTS_CRON);
  await boss.work(ACCOUNTING_EXPORTS_QUEUE, async () => {
    await runAccountingExports(deps);
  });
}
