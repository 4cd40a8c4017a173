/**
 * Two pays at once (decision 0068): two staff users paying one approved distribution together, or one
 * commission together, pay it once — one answer 200, the other 409, one payout written — and the same
 * Idempotency-Key sent twice at once answers the one payout twice. On PostgreSQL under TEST_DATABASE_URL
 * the requests really overlap; the distribution's and the commission's row locks serialize them.
 */
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let crest = '';
let summitId = '';
const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];
const pay = (who: 'admin' | 'eor', url: string, key: string) =>
  t.callAs(who, { method: 'POST', url, headers: { 'idempotency-key': key } });
/** The bank returns the commission's latest payout (R01). */
async function returnLatest(commissionId: string) {
  const [p] = await sql<{ trace: string }>(
    `select trace_number as trace from payouts where commission_id = $1 order by created_at desc limit 1`,
    [commissionId],
  );
  const file = achReturnAddenda({ traceNumber: p!.trace, returnCode: 'R01' });
  const res = await t.callAs('admin', { method: 'POST', url: '/v2/payout_returns', payload: { file } });
  expect(res.json().data.returned).toHaveLength(1);
}
const payouts = async (column: 'distribution_id' | 'commission_id', id: string) =>
  (await sql<{ n: number }>(`select count(*)::int as n from payouts where ${column} = $1`, [id]))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  // Summit's payout account, added as if its e-mailed code was given (the 424 step is the route's).
  await withoutEmailCodes(t);
  const sales = await t.login('sales@demo.test');
  const added = await t.call(sales, {
    method: 'POST',
    url: '/v2/payout_methods',
    payload: {
      kind: 'us_bank',
      account_holder: 'Summit Referrals',
      routing_number: '011000015',
      account_number: '77001234',
      account_type: 'checking',
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  // A second sales partner, Crest, referring Acme too, with an account like Summit's: its commission is paid
  // with the distribution as well, so one payment writes three payout files.
  const [summit] = await sql<{ id: string }>(
    `select sales_partner_id as id from payout_methods where account_last4 = '1234'`,
  );
  crest = (await sql<{ id: string }>(`insert into sales_partners (name) values ('Crest Referrals') returning id`))[0]!
    .id;
  summitId = summit!.id;
  // One statement each (the pool may hand the next call another connection, where a temporary table is not).
  await sql(
    `insert into payout_methods select (jsonb_populate_record(null::payout_methods, to_jsonb(m) || jsonb_build_object(
       'id', gen_random_uuid(), 'sales_partner_id', $2::uuid, 'account_holder', 'Crest'))).*
       from payout_methods m where m.sales_partner_id = $1`,
    [summitId, crest],
  );
});
afterAll(async () => t?.close());

describe('at once', () => {
  it('two staff pay one distribution: paid once, its commission once', async () => {
    const [d] = await sql<{ id: string }>(`select id from distributions where partner_id = $1`, [ids.acme]);
    const url = `/v2/distributions/${d!.id}`;
    expect((await t.callAs('admin', { method: 'POST', url: `${url}/approve` })).statusCode).toBe(200);
    await sql(
      `insert into commissions select (jsonb_populate_record(null::commissions, to_jsonb(c) || jsonb_build_object(
         'id', gen_random_uuid(), 'sales_partner_id', $2::uuid))).*
         from commissions c where c.distribution_id = $1`,
      [d!.id, crest],
    );
    const both = await Promise.all([
      pay('admin', `${url}/pay`, 'both-dist-a'),
      pay('eor', `${url}/pay`, 'both-dist-b'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await payouts('distribution_id', d!.id)).toBe(1);
    const commissions = await sql<{ id: string; status: string }>(
      `select id, status from commissions where distribution_id = $1`,
      [d!.id],
    );
    expect(commissions).toHaveLength(2);
    for (const c of commissions) {
      expect(c.status).toBe('paid');
      expect(await payouts('commission_id', c.id)).toBe(1);
    }
    // The partner's file and each commission's, written in one transaction in the same minute: the bank tells
    // files apart by immediate origin, creation date and time, and File ID Modifier — each has its own.
    const files = await sql<{ file: string }>(
      `select file from payouts where distribution_id = $1 or commission_id in (select id from commissions where distribution_id = $1)`,
      [d!.id],
    );
    const headers = files.map((f) => openBankFile(t.app.deps.crypto, f.file).split('\n')[0]!);
    expect(headers).toHaveLength(3);
    expect(new Set(headers.map((h) => h.slice(13, 33))).size).toBe(1);
    expect(new Set(headers.map((h) => h.slice(33, 34))).size).toBe(3);
  });

  it('two pays of one commission after its return: paid again once; one key twice answers one payout', async () => {
    const [c] = await sql<{ id: string }>(
      `select id from commissions where partner_id = $1 and sales_partner_id = $2`,
      [ids.acme, summitId],
    );
    await returnLatest(c!.id);
    const url = `/v2/commissions/${c!.id}/pay`;
    const both = await Promise.all([pay('admin', url, 'both-comm-a'), pay('eor', url, 'both-comm-b')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await payouts('commission_id', c!.id)).toBe(2);
    // The same key at once: the second waits for the first and gets its answer; nothing is paid twice.
    await returnLatest(c!.id);
    const same = await Promise.all([pay('admin', url, 'same-key-1'), pay('admin', url, 'same-key-1')]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(same[0]!.json().data.payout.id).toBe(same[1]!.json().data.payout.id);
    expect(await payouts('commission_id', c!.id)).toBe(3);
  });
});
