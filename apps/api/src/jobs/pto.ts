/**
 * PTO's calendar jobs (decision 0023). Both are idempotent, so each run also catches up on missed ones:
 * - per-period accrual: daily, for each of the last 7 days that ended a pay period;
 * - year-end carry-over: every day of January, for the year just ended.
 */
import type PgBoss from 'pg-boss';
import { addDays } from '@app/paybill';
import type { AppDeps } from '../deps.js';
import { runPeriodAccruals, runPtoYearEnd } from '../modules/pto/pto-periods.service.js';

export const PTO_PERIOD_QUEUE = 'pto-period-accruals';
const PTO_PERIOD_CRON = '30 6 * * *';
export const PTO_YEAR_END_QUEUE = 'pto-year-end';
const PTO_YEAR_END_CRON = '0 7 * 1 *';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Accrues every per-period rule whose pay period ended in the 7 days before `today`. */
export async function runRecentPeriodAccruals(deps: AppDeps, today = todayUtc()): Promise<number> {
  let posted = 0;
  for (let back = 7; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    posted += await deps.db.transaction((tx) => runPeriodAccruals(tx, day));
  }
  return posted;
}

export async function runLastYearEnd(deps: AppDeps, today = todayUtc()) {
  const year = Number(today.slice(0, 4)) - 1;
  return deps.db.transaction((tx) => runPtoYearEnd(tx, { year }, null));
}

export async function schedulePto(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(PTO_PERIOD_QUEUE);
  await boss.schedule(PTO_PERIOD_QUEUE, PTO_PERIOD_CRON);
  await boss.work(PTO_PERIOD_QUEUE, async () => {
    await runRecentPeriodAccruals(deps);
  });
  await boss.createQueue(PTO_YEAR_END_QUEUE);
  await boss.schedule(PTO_YEAR_END_QUEUE, PTO_YEAR_END_CRON);
  await boss.work(PTO_YEAR_END_QUEUE, async () => {
    await runLastYearEnd(deps);
  });
}
