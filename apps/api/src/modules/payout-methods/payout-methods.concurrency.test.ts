/**
 * Changes of where a payee is paid, at once (decision 0060): the first two accounts of a currency added
 * together leave one default; two make-defaults together leave one; removing the last two at once never
 * leaves an active account without a default. On PostgreSQL under TEST_DATABASE_URL the requests really
 * overlap; the payee's row lock serializes them. The e-mailed code step is off so both reach the database
 * together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let summit: string;
const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  await withoutEmailCodes(t);
  summit = String((await sql(`select sales_partner_id as id from users where email = 'sales@demo.test'`))[0]!.id);
});
afterAll(async () => t?.close());

const account = (number: string) => ({
  kind: 'us_bank',
  account_holder: 'Summit Referrals',
  routing_number: '011000015',
  account_number: number,
  account_type: 'checking',
});

const defaults = async () =>
  (
    await sql(
      `select count(*)::int as n from payout_methods
        where sales_partner_id = $1 and currency = 'usd' and is_default and retired_at is null`,
      [summit],
    )
  )[0]!.n;

describe('at once', () => {
  it("a sales partner's first two dollar accounts, then two make-defaults, leave exactly one default", async () => {
    const owner = await t.login('sales@demo.test');
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.call(owner, { method, url, ...(payload && { payload }) });
    const created = await Promise.all([
      call('POST', '/v2/payout_methods', account('1100110011')),
      call('POST', '/v2/payout_methods', account('2200220022')),
    ]);
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(created.map((r) => r.json().data.default as boolean).sort()).toEqual([false, true]);
    expect(await defaults()).toBe(1);
    const [a, b] = created.map((r) => r.json().data.id as string);
    const made = await Promise.all([
      call('POST', `/v2/payout_methods/${a}/make_default`),
      call('POST', `/v2/payout_methods/${b}/make_default`),
    ]);
    expect(made.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await defaults()).toBe(1);
    // Removing both at once: whichever goes first, an active account is never left without the default —
    // the non-default first lets the default go as the last one; the default first is refused (409).
    const removed = await Promise.all([
      call('DELETE', `/v2/payout_methods/${a}`),
      call('DELETE', `/v2/payout_methods/${b}`),
    ]);
    const statuses = removed.map((r) => r.statusCode).sort();
    const [active] = await sql(
      `select count(*)::int as n from payout_methods where sales_partner_id = $1 and retired_at is null`,
      [summit],
    );
    if (statuses[1] === 409) {
      expect(statuses).toEqual([204, 409]);
      expect([active!.n, await defaults()]).toEqual([1, 1]);
    } else {
      expect(statuses).toEqual([204, 204]);
      expect([active!.n, await defaults()]).toEqual([0, 0]);
    }
  });
});
