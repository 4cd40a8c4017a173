/**
 * Demo payroll bank accounts (decision 0051): Beacon, the self-funded self-employer, funds its own payroll
 * from an operating account added by its owner through the service (the e-mailed code step is the route's;
 * the seed acts as if it was given). Its runs are debited from it before any worker is paid. The numbers
 * are made up and settle in the sandbox bank (its returning test accounts are README's).
 */
import { payrollBankAccountCreateSchema } from '@app/domain';
import { createPayrollBankAccount } from '../../modules/payroll-bank-accounts/payroll-bank-accounts.service.js';
import { DEMO_IP, type DemoActors } from './demo-actors.js';

export async function seedDemoPayrollBankAccounts(actors: DemoActors): Promise<void> {
  const bea = await actors.as('partner2@demo.test');
  await createPayrollBankAccount(
    actors.deps,
    bea,
    payrollBankAccountCreateSchema.parse({
      account_holder: 'Beacon Talent LLC',
      bank_name: 'Gulf Coast Federal Credit Union',
      routing_number: '111000025',
      account_number: '5500123456',
      account_type: 'checking',
    }),
    DEMO_IP,
    async () => {},
  );
}
