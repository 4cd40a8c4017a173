/**
 * Demo payout methods (decision 0060): Acme's owner adds the account its distributions are paid to,
 * through the service (the e-mailed code step is the route's; the seed acts as if it was given). Being
 * Acme's first dollar account it is the default. The numbers are made up; the seed's clock is a fixed day,
 * never the real one.
 */
import { payoutMethodCreateSchema } from '@app/domain';
import { fixedClock } from '../../lib/clock.js';
import { addPayoutMethod } from '../../modules/payout-methods/payout-methods.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

export async function seedDemoPayoutMethods(actors: DemoActors): Promise<void> {
  const deps = { ...actors.deps, clock: fixedClock('2026-11-02T12:00:00Z') };
  const paula = await actors.as('partner@demo.test');
  await addPayoutMethod(
    deps,
    paula,
    payoutMethodCreateSchema.parse({
      kind: 'us_bank',
      account_holder: 'Acme Staffing LLC',
      bank_name: 'Lakeside Commercial Bank',
      routing_number: '071000013',
      account_number: '4400987612',
      account_type: 'checking',
    }),
    DEMO_IP,
    async () => {},
  );
}
