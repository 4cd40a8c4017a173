/** Payroll tests' Canadian worker: the demo's Tom Tremblay (Ontario, paid in CAD), able to be paid. */
import type { TestApp } from './test-app.js';

/**
 * Tom signs in and gives his Canadian deposit account, as a worker does from /direct_deposit (the demo
 * seeds him without a login or an account, so a run would refuse him). Answers his contractor id.
 */
export async function tomWithCanadianAccount(t: TestApp): Promise<string> {
  const { rows } = await t.database.executeSql(
    `insert into users (email, password_hash, first_name, last_name, contractor_id, email_confirmed_at)
     select 'tom@tremblay.example', u.password_hash, 'Tom', 'Tremblay', c.id, now()
       from users u, contractors c where u.email = 'contractor@demo.test' and c.email = 'tom@tremblay.example'
     returning contractor_id`,
  );
  const account = await t.call(await t.login('tom@tremblay.example'), {
    method: 'POST',
    url: '/v2/payroll_methods',
    payload: {
      account_holder: 'Tom Tremblay',
      country: 'CA',
      institution_number: '004',
      transit_number: '12345',
      account_number: '7654321',
      account_type: 'checking',
    },
  });
  if (account.statusCode !== 201) throw new Error(`Tom's account: ${account.statusCode} ${account.body}`);
  return String((rows[0] as { contractor_id: string }).contractor_id);
}
