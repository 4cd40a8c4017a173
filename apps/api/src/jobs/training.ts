/**
 * The daily training reminders (decision 0076): every morning, workers are e-mailed the courses due
 * within a week, and once more those overdue. Each is told once per stage, so a missed morning is caught
 * up by the next.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { remindTraining } from '../modules/training/training-reminders.service.js';

export const TRAINING_REMINDERS_QUEUE = 'training-reminders';
export const TRAINING_REMINDERS_CRON = '25 6 * * *';

export const runTrainingReminders = (deps: AppDeps, today?: string) => remindTraining(deps, today);

export async function scheduleTraining(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: two at once could both mail a worker before either records it.
  await boss.createQueue(TRAINING_REMINDERS_QUEUE, { name: TRAINING_REMINDERS_QUEUE, policy: 'singleton' });
  await boss.schedule(TRAINING_REMINDERS_QUEUE, TRAINING_REMINDERS_CRON);
  await boss.work(TRAINING_REMINDERS_QUEUE, async () => {
    await runTrainingReminders(deps);
  });
}
