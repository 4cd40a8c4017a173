/**
 * Paying commissions and the returns of payouts (decision 0068) over the demo's November for Acme: paid
 * with the distribution — failed while Summit has no payout account, then paid by its own command to the
 * account Summit adds — traced from the commission to its lines and its payout; a bank's return file
 * fails the payout's distribution or commission (the payout kept, marked returned) until it is paid again;
 * a clawback's negative commission pays nothing and carries into the referral's next one. Every new route
 * as each user type and as another sales partner's and another partner's user.
 */
import Decimal from 'decimal.js';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { addPayoutAccount, callerWithKeys } from '../../test/commands.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let key = 0;
let as: ReturnType<typeof callerWithKeys>;
let novemberId = '';
let commissionId = '';

const D = (v: unknown) => new Decimal(String(v ?? 0));
const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];

const SUMMIT_USD = {
  kind: 'us_bank',
  account_holder: 'Summit Referrals LLC',
  routing_number: '011000015',
  account_number: '55001234',
  account_type: 'checking',
};

/** A one-credit CCD file's entry (type 6) and addenda (type 7), cut at the NACHA positions. */
function ccdEntryOf(text: string) {
  const records = text.trimEnd().split('\n');
  expect(records.every((r) => r.length === 94)).toBe(true);
  const batch = records.find((r) => r.startsWith('5'))!;
  const entry = records.find((r) => r.startsWith('6'))!;
  const addenda = records.find((r) => r.startsWith('7'))!;
  return {
    secCode: batch.slice(50, 53),
    entryDescription: batch.slice(53, 63).trim(),
    transactionCode: Number(entry.slice(1, 3)),
    accountNumber: entry.slice(12, 29).trim(),
    amountCents: Number(entry.slice(29, 39)),
    traceNumber: entry.slice(79, 94),
    paymentInfo: addenda.slice(3, 83).trim(),
  };
}

/** The bank's return file of these trace numbers: one return addenda record each. */
const returnFile = (returns: { traceNumber: string; returnCode: string }[]) =>
  returns.map((r) => achReturnAddenda(r)).join('\n');

beforeAll(async () => {
  t = await createTestApp();
  as = callerWithKeys(t, 'cpay');
  ids = await t.demoIds();
  novemberId = (await sql<{ id: string }>(`select id from distributions where partner_id = $1`, [ids.acme]))[0]!.id;
  expect((await as('admin', 'POST', `/v2/distributions/${novemberId}/approve`)).statusCode).toBe(200);
  commissionId = (await sql<{ id: string }>(`select id from commissions where distribution_id = $1`, [novemberId]))[0]!
    .id;
});
afterAll(async () => t?.close());

describe('paying a commission', () => {
  it('is approved with its distribution, and paid with it: failed while Summit has no payout account', async () => {
    const approved = (await as('admin', 'GET', `/v2/commissions/${commissionId}`)).json().data;
    expect(approved).toMatchObject({ status: 'approved', carried_in: '0.00', amount_due: '0.00', payout: null });
    expect(approved.payable).toBe(approved.amount);
    const paid = await as('admin', 'POST', `/v2/distributions/${novemberId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect(paid.json().data.commissions).toEqual([expect.objectContaining({ id: commissionId, status: 'failed' })]);
    const failed = (await as('sales_partner', 'GET', `/v2/commissions/${commissionId}`)).json().data;
    expect(failed.failure_reason).toMatch(/sales partner has no default payout account in USD/);
  });

  it('is paid by its own command once Summit has an account: a CCD entry traced on the commission', async () => {
    await addPayoutAccount(t, 'sales@demo.test', SUMMIT_USD);
    const res = await as('admin', 'POST', `/v2/commissions/${commissionId}/pay`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ status: 'paid', failure_reason: null });
    expect(c.payout).toMatchObject({ format: 'nacha', status: 'sent', account_last4: '1234', amount: c.payable });
    expect(c.payouts).toEqual([c.payout]);
    // The trace: its lines' commissions are the commission, and the clawback nets its payment to zero.
    expect(c.lines.reduce((a: Decimal, l: { commission: string }) => a.plus(l.commission), D(0)).toFixed(2)).toBe(
      c.amount,
    );
    expect(c.lines.some((l: { clawback: boolean }) => l.clawback)).toBe(true);
    const [file] = await sql<{ file: string }>(`select file from payouts where id = $1`, [c.payout.id]);
    expect(file!.file).not.toContain(SUMMIT_USD.account_number);
    expect(ccdEntryOf(openBankFile(t.app.deps.crypto, file!.file))).toEqual({
      secCode: 'CCD',
      entryDescription: 'COMMISSION',
      transactionCode: 22,
      accountNumber: SUMMIT_USD.account_number,
      amountCents: Math.round(Number(c.payable) * 100),
      traceNumber: c.payout.trace_number,
      paymentInfo: 'COMMISSION 2026-11-01 2026-11-30',
    });
    // Paid once: again is refused; the list shows it paid with its payout.
    expect((await as('eor', 'POST', `/v2/commissions/${commissionId}/pay`)).statusCode).toBe(409);
    const listed = (await as('sales_partner', 'GET', '/v2/commissions?status=paid')).json().data.data;
    expect(listed).toEqual([expect.objectContaining({ id: commissionId, payout: c.payout })]);
    expect(JSON.stringify(c)).not.toContain(SUMMIT_USD.account_number);
  });
});

describe('a return file for payouts', () => {
  it('fails the payouts it names — the payout kept, returned — and changes nothing read twice', async () => {
    const dist = (await as('admin', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    const commission = (await as('admin', 'GET', `/v2/commissions/${commissionId}`)).json().data;
    const file = returnFile([
      { traceNumber: dist.payout_trace_number, returnCode: 'R03' },
      { traceNumber: commission.payout.trace_number, returnCode: 'R02' },
      { traceNumber: '091000019999999', returnCode: 'R01' },
    ]);
    const res = await as('admin', 'POST', '/v2/payout_returns', { file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      returned: [
        expect.objectContaining({ distribution_id: novemberId, commission_id: null, return_code: 'R03' }),
        expect.objectContaining({ distribution_id: null, commission_id: commissionId, return_code: 'R02' }),
      ],
      already_returned: 0,
      unmatched: ['091000019999999'],
    });
    const failed = (await as('partner', 'GET', `/v2/distributions/${novemberId}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/returned.*R03/) });
    expect(failed.payouts).toEqual([expect.objectContaining({ status: 'returned', return_code: 'R03' })]);
    const back = (await as('sales_partner', 'GET', `/v2/commissions/${commissionId}`)).json().data;
    expect(back).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/R02: Account closed/) });
    const again = await as('eor', 'POST', '/v2/payout_returns', { file });
    expect(again.json().data).toMatchObject({ returned: [], already_returned: 2 });
    const bad = await as('admin', 'POST', '/v2/payout_returns', { file: 'not a NACHA file' });
    expect([bad.statusCode, bad.json().detail[0].loc]).toEqual([422, ['body', 'file']]);
  });

  it('a returned payout is paid again once the account is fixed: a new payout, the returned one kept', async () => {
    await addPayoutAccount(t, 'sales@demo.test', { ...SUMMIT_USD, account_number: '55009876', default: true });
    const c = (await as('admin', 'POST', `/v2/commissions/${commissionId}/pay`)).json().data;
    expect(c.status).toBe('paid');
    expect(c.payouts.map((x: { status: string; account_last4: string }) => [x.status, x.account_last4])).toEqual([
      ['sent', '9876'],
      ['returned', '1234'],
    ]);
    const d = (await as('admin', 'POST', `/v2/distributions/${novemberId}/pay`)).json().data;
    expect(d.status).toBe('paid');
    expect(d.payouts.map((x: { status: string }) => x.status)).toEqual(['sent', 'returned']);
    expect(d.payout_trace_number).toBe(d.payouts[0].trace_number);
    // The commission was already paid again: paying the distribution does not pay it twice.
    const [n] = await sql<{ n: number }>(`select count(*)::int as n from payouts where commission_id = $1`, [
      commissionId,
    ]);
    expect(n!.n).toBe(2);
  });
});

describe('a clawback of a paid commission', () => {
  let december = { id: '', commission: '' };

  /** Globex's oldest open Acme invoice paid in full on a day. */
  async function payGlobex(date: string, reference: string) {
    const [inv] = await sql<{ id: string; open: string }>(
      `select id, (total_due - allocated_amount)::text as open from invoices
       where partner_id = $1 and client_id = $2 and currency = 'usd' and status = 'open' and number is not null
       order by period_start limit 1`,
      [ids.acme, ids.globex],
    );
    const paid = await as('admin', 'POST', '/v2/payments', {
      client_id: ids.globex,
      amount: inv!.open,
      method: 'ach',
      payment_date: date,
      reference,
      invoice_ids: [inv!.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return paid.json().data.id as string;
  }
  const month = async (start: string, end: string) => {
    const res = await as('admin', 'POST', '/v2/distributions/calculate', {
      partner_id: ids.acme,
      period_start: start,
      period_end: end,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect((await as('admin', 'POST', `/v2/distributions/${d.id}/approve`)).statusCode).toBe(200);
    const paid = (await as('admin', 'POST', `/v2/distributions/${d.id}/pay`)).json().data;
    return { id: d.id as string, commission: paid.commissions[0] as { id: string; amount: string; status: string } };
  };

  it('nets to a negative commission that pays nothing and carries into the next', async () => {
    const payment = await payGlobex('2026-12-04', 'ACH DEC');
    const dec = await month('2026-12-01', '2026-12-31');
    expect(dec.commission.status).toBe('paid');
    december = { id: dec.id, commission: dec.commission.amount };
    expect(D(december.commission).gt(0)).toBe(true);
    const ret = await as('admin', 'POST', `/v2/payments/${payment}/return`, {
      return_code: 'R01',
      return_date: '2027-01-08',
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const jan = await month('2027-01-01', '2027-01-31');
    const janCommission = (await as('admin', 'GET', `/v2/commissions/${jan.commission.id}`)).json().data;
    expect(janCommission).toMatchObject({ status: 'paid', payable: '0.00', payout: null, payouts: [] });
    expect(janCommission.amount).toBe(D(december.commission).negated().toFixed(2));
    expect(janCommission.amount_due).toBe(janCommission.amount);
    expect(janCommission.lines.every((l: { clawback: boolean }) => l.clawback)).toBe(true);
    // February's cash under Summit's 2027 plan: its commission starts from what January owes.
    const summit = (await sql<{ id: string }>(`select id from sales_partners where name = 'Summit Referrals'`))[0]!.id;
    const plan = await as('admin', 'POST', '/v2/commission_plans', {
      sales_partner_id: summit,
      partner_id: ids.acme,
      basis: 'billing',
      tiers: [{ from: '0', percent: '1' }],
      start_date: '2027-01-01',
      end_date: null,
    });
    expect(plan.statusCode, plan.body).toBe(201);
    await payGlobex('2027-02-03', 'ACH FEB');
    const feb = await month('2027-02-01', '2027-02-28');
    const febCommission = (await as('admin', 'GET', `/v2/commissions/${feb.commission.id}`)).json().data;
    expect(febCommission.carried_in).toBe(janCommission.amount_due);
    const net = D(febCommission.amount).plus(febCommission.carried_in);
    expect(febCommission.payable).toBe(Decimal.max(net, 0).toFixed(2));
    expect(febCommission.amount_due).toBe(Decimal.min(net, 0).toFixed(2));
    if (net.gt(0)) expect(febCommission.payout.amount).toBe(net.toFixed(2));
  });
});

describe('who may', () => {
  it('reads a commission: staff and its own sales partner; partners, clients and contractors are refused', async () => {
    const seen: [unknown, number][] = [];
    for (const who of ['admin', 'eor', 'sales_partner', 'partner', 'client', 'contractor'] as const) {
      seen.push([who, (await as(who, 'GET', `/v2/commissions/${commissionId}`)).statusCode]);
    }
    expect(seen).toEqual([
      ['admin', 200],
      ['eor', 200],
      ['sales_partner', 200],
      ['partner', 403],
      ['client', 403],
      ['contractor', 403],
    ]);
    const beacon = await t.login('partner2@demo.test');
    expect((await t.call(beacon, { method: 'GET', url: `/v2/commissions/${commissionId}` })).statusCode).toBe(403);
  });

  it("another sales partner's owner finds it Not Found, and pays or imports nothing", async () => {
    const [other] = await sql<{ id: string }>(`insert into sales_partners (name) values ('Elsewhere') returning id`);
    await sql(
      `insert into users (email, password_hash, first_name, last_name, role, sales_partner_id, email_confirmed_at)
       select 'elsewhere@demo.test', password_hash, 'Ellie', 'Else', 'owner', $1, now()
       from users where email = 'sales@demo.test'`,
      [other!.id],
    );
    const token = await t.login('elsewhere@demo.test');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.call(token, { method, url, ...(payload && { payload }), headers: { 'idempotency-key': `else-${++key}` } });
    expect((await call('GET', `/v2/commissions/${commissionId}`)).statusCode).toBe(404);
    expect((await call('GET', '/v2/commissions')).json().data.total).toBe(0);
    expect((await call('POST', `/v2/commissions/${commissionId}/pay`)).statusCode).toBe(403);
    expect((await call('POST', '/v2/payout_returns', { file: returnFile([]) || ' ' })).statusCode).toBe(403);
  });

  it('pays and imports returns: staff only; a recruiter without sensitive access finds nothing', async () => {
    const file = returnFile([{ traceNumber: '091000019999998', returnCode: 'R01' }]);
    for (const who of ['partner', 'sales_partner', 'client', 'contractor'] as const) {
      expect((await as(who, 'POST', `/v2/commissions/${commissionId}/pay`)).statusCode, who).toBe(403);
      expect((await as(who, 'POST', '/v2/payout_returns', { file })).statusCode, who).toBe(403);
    }
    expect((await as(['partner', 'recruiter'], 'GET', `/v2/commissions/${commissionId}`)).statusCode).toBe(403);
    const beacon = await t.login('partner2@demo.test');
    const post = (url: string, payload?: object) =>
      t.call(beacon, {
        method: 'POST',
        url,
        ...(payload && { payload }),
        headers: { 'idempotency-key': `b-${++key}` },
      });
    expect((await post(`/v2/commissions/${commissionId}/pay`)).statusCode).toBe(403);
    expect((await post('/v2/payout_returns', { file })).statusCode).toBe(403);
    // Without an Idempotency-Key a pay is refused before anything is paid.
    const bare = await t.callAs('admin', { method: 'POST', url: `/v2/commissions/${commissionId}/pay` });
    expect(bare.statusCode).toBe(422);
  });
});
