/**
 * Screenings and licenses jobs (decision 0073): every minute, the processing screenings whose result is
 * due ask their provider (the sandbox answers after a few seconds); every morning, the partners' staff
 * are e-mailed the licenses expiring within 30 days they were not yet told of.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { remindExpiringLicenses } from '../modules/licenses/licenses.service.js';
import { completeDueScreenings } from '../modules/screenings/screenings.service.js';

export const SCREENING_RESULTS_QUEUE = 'screening-results';
export const SCREENING_RESULTS_CRON = '* * * * *';
export const LICENSE_EXPIRY_QUEUE = 'licenses-expiry';
export const LICENSE_EXPIRY_CRON = '20 6 * * *';

export const runScreeningResults = (deps: AppDeps, now?: Date) => completeDueScreenings(deps, now);
export const runLicenseExpiry = (deps: AppDeps, today?: string) => remindExpiringLicenses(deps, today);

export async function scheduleScreenings(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time each: two at once could both ask for a result, or both mail someone before either records it.
  await boss.createQueue(SCREENING_RESULTS_QUEUE, { name: SCREENING_RESULTS_QUEUE, policy: 'singleton' });
  await boss.schedule(SCREENING_RESULTS_QUEUE, SCREENING_RESULTS_CRON);
  await boss.work(SCREENING_RESULTS_QUEUE, async () => {
    await runScreeningResults(deps);
  });
  await boss.createQueue(LICENSE_EXPIRY_QUEUE, { name: LICENSE_EXPIRY_QUEUE, policy: 'singleton' });
  await boss.schedule(LICENSE_EXPIRY_QUEUE, LICENSE_EXPIRY_CRON);
  await boss.work(LICENSE_EXPIRY_QUEUE, async () => {
    await runLicenseExpiry(deps);
  });
}
