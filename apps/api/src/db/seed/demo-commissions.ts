/**
 * Demo commission plan (issue 14): the admin sets Summit Referrals' plan for Acme, the partner it referred,
 * through the commissions service — 10% of the margin collected up to $20,000 a plan year, 5% beyond —
 * for the referral's first year (2026), so the sales partner's /commission_calculator has a plan to quote under.
 */
import { commissionPlanCreateSchema } from '@app/domain';
import { createCommissionPlan } from '../../modules/commissions/commissions.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

export async function seedDemoCommissions(actors: DemoActors, ids: { summit: string; acme: string }): Promise<void> {
  const admin = await actors.as('admin@demo.test');
  await createCommissionPlan(
    actors.deps,
    admin,
    commissionPlanCreateSchema.parse({
      sales_partner_id: ids.summit,
      partner_id: ids.acme,
      basis: 'margin',
      tiers: [
        { from: '0', percent: '10' },
        { from: '20000', percent: '5' },
      ],
      start_date: '2026-01-01',
      // The referral's first year.
      end_date: '2026-12-31',
    }),
    DEMO_IP,
  );
}
