/**
 * The scheduled invoice run: every morning, the periods that ended by yesterday become draft invoices
 * (each client by its own frequency: a weekly client's week, a monthly client's month once it ends).
 * The run is idempotent, so a missed morning is caught up by the next; drafts are finalized by people.
 */
import type PgBoss from 'pg-boss';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../deps.js';
import { runScheduledInvoices } from '../modules/invoices/invoice-run.service.js';

export const INVOICE_RUN_QUEUE = 'invoice-run';
export const INVOICE_RUN_CRON = '0 5 * * *';

export function runDailyInvoices(deps: AppDeps, today = deps.clock.now().toISOString().slice(0, 10)) {
  return runScheduledInvoices(deps, addDays(today, -1));
}

export async function scheduleInvoices(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(INVOICE_RUN_QUEUE);
  await boss.schedule(INVOICE_RUN_QUEUE, INVOICE_RUN_CRON);
  await boss.work(INVOICE_RUN_QUEUE, async () => {
    await runDailyInvoices(deps);
  });
}
