/**
 * /v2/payout_methods (decision 0060): each user type and another partner's user, the 424 step on every
 * change, masking (the number never leaves in the clear, nor reaches the audit log or a log line), one
 * default per owner per currency, validation in the spec's error shape, and `defaultPayoutAccountOf`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defaultPayoutAccountOf } from './payout-methods.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const ids = { acme: '', summit: '', eor: '' };
type Method = 'GET' | 'POST' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.call(await token(who), { method, url, ...(payload && { payload }), ...(headers && { headers }) });
const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

const US = {
  kind: 'us_bank',
  account_holder: 'Acme Staffing LLC',
  bank_name: 'First Test Bank',
  routing_number: '011000015',
  account_number: '987650004321',
  account_type: 'checking',
};
const CA = {
  kind: 'ca_bank',
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Banque Test',
  institution_number: '004',
  transit_number: '12345',
  account_number: '7654321',
  account_type: 'savings',
};

/** A change behind the 424 step: asked once (424, code mailed), then replayed with the code. */
async function withCode(who: string, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const ask = await call(who, method, url, payload);
  expect(ask.statusCode, ask.body).toBe(424);
  return call(who, method, url, payload, { 'x-verification-code': t.lastCode(`${who}@demo.test`) });
}
const list = async (who: string, query = '') => {
  const res = await call(who, 'GET', `/v2/payout_methods${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as { id: string; owner: { id: string }; default: boolean; account_last4: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  ids.acme = String((await sql(`select id from partners where name = 'Acme Staffing'`))[0]!.id);
  ids.summit = String((await sql(`select sales_partner_id as id from users where email = 'sales@demo.test'`))[0]!.id);
  ids.eor = String((await sql(`select eor_id as id from users where email = 'eor@demo.test'`))[0]!.id);
  // Acme's finance user (sensitive access) beside its recruiter (none).
  await sql(
    `insert into users (email, password_hash, first_name, last_name, role, partner_id, email_confirmed_at)
     select 'acme-finance@demo.test', password_hash, 'Fay', 'Finance', 'finance', partner_id, now()
     from users where email = 'partner@demo.test'`,
  );
});
afterAll(async () => t?.close());

describe('payout methods: who may', () => {
  it("shows Acme's owner its demo default account masked, and admins every payee's", async () => {
    const own = await list('partner');
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.every((m) => m.owner.id === ids.acme)).toBe(true);
    expect(own.filter((m) => m.default)).toHaveLength(1);
    const all = await list('admin');
    expect(all.some((m) => m.owner.id === ids.acme)).toBe(true);
  });

  it('refuses users without sensitive access 404 and other user types 403', async () => {
    expect((await call('recruiter', 'GET', '/v2/payout_methods')).statusCode).toBe(404);
    expect((await call('recruiter', 'POST', '/v2/payout_methods', US)).statusCode).toBe(404);
    for (const who of ['client', 'contractor']) {
      expect((await call(who, 'GET', '/v2/payout_methods')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v2/payout_methods', US)).statusCode).toBe(403);
    }
  });

  it('lets an admin read but not add, make default or remove (403, no code mailed)', async () => {
    const [acme] = await list('partner');
    const res = await call('admin', 'POST', '/v2/payout_methods', US);
    expect(res.statusCode, res.body).toBe(403);
    expect((await call('admin', 'GET', `/v2/payout_methods/${acme!.id}`)).json().data.account_last4).toBe(
      acme!.account_last4,
    );
    expect((await call('admin', 'POST', `/v2/payout_methods/${acme!.id}/make_default`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/v2/payout_methods/${acme!.id}`)).statusCode).toBe(403);
  });

  it("keeps another partner's user out: Acme's accounts are 404 to Beacon's owner, and its list holds none", async () => {
    const [acme] = await list('partner');
    expect((await call('partner2', 'GET', `/v2/payout_methods/${acme!.id}`)).statusCode).toBe(404);
    expect((await call('partner2', 'POST', `/v2/payout_methods/${acme!.id}/make_default`)).statusCode).toBe(404);
    expect((await call('partner2', 'DELETE', `/v2/payout_methods/${acme!.id}`)).statusCode).toBe(404);
    expect((await list('partner2')).some((m) => m.owner.id === ids.acme)).toBe(false);
    // Nor does the sales partner who referred Acme see Acme's accounts, nor the EOR.
    expect((await list('sales')).some((m) => m.owner.id === ids.acme)).toBe(false);
    expect((await call('eor', 'GET', `/v2/payout_methods/${acme!.id}`)).statusCode).toBe(404);
  });
});

describe('payout methods: changes', () => {
  it('adds an account behind the e-mailed code, encrypted at rest, masked in the answer and the audit log', async () => {
    const added = await withCode('acme-finance', 'POST', '/v2/payout_methods', US);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      owner_kind: 'partner',
      owner: { id: ids.acme, name: 'Acme Staffing' },
      account_masked: '****4321',
      account_last4: '4321',
      routing: '011000015',
      currency: 'usd',
      default: false,
    });
    expect(added.body).not.toContain(US.account_number);
    const [row] = await sql(`select account_number_ciphertext from payout_methods where id = $1`, [
      added.json().data.id,
    ]);
    expect(String(row!.account_number_ciphertext)).not.toContain(US.account_number);
    const audits = await sql(`select metadata from audit_logs where action = 'payout_method_added'`);
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audits)).not.toContain(US.account_number);
    const csv = await call('partner', 'GET', '/v2/payout_methods?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('****4321');
    expect(csv.body).not.toContain(US.account_number);
  });

  it('makes the first account of a currency its default, and keeps one default per currency', async () => {
    const ca = await withCode('partner', 'POST', '/v2/payout_methods', CA);
    expect(ca.statusCode, ca.body).toBe(201);
    expect(ca.json().data).toMatchObject({ routing: '004-12345', currency: 'cad', default: true });
    const usd = (await list('partner', '?currency=usd')).filter((m) => !m.default);
    const target = usd.find((m) => m.account_last4 === '4321')!;
    expect((await call('partner', 'POST', `/v2/payout_methods/${target.id}/make_default`)).statusCode).toBe(424);
    const made = await withCode('partner', 'POST', `/v2/payout_methods/${target.id}/make_default`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.default).toBe(true);
    const after = await list('partner');
    expect(
      after
        .filter((m) => m.default)
        .map((m) => m.id)
        .sort(),
    ).toEqual([target.id, ca.json().data.id].sort());
  });

  it('refuses to remove the default while another account of its currency remains (409), then removes', async () => {
    const usd = await list('partner', '?currency=usd');
    const def = usd.find((m) => m.default)!;
    const other = usd.find((m) => !m.default)!;
    const refused = await withCode('partner', 'DELETE', `/v2/payout_methods/${def.id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    const removed = await withCode('partner', 'DELETE', `/v2/payout_methods/${other.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('partner', 'GET', `/v2/payout_methods/${other.id}`)).statusCode).toBe(404);
    expect((await list('partner', '?currency=usd')).map((m) => m.id)).toEqual([def.id]);
    const audits = await sql(`select action from audit_logs where entity_id = $1`, [other.id]);
    expect(audits.map((a) => a.action)).toContain('payout_method_removed');
  });

  it('refuses a wrong code (400) and changes nothing', async () => {
    const before = (await list('partner')).length;
    await call('partner', 'POST', '/v2/payout_methods', US);
    const bad = await call('partner', 'POST', '/v2/payout_methods', US, { 'x-verification-code': '000000' });
    expect(bad.statusCode).toBe(400);
    expect(await list('partner')).toHaveLength(before);
  });

  it('answers bad input 422 in the spec error shape, before any code is asked', async () => {
    const bad = await call('partner', 'POST', '/v2/payout_methods', { ...US, routing_number: '011000016' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'routing_number']);
    expect(bad.json().detail[0].msg).toMatch(/routing number/);
    const short = await call('partner', 'POST', '/v2/payout_methods', { ...CA, transit_number: '123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].loc).toEqual(['body', 'transit_number']);
    const owner = await call('partner', 'POST', '/v2/payout_methods', { ...US, partner_id: ids.acme });
    expect(owner.statusCode).toBe(422);
  });

  it('lets a sales partner and the EOR keep their own accounts, each the default of its currency', async () => {
    const sales = await withCode('sales', 'POST', '/v2/payout_methods', { ...US, account_holder: 'Summit Referrals' });
    expect(sales.statusCode, sales.body).toBe(201);
    expect(sales.json().data).toMatchObject({ owner_kind: 'sales_partner', owner: { id: ids.summit }, default: true });
    const eor = await withCode('eor', 'POST', '/v2/payout_methods', { ...US, account_holder: 'The EOR' });
    expect(eor.statusCode, eor.body).toBe(201);
    expect(eor.json().data).toMatchObject({ owner_kind: 'eor', owner: { id: ids.eor }, default: true });
    expect((await list('sales')).map((m) => m.owner.id)).toEqual([ids.summit]);
    expect((await list('eor')).map((m) => m.owner.id)).toEqual([ids.eor]);
    expect((await call('sales', 'GET', `/v2/payout_methods/${eor.json().data.id}`)).statusCode).toBe(404);
    const admin = await list('admin');
    expect(new Set(admin.map((m) => m.owner.id))).toEqual(new Set([ids.acme, ids.summit, ids.eor]));
  });
});

describe('defaultPayoutAccountOf', () => {
  it("answers a payee's default account in a currency decrypted, and nothing where it has none", async () => {
    const { db } = t.database;
    const crypto = t.app.deps.crypto;
    const usd = await defaultPayoutAccountOf(db, 'partner', ids.acme, 'usd', crypto);
    const shown = (await list('partner', '?currency=usd')).find((m) => m.default)!;
    expect(usd).toMatchObject({ id: shown.id, ownerKind: 'partner', ownerId: ids.acme, currency: 'usd' });
    expect(usd!.accountNumber.endsWith(usd!.accountLast4)).toBe(true);
    expect(usd!.accountNumber).toMatch(/^\d{4,17}$/);
    const cad = await defaultPayoutAccountOf(db, 'partner', ids.acme, 'cad', crypto);
    expect(cad).toMatchObject({ accountNumber: CA.account_number, routing: '004-12345', kind: 'ca_bank' });
    expect(await defaultPayoutAccountOf(db, 'sales_partner', ids.summit, 'cad', crypto)).toBeUndefined();
  });
});
