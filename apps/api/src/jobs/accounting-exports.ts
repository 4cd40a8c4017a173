/**
 * Accounting exports (decisions 0091, 0105): every minute, the journal entries due — new ones "Export now"
 * or the nightly run queued, and those a provider outage left for a retry after their backoff — are posted,
 * one at a time; every night at 02:00 UTC, the connections whose partner chose it get their new invoices,
 * payments, payroll runs and distributions queued and posted.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { runDueExports, runNightlyExports } from '../modules/accounting/accounting-exports.service.js';

export const ACCOUNTING_EXPORTS_QUEUE = 'accounting-exports';
export const ACCOUNTING_EXPORTS_CRON = '* * * * *';
export const ACCOUNTING_NIGHTLY_QUEUE = 'accounting-nightly-exports';
/** 02:00 UTC: after the day's invoices, payments and payroll, before the US business day. */
export const ACCOUNTING_NIGHTLY_CRON = '0 2 * * *';

export const runAccountingExports = (deps: AppDeps) => runDueExports(deps);
export const runAccountingNightly = (deps: AppDeps) => runNightlyExports(deps);

export async function scheduleAccountingExports(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: records are also claimed one by one, so a second worker would only wait.
  await boss.createQueue(ACCOUNTING_EXPORTS_QUEUE, { name: ACCOUNTING_EXPORTS_QUEUE, policy: 'singleton' });
  await boss.schedule(ACCOUNTING_EXPORTS_QUEUE, ACCOUNTING_EXPORTS_CRON);
  await boss.work(ACCOUNTING_EXPORTS_QUEUE, async () => {
    await runAccountingExports(deps);
  });
  await boss.createQueue(ACCOUNTING_NIGHTLY_QUEUE, { name: ACCOUNTING_NIGHTLY_QUEUE, policy: 'singleton' });
  await boss.schedule(ACCOUNTING_NIGHTLY_QUEUE, ACCOUNTING_NIGHTLY_CRON);
  await boss.work(ACCOUNTING_NIGHTLY_QUEUE, async () => {
    await runAccountingNightly(deps);
  });
}
