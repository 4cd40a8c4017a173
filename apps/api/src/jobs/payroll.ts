/**
 * Processing approved payroll runs: every minute, each run still processing is taken to its end (issue
 * 13). Processing is idempotent and crash-safe, so a job killed half-way is finished by the next.
 *
 * The pay stub e-mails are a job of their own (decision 0066), off the run's processing: sent right after a
 * processing job that had runs to process, and every minute for what a crash or a failed send left. One at
 * a time (the queue's singleton policy), in batches marked with one UPDATE each. The same job tells the
 * worker and the payroll staff of each returned prenote (decision 0067), whether the stubs went or not, and
 * the admins and the partner's payroll staff of a funding debit returned after the workers were paid, and
 * sends again a collection of it whose send was cut off (decision 0113).
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { resumeCollections } from '../modules/payroll-runs/funding-collection.service.js';
import { mailOwedFundingDebits } from '../modules/payroll-runs/funding-return-mail.service.js';
import { mailPayStubs } from '../modules/payroll-runs/pay-stub-mail.service.js';
import { mailReturnedDeposits, mailReturnedPrenotes } from '../modules/payroll-runs/prenote-return-mail.service.js';
import { processApprovedRuns } from '../modules/payroll-runs/payroll-processing.service.js';

export const PAYROLL_PROCESS_QUEUE = 'payroll-process';
export const PAYROLL_STUBS_QUEUE = 'payroll-stub-mails';

export async function schedulePayroll(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(PAYROLL_PROCESS_QUEUE);
  await boss.schedule(PAYROLL_PROCESS_QUEUE, '* * * * *');
  await boss.createQueue(PAYROLL_STUBS_QUEUE, { name: PAYROLL_STUBS_QUEUE, policy: 'singleton' });
  await boss.schedule(PAYROLL_STUBS_QUEUE, '* * * * *');
  await boss.work(PAYROLL_PROCESS_QUEUE, async () => {
    if ((await processApprovedRuns(deps)).length > 0) await boss.send(PAYROLL_STUBS_QUEUE, {});
  });
  await boss.work(PAYROLL_STUBS_QUEUE, async () => {
    const sent = await Promise.allSettled([
      mailPayStubs(deps),
      mailReturnedPrenotes(deps),
      mailReturnedDeposits(deps),
      mailOwedFundingDebits(deps),
      resumeCollections(deps),
    ]);
    for (const r of sent) if (r.status === 'rejected') throw r.reason;
  });
}
