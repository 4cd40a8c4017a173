/**
 * Demo accounting (decision 0091): Beacon's owner has set her default account codes (the sandbox chart's),
 * so connecting the sandbox QuickBooks or Xero from /integrations maps every account on the first sync and
 * Export now posts at once. Acme has none: its owner sets them up herself (the e2e journey does).
 * A connection itself is not seeded: a sandbox company is made by authorizing, as a real one is.
 */
import { ACCOUNT_KINDS } from '@app/domain';
import { updateDefaults } from '../../modules/accounting/accounting-accounts.service.js';
import { SANDBOX_ACCOUNT_CODES } from '../../modules/accounting/accounting-sandbox.js';
import { withRealClock, type DemoActors } from './demo-actors.js';

export async function seedDemoAccounting(actors: DemoActors): Promise<void> {
  // The real clock, not the app's (a seed that reads the app's clock defeats the test snapshot).
  const deps = withRealClock(actors.deps);
  const owner = await actors.as('partner2@demo.test');
  await updateDefaults(
    deps,
    owner,
    { defaults: ACCOUNT_KINDS.map((kind) => ({ kind, account_code: SANDBOX_ACCOUNT_CODES[kind] })) },
    '127.0.0.1',
  );
}
