/**
 * Background jobs on pg-boss 10, on either database, through the app database's executeSql. The foundation schedules the purge of expired one-time secrets.
 */
import PgBoss from 'pg-boss';
import { lt } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { loginAttempts, oneTimeTokens, verificationCodes } from '../db/schema/index.js';
import { scheduleAccountingExports } from './accounting-exports.js';
import { scheduleAgreementReminders } from './agreements.js';
import { scheduleDistributions } from './distributions.js';
import { scheduleDocuments } from './documents.js';
import { scheduleEasyApprove } from './easy-approve.js';
import { scheduleI9Reminders } from './i9-forms.js';
import { scheduleInvoiceOverdue } from './invoice-overdue.js';
import { scheduleInvoices } from './invoices.js';
import { schedulePayroll } from './payroll.js';
import { schedulePto } from './pto.js';
import { scheduleReports } from './reports.js';
import { scheduleScreenings } from './screenings.js';
import { scheduleTraining } from './training.js';
import { scheduleWebhooks } from './webhooks.js';

const PURGE_QUEUE = 'purge-expired-secrets';

export async function purgeExpiredSecrets(deps: AppDeps): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  await deps.db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await deps.db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, dayAgo));
  await deps.db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo));
}

export async function startJobs(deps: AppDeps): Promise<PgBoss> {
  // One adapter for both databases: pg-boss shares the app's pool (or PGlite's single connection).
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => deps.database.executeSql(text, values) },
  });
  boss.on('error', (err) => console.error('pg-boss error', err.message));
  await boss.start();
  await boss.createQueue(PURGE_QUEUE);
  await boss.schedule(PURGE_QUEUE, '17 * * * *');
  await boss.work(PURGE_QUEUE, async () => purgeExpiredSecrets(deps));
  await scheduleEasyApprove(boss, deps);
  await schedulePto(boss, deps);
  await scheduleInvoices(boss, deps);
  await schedulePayroll(boss, deps);
  await scheduleDistributions(boss, deps);
  await scheduleDocuments(boss, deps);
  await scheduleAgreementReminders(boss, deps);
  await scheduleScreenings(boss, deps);
  await scheduleTraining(boss, deps);
  await scheduleI9Reminders(boss, deps);
  await scheduleInvoiceOverdue(boss, deps);
  await scheduleWebhooks(boss, deps);
  await scheduleAccountingExports(boss, deps);
  await scheduleReports(boss, deps);
  return boss;
}
