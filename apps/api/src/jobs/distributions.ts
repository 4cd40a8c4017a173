/**
 * The monthly distribution run (issue 14; decision 0062): on the 2nd of each month, last month's
 * distribution of every partner with cash not yet distributed is calculated (staff approve it). The
 * calculation is idempotent — a calculated period is recalculated, an approved one refused — so a missed
 * run is caught up by the next one, whose period sweeps the cash left over.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { calculateMonthlyDistributions } from '../modules/distributions/distributions.service.js';

export const DISTRIBUTION_RUN_QUEUE = 'distribution-run';
export const DISTRIBUTION_RUN_CRON = '0 6 2 * *';

export function runMonthlyDistributions(deps: AppDeps, today = deps.clock.now().toISOString().slice(0, 10)) {
  return calculateMonthlyDistributions(deps, today);
}

export async function scheduleDistributions(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(DISTRIBUTION_RUN_QUEUE);
  await boss.schedule(DISTRIBUTION_RUN_QUEUE, DISTRIBUTION_RUN_CRON);
  await boss.work(DISTRIBUTION_RUN_QUEUE, async () => {
    await runMonthlyDistributions(deps);
  });
}
