/**
 * The daily overdue notice (decision 0081): every morning, each finalized invoice still owed past its due
 * date is announced once to the client's users and the partner's staff who see bills (in-app, then by
 * e-mail). Keyed by the invoice, so a missed morning is caught up by the next and none is told twice.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { notifyOverdueInvoices } from '../modules/invoices/invoice-overdue.service.js';

export const INVOICE_OVERDUE_QUEUE = 'invoice-overdue';
export const INVOICE_OVERDUE_CRON = '30 6 * * *';

export const runInvoiceOverdue = (deps: AppDeps, today?: string) => notifyOverdueInvoices(deps, today);

export async function scheduleInvoiceOverdue(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: the once_key keeps two runs from announcing an invoice twice, but not from mailing it.
  await boss.createQueue(INVOICE_OVERDUE_QUEUE, { name: INVOICE_OVERDUE_QUEUE, policy: 'singleton' });
  await boss.schedule(INVOICE_OVERDUE_QUEUE, INVOICE_OVERDUE_CRON);
  await boss.work(INVOICE_OVERDUE_QUEUE, async () => {
    await runInvoiceOverdue(deps);
  });
}
