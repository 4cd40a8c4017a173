import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { invoices, paymentMethods } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let n = 0;
async function call(
  email: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.call(await token(email), { method, url, ...(payload && { payload }), headers });
}
const US = {
  kind: 'us_bank',
  account_holder: 'Globex Corporation',
  bank_name: 'First Bank',
  routing_number: '021000021',
  account_number: '123456789',
  account_type: 'checking',
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('payment methods', () => {
  it("adds a client's first account at once, masked in every answer and encrypted at rest", async () => {
    const res = await call('client@demo.test', 'POST', '/v2/payment_methods', US);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ account_masked: '****6789', routing: '021000021', currency: 'usd' });
    expect(res.body).not.toContain('123456789');
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, res.json().data.id));
    expect(row!.accountNumberCiphertext).not.toContain('123456789');
    expect(row!.clientId).toBe(ids.globex);
  });

  it('asks for the e-mailed code before another account is added or one is removed', async () => {
    const second = { ...US, account_number: '000111222' };
    const asked = await call('client@demo.test', 'POST', '/v2/payment_methods', second);
    expect(asked.statusCode).toBe(424);
    const code = t.lastCode('client@demo.test');
    const added = await call('client@demo.test', 'POST', '/v2/payment_methods', second, {
      'x-verification-code': code,
    });
    expect(added.statusCode).toBe(201);
    const list = (await call('client@demo.test', 'GET', '/v2/payment_methods')).json().data.data;
    expect(list.map((m: { account_last4: string }) => m.account_last4)).toEqual(['6789', '1222']);
  });

  it('refuses a bad routing number, takes a Canadian account, and keeps tenants apart', async () => {
    expect(
      (
        await call('admin@demo.test', 'POST', '/v2/payment_methods', {
          ...US,
          client_id: ids.globex,
          routing_number: '123456789',
        })
      ).statusCode,
    ).toBe(422);
    expect((await call('admin@demo.test', 'POST', '/v2/payment_methods', US)).statusCode).toBe(422);
    const ca = await call('admin@demo.test', 'POST', '/v2/payment_methods', {
      kind: 'ca_bank',
      client_id: ids.initech,
      account_holder: 'Initech',
      institution_number: '004',
      transit_number: '12345',
      account_number: '1234567',
      account_type: 'checking',
    });
    expect(ca.statusCode).toBe(201);
    expect(ca.json().data).toMatchObject({ routing: '004-12345', currency: 'cad' });
    const acme = (await call('partner@demo.test', 'GET', '/v2/payment_methods')).json().data.data;
    expect(acme.every((m: { client: { id: string } }) => m.client.id !== ids.initech)).toBe(true);
    expect(
      (await call('partner2@demo.test', 'POST', '/v2/payment_methods', { ...US, client_id: ids.globex })).statusCode,
    ).toBe(422);
    for (const email of ['contractor@demo.test', 'sales@demo.test', 'recruiter@demo.test']) {
      expect((await call(email, 'GET', '/v2/payment_methods')).statusCode).toBeGreaterThanOrEqual(403);
    }
  });
});

describe('paying online', () => {
  const key = () => ({ 'idempotency-key': `pay-test-${Date.now()}-${++n}` });
  const accounts = async () =>
    (await call('client@demo.test', 'GET', '/v2/payment_methods')).json().data.data as {
      id: string;
      account_last4: string;
    }[];
  const invoice1003 = async () => (await db.select().from(invoices).where(eq(invoices.number, 1003)))[0]!;

  it('pays part of an invoice from a saved account, once however often the click is retried', async () => {
    const [good] = await accounts();
    const before = await invoice1003();
    const body = { payment_method_id: good!.id, invoice_id: before.id, amount: '478.00' };
    const headers = key();
    const [a, b] = await Promise.all([
      call('client@demo.test', 'POST', '/v2/pay', body, headers),
      call('client@demo.test', 'POST', '/v2/pay', body, headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json().data).toMatchObject({
      status: 'settled',
      payment: { amount: '478.00', allocated_amount: '478.00' },
    });
    const after = await invoice1003();
    expect(Number(after.allocatedAmount) - Number(before.allocatedAmount)).toBeCloseTo(478);
  });

  it("records a debit the bank returns, and leaves the invoice open (the sandbox's R01 account)", async () => {
    const failing = (await accounts()).find((m) => m.account_last4 === '1222')!;
    const before = await invoice1003();
    const res = await call(
      'client@demo.test',
      'POST',
      '/v2/pay',
      { payment_method_id: failing.id, invoice_id: before.id },
      key(),
    );
    expect(res.json().data).toMatchObject({ status: 'returned', payment: { status: 'returned', return_code: 'R01' } });
    expect(String((await invoice1003()).allocatedAmount)).toBe(String(before.allocatedAmount));
  });

  it('refuses more than is owed, an account of another client, and a missing key', async () => {
    const [good] = await accounts();
    const inv = await invoice1003();
    expect(
      (
        await call(
          'client@demo.test',
          'POST',
          '/v2/pay',
          { payment_method_id: good!.id, invoice_id: inv.id, amount: '99999.00' },
          key(),
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('client@demo.test', 'POST', '/v2/pay', { payment_method_id: good!.id, invoice_id: inv.id }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('partner2@demo.test', 'POST', '/v2/pay', { payment_method_id: good!.id }, key())).statusCode,
    ).toBe(422);
  });

  it("pays the client's whole open balance in the account's currency", async () => {
    const [good] = await accounts();
    const res = await call('client@demo.test', 'POST', '/v2/pay', { payment_method_id: good!.id }, key());
    expect(res.json().data.status).toBe('settled');
    const open = (await call('client@demo.test', 'GET', '/v2/invoices?per_page=100'))
      .json()
      .data.data.filter(
        (i: { currency: string; remaining_amount: string }) => i.currency === 'usd' && i.remaining_amount !== '0.00',
      );
    expect(open).toEqual([]);
    expect((await call('client@demo.test', 'POST', '/v2/pay', { payment_method_id: good!.id }, key())).statusCode).toBe(
      409,
    );
  });
});
