/**
 * Two approvals of one payroll run at once do the work once (issue 13, "Concurrency"): the run row's lock
 * lets one through; the other finds the run processing. The e-mailed code step is turned off here so both
 * requests reach the database together (on PostgreSQL under TEST_DATABASE_URL, as CI runs it).
 */
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
});
afterAll(async () => t?.close());

describe('two approvals of one run at once', () => {
  it('take every item once, and one of them is refused', async () => {
    const { rows } = await t.database.executeSql(
      `select min(i.work_date)::text as first from pay_bill_transaction_items i
         join pay_bill_transactions x on x.id = i.transaction_id
        where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
          and i.payroll_run_id is null`,
      [ids.acme],
    );
    const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
    const period = workPeriods(calendar, String(rows[0]!.first), 1)[0]!;
    const created = await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date });
    const run = created.json().data;
    for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
      await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
    }
    expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);

    const [a, b] = await Promise.all([
      post(`/v2/payroll_runs/${run.id}/approve`),
      post(`/v2/payroll_runs/${run.id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const counts = await t.database.executeSql(
      `select (select count(*)::int from pay_bill_transaction_items where payroll_run_id = $1) as taken,
              (select count(*)::int from paycheck_items pi join paychecks p on p.id = pi.paycheck_id
                where p.payroll_run_id = $1 and p.refusal is null) as linked,
              (select count(*)::int from audit_logs where action = 'payroll_run_approved' and entity_id = $1::text) as approvals`,
      [run.id],
    );
    expect(counts.rows[0]).toEqual({ taken: counts.rows[0]!.linked, linked: counts.rows[0]!.linked, approvals: 1 });
  });
});
