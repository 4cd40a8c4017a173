/**
 * The daily I-9 reminders (decision 0079): every morning, in-app notices of section 2 overdue and of
 * work authorization expiring in 90, 30 or 7 days. Each is emitted once, so a missed morning is caught
 * up by the next.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { remindI9Forms } from '../modules/i9-forms/i9-reminders.service.js';

export const I9_REMINDERS_QUEUE = 'i9-reminders';
export const I9_REMINDERS_CRON = '35 6 * * *';

export const runI9Reminders = (deps: AppDeps, today?: string) => remindI9Forms(deps, today);

export async function scheduleI9Reminders(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time (each reminder is claimed in its own transaction, so two would not double it either).
  await boss.createQueue(I9_REMINDERS_QUEUE, { name: I9_REMINDERS_QUEUE, policy: 'singleton' });
  await boss.schedule(I9_REMINDERS_QUEUE, I9_REMINDERS_CRON);
  await boss.work(I9_REMINDERS_QUEUE, async () => {
    await runI9Reminders(deps);
  });
}
