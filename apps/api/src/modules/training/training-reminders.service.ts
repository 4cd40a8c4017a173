/**
 * Training reminders (decision 0076): once a day, each worker with open enrollments due within
 * TRAINING_REMINDER_DAYS days, or overdue, is e-mailed one message listing them — once before the due
 * date and once more when it has passed. Each enrollment is recorded per recipient, stage and due date
 * once the e-mail went (expiry_reminders_sent, as documents and licenses are), so a worker is never told
 * the same twice, a failed send is retried by the next run, and a changed due date is told again.
 */
import { TRAINING_REMINDER_DAYS, daysUntil } from '@app/domain';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import { recordRemindersSent, reminderKey } from '../../lib/expiry-reminders.js';
import { enrollmentsDueReminder } from './training.repository.js';

type Due = Awaited<ReturnType<typeof enrollmentsDueReminder>>[number];

function line(today: string, d: Due) {
  const days = daysUntil(today, d.dueOn);
  const when =
    days < 0
      ? `was due ${d.dueOn} (${-days} day${days === -1 ? '' : 's'} ago)`
      : days === 0
        ? `is due today`
        : `is due ${d.dueOn}, in ${days} day${days === 1 ? '' : 's'}`;
  return `- ${d.courseTitle} ${when}`;
}

export async function remindTraining(
  deps: AppDeps,
  today = deps.clock.now().toISOString().slice(0, 10),
): Promise<{ enrollments: number; mails: number }> {
  const due = await enrollmentsDueReminder(deps.db, today, addDays(today, TRAINING_REMINDER_DAYS));
  const byUser = new Map<string, Due[]>();
  for (const d of due) byUser.set(d.userId, [...(byUser.get(d.userId) ?? []), d]);
  const host = new URL(deps.config.publicUrl).hostname || 'localhost';
  let failure: unknown = null;
  let mails = 0;
  let told = 0;
  for (const mine of byUser.values()) {
    const who = mine[0]!;
    const overdue = mine.filter((d) => d.stage === 'course_overdue');
    const subject =
      mine.length === 1
        ? `${overdue.length ? 'Training overdue' : 'Training due soon'}: ${who.courseTitle}`
        : `${mine.length} courses ${overdue.length ? 'due or overdue' : 'due soon'}`;
    try {
      await deps.mailer.send({
        to: who.email,
        subject,
        text: [
          `Hello ${who.firstName},`,
          '',
          mine.length === 1 ? 'This course is waiting for you:' : 'These courses are waiting for you:',
          '',
          ...mine.map((d) => line(today, d)),
          '',
          `Open your training here: ${deps.config.publicUrl}/training`,
          '',
        ].join('\n'),
        // Keyed by what it names, the stages and to whom, not the day: a resend collapses into one.
        messageId: `<training-${reminderKey(mine.map((d) => ({ id: `${d.id}:${d.stage}`, expiresOn: d.dueOn })))}-${who.userId}@${host}>`,
      });
      mails += 1;
    } catch (err) {
      failure ??= err;
      continue;
    }
    const at = deps.clock.now();
    for (const stage of ['course_due', 'course_overdue'] as const) {
      const subjects = mine.filter((d) => d.stage === stage).map((d) => ({ id: d.id, expiresOn: d.dueOn }));
      await recordRemindersSent(deps.db, stage, who.userId, subjects, at);
    }
    told += mine.length;
  }
  if (failure) throw failure;
  return { enrollments: told, mails };
}
