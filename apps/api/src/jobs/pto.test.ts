import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PTO_PERIOD_QUEUE, PTO_YEAR_END_QUEUE, runLastYearEnd, runRecentPeriodAccruals } from './pto.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  // The demo seed's PTO (a rule, enrollments, accruals) would blur these exact balances: start from none.
  await t.database.executeSql(`delete from pto_accruals; delete from pto_enrollments; delete from pto_rules`);
});
afterAll(async () => t?.close());

const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

describe('PTO jobs', () => {
  it('schedules the per-period accrual and the year-end carry-over', async () => {
    const names = (await sql(`select name from pgboss.schedule`)).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining([PTO_PERIOD_QUEUE, PTO_YEAR_END_QUEUE]));
  });

  it('accrues the pay periods that ended in the last week once, and forfeits last year once', async () => {
    const [casey] = await sql(`select id from contractors where email = 'contractor@demo.test'`);
    const [rule] = await sql(
      `insert into pto_rules (name, method, minutes_per_period, carry_over_cap_minutes)
       values ('Weekly 2h', 'per_period', 120, 60) returning id`,
    );
    await sql(`insert into pto_enrollments (pto_rule_id, contractor_id, start_date) values ($1, $2, '2026-01-05')`, [
      rule!.id,
      casey!.id,
    ]);
    // The default calendar is weekly from Monday 2026-01-05: periods end on Sundays.
    expect(await runRecentPeriodAccruals(t.app.deps, '2026-01-13')).toBe(1);
    expect(await runRecentPeriodAccruals(t.app.deps, '2026-01-14')).toBe(0);
    expect(await runRecentPeriodAccruals(t.app.deps, '2026-01-20')).toBe(1);
    const rows = await sql(
      `select effective_date::text as d, minutes from pto_accruals where pto_rule_id = $1 order by 1`,
      [rule!.id],
    );
    expect(rows).toEqual([
      { d: '2026-01-11', minutes: 120 },
      { d: '2026-01-18', minutes: 120 },
    ]);
    expect(await runLastYearEnd(t.app.deps, '2027-01-02')).toEqual({ forfeits: 1, minutes: 180 });
    expect(await runLastYearEnd(t.app.deps, '2027-01-03')).toEqual({ forfeits: 0, minutes: 0 });
  });
});
