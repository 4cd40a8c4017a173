import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The demo's approved weeks reach the ledger classified as the law of each work location says. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paySplit = async (email: string, weekStart: string) => {
  const res = await t.database.executeSql(
    `select i.classification, sum(i.minutes)::int as minutes
       from pay_bill_transaction_items i
       join contractors c on c.id = i.contractor_id
       join pay_bill_transactions tr on tr.id = i.transaction_id
      where c.email = $1 and tr.week_start = $2 and i.side = 'pay'
      group by i.classification order by i.classification`,
    [email, weekStart],
  );
  return Object.fromEntries(
    (res.rows as { classification: string; minutes: number }[]).map((r) => [r.classification, r.minutes / 60]),
  );
};

describe('demo time', () => {
  it('pays Casey in Texas 40 regular + 4 overtime for a 44-hour week, and the overnight week straight', async () => {
    expect(await paySplit('contractor@demo.test', '2026-11-02')).toEqual({ regular: 40, overtime: 4 });
    expect(await paySplit('contractor@demo.test', '2026-10-26')).toEqual({ regular: 40 });
  });

  it("splits Luis's California days into daily overtime and double time", async () => {
    expect(await paySplit('luis@ortega.example', '2026-10-26')).toEqual({ regular: 38, overtime: 10, double_time: 1 });
  });

  it('pays Tom in Ontario overtime only past 44 hours', async () => {
    expect(await paySplit('tom@tremblay.example', '2026-10-26')).toEqual({ regular: 44, overtime: 4 });
  });

  it('keeps pending and rejected time out of the ledger', async () => {
    expect(await paySplit('contractor@demo.test', '2026-11-09')).toEqual({});
    const rejected = await t.database.executeSql(
      `select count(*)::int as n from pay_bill_transaction_items i join timesheets s on s.id = i.timesheet_id where s.status = 'rejected'`,
    );
    expect(rejected.rows[0]!.n).toBe(0);
  });

  it("accrues Casey's PTO from his approved hours on top of the opening balance", async () => {
    const res = await t.database.executeSql(
      `select sum(a.minutes)::int as minutes from pto_accruals a join contractors c on c.id = a.contractor_id
        where c.email = 'contractor@demo.test'`,
    );
    // 16 h opening + 1/30 of each approved entry's minutes, rounded per entry: 124 h (40 + 40 + 44) → 248 min.
    expect(res.rows[0]!.minutes).toBe(16 * 60 + 248);
  });
});
