/**
 * /v2/payroll_bank_accounts (decision 0051): who reads and changes a partner's payroll funding accounts,
 * the 424 step on every change, masking (the numbers never leave in the clear, nor reach the audit log),
 * one active primary, and another partner's users kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const ids: Record<string, string> = {};
type Method = 'GET' | 'POST';
const call = async (who: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.call(await token(who), { method, url, ...(payload && { payload }), ...(headers && { headers }) });
const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

const ACCOUNT = {
  account_holder: 'Beacon Talent LLC',
  bank_name: 'First Test Bank',
  routing_number: '011000015',
  account_number: '987650004321',
  account_type: 'savings',
};

/** A change behind the 424 step: asked once (424, code mailed), then replayed with the code. */
async function withCode(who: string, url: string, payload?: object) {
  const ask = await call(who, 'POST', url, payload);
  expect(ask.statusCode, ask.body).toBe(424);
  return call(who, 'POST', url, payload, { 'x-verification-code': t.lastCode(`${who}@demo.test`) });
}

beforeAll(async () => {
  t = await createTestApp();
  ids.acme = String((await sql(`select id from partners where name = 'Acme Staffing'`))[0]!.id);
  ids.beacon = String((await sql(`select id from partners where name = 'Beacon Talent'`))[0]!.id);
  // Another self-funded partner with its own owner: the "other partner's user" who holds the capability.
  const [cobalt] = await sql(
    `insert into partners (name, subdomain, self_funded) values ('Cobalt Crew', 'cobalt', true) returning id`,
  );
  ids.cobalt = String(cobalt!.id);
  for (const [who, role, partner] of [
    ['cobalt', 'owner', ids.cobalt],
    ['beacon-recruiter', 'recruiter', ids.beacon],
    ['beacon-finance', 'finance', ids.beacon],
  ] as const) {
    await sql(
      `insert into users (email, password_hash, first_name, last_name, role, partner_id, email_confirmed_at)
       select $1, password_hash, 'Test', $2, $2, $3, now() from users where email = 'partner2@demo.test'`,
      [`${who}@demo.test`, role, partner],
    );
  }
});
afterAll(async () => t?.close());

describe('payroll bank accounts', () => {
  it("shows the self-funded partner its demo account masked; staff see every partner's; others are refused", async () => {
    const own = await call('partner2', 'GET', '/v2/payroll_bank_accounts');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.data).toEqual([
      expect.objectContaining({
        partner: { id: ids.beacon, name: 'Beacon Talent' },
        account_masked: '•••••3456',
        routing_masked: '•••••0025',
        primary: true,
        status: 'active',
      }),
    ]);
    expect(own.body).not.toContain('5500123456');
    expect(own.body).not.toContain('111000025');
    for (const who of ['admin', 'eor']) {
      const all = await call(who, 'GET', `/v2/payroll_bank_accounts?partner_id=${ids.beacon}`);
      expect(all.statusCode, who).toBe(200);
      expect(all.json().data.data).toHaveLength(1);
    }
    // Acme funds nothing itself and Beacon's recruiter sees no sensitive data: the page is not theirs (404,
    // as its link is not); sales partners, clients and contractors are refused outright.
    for (const who of ['partner', 'recruiter', 'beacon-recruiter']) {
      expect((await call(who, 'GET', '/v2/payroll_bank_accounts')).statusCode, who).toBe(404);
    }
    for (const who of ['sales', 'client', 'contractor']) {
      expect((await call(who, 'GET', '/v2/payroll_bank_accounts')).statusCode, who).toBe(403);
    }
    // The other self-funded partner sees none of Beacon's, and Beacon's account is not found for it.
    const cobalt = await call('cobalt', 'GET', '/v2/payroll_bank_accounts');
    expect(cobalt.json().data.data).toEqual([]);
    const beaconAccount = own.json().data.data[0].id;
    expect((await call('cobalt', 'GET', `/v2/payroll_bank_accounts/${beaconAccount}`)).statusCode).toBe(404);
    expect((await call('cobalt', 'POST', `/v2/payroll_bank_accounts/${beaconAccount}/make_primary`)).statusCode).toBe(
      404,
    );
    const csv = await call('admin', 'GET', '/v2/payroll_bank_accounts?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('•••••3456');
    expect(csv.body).not.toContain('5500123456');
  });

  it('adds an account behind the e-mailed code, encrypted at rest, masked in the answer and the audit log', async () => {
    const res = await withCode('beacon-finance', '/v2/payroll_bank_accounts', ACCOUNT);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      account_masked: '•••••4321',
      routing_masked: '•••••0015',
      account_type: 'savings',
      // Beacon already has a primary: a new account is not it unless asked.
      primary: false,
    });
    expect(res.body).not.toContain(ACCOUNT.account_number);
    const [row] = await sql(`select * from payroll_bank_accounts where id = $1`, [res.json().data.id]);
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.account_number);
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.routing_number);
    expect(row).toMatchObject({ account_last4: '4321', routing_last4: '0015', created_by: expect.any(String) });
    const audits = await sql(`select metadata from audit_logs where action = 'payroll_bank_account_added'`);
    expect(audits.length).toBeGreaterThanOrEqual(2); // the demo's and this one
    expect(JSON.stringify(audits)).not.toContain(ACCOUNT.account_number);
    expect(JSON.stringify(audits)).not.toContain('5500123456');
  });

  it('keeps one active primary: making another primary moves it; the primary is retired last', async () => {
    const list = (await call('partner2', 'GET', '/v2/payroll_bank_accounts?status=active')).json().data.data;
    const added = list.find((a: { account_masked: string }) => a.account_masked === '•••••4321');
    const demo = list.find((a: { account_masked: string }) => a.account_masked === '•••••3456');
    const made = await withCode('partner2', `/v2/payroll_bank_accounts/${added.id}/make_primary`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.primary).toBe(true);
    const primaries = await sql(
      `select count(*)::int as n from payroll_bank_accounts where partner_id = $1 and is_primary and retired_at is null`,
      [ids.beacon],
    );
    expect(primaries[0]!.n).toBe(1);
    // The primary is not retired while another active account could be made primary instead.
    const refused = await withCode('partner2', `/v2/payroll_bank_accounts/${added.id}/retire`);
    expect(refused.statusCode).toBe(409);
    const retired = await withCode('partner2', `/v2/payroll_bank_accounts/${demo.id}/retire`);
    expect(retired.json().data).toMatchObject({ status: 'retired', primary: false, retired_at: expect.any(String) });
    // A retired account is kept (past debits name it) and cannot be changed again.
    expect((await withCode('partner2', `/v2/payroll_bank_accounts/${demo.id}/make_primary`)).statusCode).toBe(409);
    const actions = await sql(
      `select action from audit_logs where entity_type = 'payroll_bank_account' and entity_id in ($1, $2) order by id`,
      [added.id, demo.id],
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['payroll_bank_account_made_primary', 'payroll_bank_account_retired']),
    );
  });

  it('lets an admin add one for a partner it names; EOR only reads; bad input is a 422 on its field', async () => {
    const forCobalt = await withCode('admin', '/v2/payroll_bank_accounts', {
      ...ACCOUNT,
      account_holder: 'Cobalt Crew Inc',
      partner_id: ids.cobalt,
    });
    expect(forCobalt.statusCode, forCobalt.body).toBe(201);
    // The first account of a partner is its primary.
    expect(forCobalt.json().data).toMatchObject({ partner: { id: ids.cobalt }, primary: true });
    expect((await call('cobalt', 'GET', '/v2/payroll_bank_accounts')).json().data.data).toHaveLength(1);
    const noPartner = await call('admin', 'POST', '/v2/payroll_bank_accounts', ACCOUNT);
    expect(noPartner.statusCode).toBe(422);
    expect(noPartner.json().detail[0].loc).toEqual(['body', 'partner_id']);
    // Acme's payroll is funded by the platform: no account to keep.
    const acme = await call('admin', 'POST', '/v2/payroll_bank_accounts', { ...ACCOUNT, partner_id: ids.acme });
    expect(acme.statusCode).toBe(422);
    expect(
      (await call('eor', 'POST', '/v2/payroll_bank_accounts', { ...ACCOUNT, partner_id: ids.beacon })).statusCode,
    ).toBe(403);
    // A partner's user cannot add one for another partner.
    const other = await call('partner2', 'POST', '/v2/payroll_bank_accounts', { ...ACCOUNT, partner_id: ids.cobalt });
    expect(other.statusCode).toBe(422);
    const bad = await call('partner2', 'POST', '/v2/payroll_bank_accounts', {
      ...ACCOUNT,
      routing_number: '011000016',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'routing_number']);
    expect(bad.body).not.toContain(ACCOUNT.account_number);
    const short = await call('partner2', 'POST', '/v2/payroll_bank_accounts', { ...ACCOUNT, account_number: '12' });
    expect(short.statusCode).toBe(422);
  });
});
