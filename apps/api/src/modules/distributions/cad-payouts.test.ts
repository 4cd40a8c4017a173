/**
 * Canadian-dollar payouts (decision 0068): Acme's CAD November (Tom's Toronto week for Globex, paid in
 * Canadian dollars) fails to pay while Acme and Summit have no Canadian payout account, then pays both the
 * distribution and Summit's commission by CPA-005 credits (transaction type 460) to the accounts they add.
 * The files are read back by the independent CPA-005 reader: every record 1,464 characters, A then C then
 * Z, the credit where the standard puts it and the trailer's totals. A CPA-005 file posted as payout returns
 * is refused by name (decision 0085: the returned-item layout is not confirmed), changing nothing.
 */
import Decimal from 'decimal.js';
import { achReturnAddenda, readCpa005File, segmentsOf } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { addPayoutAccount, callerWithKeys } from '../../test/commands.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let as: ReturnType<typeof callerWithKeys>;

const sql = async <T>(text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows as T[];
const cents = (v: string) => Number(new Decimal(v).times(100).toFixed(0));

const CA = (holder: string, account: string) => ({
  kind: 'ca_bank',
  account_holder: holder,
  institution_number: '004',
  transit_number: '12345',
  account_number: account,
  account_type: 'checking',
});

beforeAll(async () => {
  t = await createTestApp();
  as = callerWithKeys(t, 'cad');
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

let distributionId = '';

describe('a CAD distribution and its commission', () => {
  it('are calculated from Canadian-dollar cash and fail to pay without a Canadian account', async () => {
    const [inv] = await sql<{ id: string; total: string }>(
      `select id, total_due::text as total from invoices
       where partner_id = $1 and client_id = $2 and currency = 'cad' and status = 'open' and number is not null`,
      [ids.acme, ids.globex],
    );
    const paid = await as('admin', 'POST', '/v2/payments', {
      client_id: ids.globex,
      amount: inv!.total,
      currency: 'cad',
      method: 'wire',
      payment_date: '2026-11-20',
      reference: 'WIRE CAD',
      invoice_ids: [inv!.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const calc = await as('admin', 'POST', '/v2/distributions/calculate', {
      partner_id: ids.acme,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      currency: 'cad',
    });
    expect(calc.statusCode, calc.body).toBe(200);
    distributionId = calc.json().data.id;
    expect(new Decimal(calc.json().data.payable).gt(0)).toBe(true);
    expect(calc.json().data.commissions).toHaveLength(1);
    expect((await as('admin', 'POST', `/v2/distributions/${distributionId}/approve`)).statusCode).toBe(200);
    const failed = (await as('admin', 'POST', `/v2/distributions/${distributionId}/pay`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: expect.stringMatching(/in CAD/) });
    expect(failed.commissions[0].status).toBe('failed');
  });

  it('are paid by CPA-005 credits once Acme and Summit have Canadian accounts', async () => {
    await addPayoutAccount(t, 'partner@demo.test', CA('Acme Staffing Canada', '7654321'));
    await addPayoutAccount(t, 'sales@demo.test', CA('Summit Referrals', '111222333'));
    const res = await as('admin', 'POST', `/v2/distributions/${distributionId}/pay`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('paid');
    expect(d.commissions[0].status).toBe('paid');
    expect(d.payouts).toEqual([expect.objectContaining({ format: 'cpa005', currency: 'cad', account_last4: '4321' })]);
    const commission = (await as('admin', 'GET', `/v2/commissions/${d.commissions[0].id}`)).json().data;
    expect(commission.payout).toMatchObject({ format: 'cpa005', account_last4: '2333', amount: commission.payable });

    const files = await sql<{ id: string; file: string; trace_number: string; amount: string }>(
      `select id, file, trace_number, amount::text as amount from payouts where distribution_id = $1 or commission_id = $2
       order by created_at, id`,
      [distributionId, commission.id],
    );
    expect(files).toHaveLength(2);
    const creations = new Set<string>();
    // The files are stored sealed (they hold whole account numbers) and open to the bank's text.
    expect(files.map((f) => f.file).join('')).not.toContain('7654321');
    const opened = files.map((f) => ({ ...f, file: openBankFile(t.app.deps.crypto, f.file) }));
    for (const f of opened) {
      const records = readCpa005File(f.file);
      expect(records.map((r) => r.type)).toEqual(['A', 'C', 'Z']);
      const [a, c, z] = records as [(typeof records)[0], (typeof records)[0], (typeof records)[0]];
      expect([a.count, c.count, z.count]).toEqual(['000000001', '000000002', '000000003']);
      expect(a.currency).toBe('CAD');
      creations.add(a.creation);
      const [credit, ...blank] = segmentsOf(c);
      expect(blank.every((s) => s.blank)).toBe(true);
      expect(credit).toMatchObject({
        type: '460',
        amount: String(cents(f.amount)).padStart(10, '0'),
        institution: '000412345',
        crossReference: f.trace_number.padEnd(19),
      });
      expect(Number(z.creditTotal)).toBe(cents(f.amount));
      expect(Number(z.creditCount)).toBe(1);
    }
    // Two files of one originator: two file creation numbers.
    expect(creations.size).toBe(2);
    expect(segmentsOf(readCpa005File(opened[0]!.file).at(1)!)[0]!.account).toBe('7654321     ');
    expect(d.payout_trace_number).toBe(files[0]!.trace_number);
    expect(JSON.stringify(d)).not.toContain('7654321');
  });
});

describe('a CPA-005 return file (decision 0085)', () => {
  it('is refused by name, not read as a guess: staff get a 422 on the file and nothing changes', async () => {
    const [payout] = await sql<{ id: string; file: string }>(
      `select id, file from payouts where distribution_id = $1 and format = 'cpa005'`,
      [distributionId],
    );
    // The bank's CPA-005 records as they come: broken by CR LF, or one unbroken run of 1,464-character records.
    const text = openBankFile(t.app.deps.crypto, payout!.file);
    const imports = (n: string) =>
      sql<{ n: string }>(`select count(*)::text as n from audit_logs where action = $1`, [n]);
    const before = (await imports('payout_returns_imported'))[0]!.n;
    for (const file of [text, text.replaceAll('\r\n', '')]) {
      for (const who of ['admin', 'eor'] as const) {
        const res = await as(who, 'POST', '/v2/payout_returns', { file });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().detail).toEqual([
          {
            loc: ['body', 'file'],
            msg: expect.stringMatching(/^This is a CPA-005 \(Canadian\) file: .*not confirmed/),
          },
        ]);
      }
    }
    const d = (await as('admin', 'GET', `/v2/distributions/${distributionId}`)).json().data;
    expect(d.status).toBe('paid');
    expect(d.payouts).toEqual([expect.objectContaining({ id: payout!.id, status: 'sent', return_code: null })]);
    expect((await imports('payout_returns_imported'))[0]!.n).toBe(before);
    // A NACHA return file is still read (nothing of it matches here).
    const nacha = await as('admin', 'POST', '/v2/payout_returns', {
      file: achReturnAddenda({ traceNumber: '091000019999997', returnCode: 'R03' }),
    });
    expect(nacha.json().data).toEqual({ returned: [], already_returned: 0, unmatched: ['091000019999997'] });
  });

  it('is refused 403 to every other user type and to another partner, before the file is looked at', async () => {
    const [payout] = await sql<{ file: string }>(`select file from payouts where distribution_id = $1`, [
      distributionId,
    ]);
    const file = openBankFile(t.app.deps.crypto, payout!.file);
    for (const who of ['partner', 'sales_partner', 'client', 'contractor'] as const) {
      expect((await as(who, 'POST', '/v2/payout_returns', { file })).statusCode, who).toBe(403);
    }
    const beacon = await t.login('partner2@demo.test');
    const res = await t.call(beacon, { method: 'POST', url: '/v2/payout_returns', payload: { file } });
    expect(res.statusCode).toBe(403);
  });
});
