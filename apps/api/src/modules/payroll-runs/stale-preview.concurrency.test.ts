/**
 * Approval against new approved time committed at the same moment (decision 0071), on PostgreSQL under
 * TEST_DATABASE_URL as CI runs it: either the approval reads the pool first — the run is approved with its
 * preview's items and the new time waits, untaken, for the next run — or the new time is read first and
 * the approval is refused as stale. Never an approved run whose paychecks miss time it took, or took time
 * its paychecks do not show. The e-mailed code step is off so both reach the database together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenPayPeriod } from '../../test/pay-periods.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
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

describe('approval and new approved time at once', () => {
  it('approves without the new time (left for the next run), or refuses the stale preview', async () => {
    const period = await firstOpenPayPeriod(t, ids.acme);
    const run = (
      await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })
    ).json().data;
    for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
      await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
    }
    expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);

    const [approved, inserted] = await Promise.all([
      post(`/v2/payroll_runs/${run.id}/approve`),
      t.database.executeSql(
        `insert into pay_bill_transaction_items
         select (jsonb_populate_record(null::pay_bill_transaction_items,
                   to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'amount', 40))).*
           from pay_bill_transaction_items i
          where i.id = (select pi.item_id from paycheck_items pi join paychecks p on p.id = pi.paycheck_id
                         where p.payroll_run_id = $1 and p.refusal is null order by pi.item_id limit 1)
         returning id`,
        [run.id],
      ),
    ]);
    const newItem = String(inserted.rows[0]!.id);
    const { rows: after } = await t.database.executeSql(
      `select (select status from payroll_runs where id = $1) as status,
              (select payroll_run_id from pay_bill_transaction_items where id = $2) as new_item_run,
              (select count(*)::int from pay_bill_transaction_items where payroll_run_id = $1) as taken,
              (select count(*)::int from paycheck_items pi join paychecks p on p.id = pi.paycheck_id
                where p.payroll_run_id = $1 and p.refusal is null) as linked`,
      [run.id, newItem],
    );
    if (approved.statusCode === 200) {
      expect(after[0]).toMatchObject({ status: 'processing', new_item_run: null });
      expect(after[0]!.taken).toBe(after[0]!.linked);
    } else {
      expect(approved.statusCode, approved.body).toBe(409);
      expect(approved.json().message).toMatch(/^The preview is out of date: recompute before approving/);
      expect(after[0]).toMatchObject({ status: 'pending', new_item_run: null, taken: 0 });
      // Recomputed, the new time is in the preview and the run is approved with it.
      expect((await post(`/v2/payroll_runs/${run.id}/recompute`)).statusCode).toBe(200);
      expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
      const { rows: taken } = await t.database.executeSql(
        `select payroll_run_id from pay_bill_transaction_items where id = $1`,
        [newItem],
      );
      expect(taken[0]!.payroll_run_id).toBe(run.id);
    }
  });
});
