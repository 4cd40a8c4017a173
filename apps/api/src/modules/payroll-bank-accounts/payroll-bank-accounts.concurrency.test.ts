/**
 * Changes of where payroll money comes from and goes to, at once (decision 0051): two accounts made primary
 * together leave one primary; two split accounts whose percents together pass 100 are not both taken. On
 * PostgreSQL under TEST_DATABASE_URL the requests really overlap; the partner's (or the worker's) row lock
 * serializes them. The e-mailed code step is off so both reach the database together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let beacon: string;
const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  await withoutEmailCodes(t);
  beacon = String((await sql(`select id from partners where name = 'Beacon Talent'`))[0]!.id);
});
afterAll(async () => t?.close());

const account = (number: string) => ({
  account_holder: 'Beacon Talent LLC',
  routing_number: '011000015',
  account_number: number,
  account_type: 'checking',
});

describe('at once', () => {
  it('two new primary accounts and two make-primaries leave exactly one primary', async () => {
    const owner = await t.login('partner2@demo.test');
    const post = (url: string, payload?: object) => t.call(owner, { method: 'POST', url, ...(payload && { payload }) });
    const created = await Promise.all([
      post('/v2/payroll_bank_accounts', { ...account('1100110011'), primary: true }),
      post('/v2/payroll_bank_accounts', { ...account('2200220022'), primary: true }),
    ]);
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
    const primaries = async () =>
      (
        await sql(
          `select count(*)::int as n from payroll_bank_accounts where partner_id = $1 and is_primary and retired_at is null`,
          [beacon],
        )
      )[0]!.n;
    expect(await primaries()).toBe(1);
    const [a, b] = created.map((r) => r.json().data.id as string);
    const made = await Promise.all([
      post(`/v2/payroll_bank_accounts/${a}/make_primary`),
      post(`/v2/payroll_bank_accounts/${b}/make_primary`),
    ]);
    expect(made.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await primaries()).toBe(1);
  });

  it("two split accounts whose percents pass 100 together: one is refused, the worker's split stays within 100", async () => {
    const casey = await t.login('contractor@demo.test');
    const add = (number: string) =>
      t.call(casey, {
        method: 'POST',
        url: '/v2/payroll_methods',
        payload: {
          ...account(number),
          account_holder: 'Casey Contractor',
          additional: true,
          allocation: { kind: 'percent', value: '60' },
        },
      });
    const results = await Promise.all([add('3300330033'), add('4400440044')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const [sum] = await sql(
      `select coalesce(sum(b.allocation_value), 0)::text as total from bank_accounts b join users u on u.id = b.user_id
        where u.email = 'contractor@demo.test' and b.retired_at is null and b.allocation_kind = 'percent'`,
    );
    expect(sum!.total).toBe('60.00');
  });
});
