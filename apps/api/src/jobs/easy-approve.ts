/** The weekly easy-approve e-mail: every Monday morning, each client approver gets a link per week with pending entries. */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { sendEasyApprovals } from '../modules/easy-approve/easy-approve.service.js';

export const EASY_APPROVE_QUEUE = 'easy-approve-weekly';
/** Mondays 13:00 UTC: morning across the US and Canada, after the weekend's time is in. */
export const EASY_APPROVE_CRON = '0 13 * * 1';

export async function scheduleEasyApprove(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(EASY_APPROVE_QUEUE);
  await boss.schedule(EASY_APPROVE_QUEUE, EASY_APPROVE_CRON);
  await boss.work(EASY_APPROVE_QUEUE, async () => {
    await sendEasyApprovals(deps);
  });
}
