/**
 * Demo accounting (decision 0091): Beacon's owner has set her default account codes (the sandbox chart's),
 * so connecting the sandbox QuickBooks or Xero from /integrations maps every account on the first sync and
 * Export now posts at once. Acme has none: its owner sets them up herself (the e2e journey does).
 * A connection itself is not seeded: the sandbox's companies live in memory and are made by authorizing.
 */
import { ACCOUNT_KINDS, type AccountKind } from '@app/domain';
import { updateDefaults } from '../../modules/accounting/accounting-accounts.service.js';
import { withRealClock, type DemoActors } from './demo-actors.js';

const CODES: Record<AccountKind, string> = {
  receivables: '1200',
  revenue_eor: '4000',
  revenue_self_employer: '4100',
  sales_tax_payable: '2100',
  cash: '1000',
  payroll_expense: '5000',
  payroll_tax_expense: '5100',
  payroll_tax_liabilities: '2200',
  deductions_payable: '2300',
  distributions_payable: '2400',
};

export async function seedDemoAccounting(actors: DemoActors): Promise<void> {
  // The real clock, not the app's (a seed that reads the app's clock defeats the test snapshot).
  const deps = withRealClock(actors.deps);
  const owner = await actors.as('partner2@demo.test');
  await updateDefaults(
    deps,
    owner,
    { defaults: ACCOUNT_KINDS.map((kind) => ({ kind, account_code: CODES[kind] })) },
    '127.0.0.1',
  );
}
