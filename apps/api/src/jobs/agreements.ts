/** Reminders for agreements awaiting a signature (decision 0069): daily, each signer after AGREEMENT_REMINDER_DAYS. */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { remindUnsignedAgreements } from '../modules/agreements/agreement-reminders.service.js';

export const AGREEMENT_REMINDERS_QUEUE = 'agreement-reminders';
/** Daily at 14:00 UTC: morning across the US and Canada. */
export const AGREEMENT_REMINDERS_CRON = '0 14 * * *';

export async function scheduleAgreementReminders(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(AGREEMENT_REMINDERS_QUEUE, { name: AGREEMENT_REMINDERS_QUEUE, policy: 'singleton' });
  await boss.schedule(AGREEMENT_REMINDERS_QUEUE, AGREEMENT_REMINDERS_CRON);
  await boss.work(AGREEMENT_REMINDERS_QUEUE, async () => {
    await remindUnsignedAgreements(deps);
  });
}
