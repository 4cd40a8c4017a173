/**
 * What a timesheet's view adds to its row (names, the rates in effect, the ledger split) now comes with
 * the row query itself: checked against the database's own rows, including a same-day rate correction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t?.close());

const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;
const detail = async (id: string) => {
  const res = await t.call(admin, { method: 'GET', url: `/v2/timesheets/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("a timesheet's view, from one row query", () => {
  it('names the users it records', async () => {
    const row = await one(
      `select t.id, u.first_name || ' ' || u.last_name as name, u.id as user_id
       from timesheets t join users u on u.id = t.approval_user_id limit 1`,
    );
    const view = await detail(String(row.id));
    expect(view.approval_user).toEqual({ id: row.user_id, name: row.name });
  });

  it('takes the rate in effect on the work date: the latest effective date, then the later correction', async () => {
    const entry = await one(`select id, assignment_id, date::text as date from timesheets order by date desc limit 1`);
    const copyRate = (effective: string, pay: string, createdAt: string) =>
      t.database.executeSql(
        `with src as (select * from assignment_rates where assignment_id = $1 limit 1)
         insert into assignment_rates
         select (jsonb_populate_record(null::assignment_rates, to_jsonb(src) || jsonb_build_object(
           'id', gen_random_uuid(), 'effective_date', $2::date, 'pay_rate', $3::numeric, 'created_at', $4::timestamptz))).*
         from src`,
        [entry.assignment_id, effective, pay, createdAt],
      );
    await copyRate(String(entry.date), '41.5000', '2030-01-01T00:00:00Z');
    await copyRate(String(entry.date), '42.2500', '2030-01-01T00:00:01Z');
    await copyRate('2999-01-01', '99.0000', '2030-01-02T00:00:00Z');
    expect((await detail(String(entry.id))).pay_rate).toBe('42.2500');
    await t.database.executeSql(`delete from assignment_rates where created_at >= '2030-01-01'`);
  });

  it('splits approved time by the ledger’s pay-side classifications', async () => {
    const row = await one(
      `select i.timesheet_id as id, sum(i.minutes) filter (where i.classification = 'regular')::int as regular,
              sum(i.minutes) filter (where i.classification = 'overtime')::int as overtime
       from pay_bill_transaction_items i join timesheets t on t.id = i.timesheet_id
       where i.side = 'pay' and t.status = 'approved'
       group by i.timesheet_id order by sum(i.minutes) desc limit 1`,
    );
    const view = await detail(String(row.id));
    expect(view.split).toMatchObject({ regular: row.regular ?? 0, overtime: row.overtime ?? 0 });
    expect(view.split.regular + view.split.overtime).toBeGreaterThan(0);
  });
});
