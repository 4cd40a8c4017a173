/**
 * Demo distribution (issue 14; decision 0062): the admin calculates Acme's November 2026 on December 1 —
 * Globex's invoice paid in full, the part payment, and the ACH payment returned within the month (its
 * allocation and the clawback net to zero) — with Summit's commission on the same lines. Left calculated,
 * so a demo admin approves and pays it on /distributions.
 */
import { distributionCalculateSchema } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { fixedClock } from '../../lib/clock.js';
import { calculateDistribution } from '../../modules/distributions/distributions.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

export async function seedDemoDistributions(actors: DemoActors, ids: { acme: string }): Promise<void> {
  const admin = await actors.as('admin@demo.test');
  const onDecember1: AppDeps = { ...actors.deps, clock: fixedClock('2026-12-01T15:00:00Z') };
  await calculateDistribution(
    onDecember1,
    admin,
    distributionCalculateSchema.parse({ partner_id: ids.acme, period_start: '2026-11-01', period_end: '2026-11-30' }),
    DEMO_IP,
  );
}
