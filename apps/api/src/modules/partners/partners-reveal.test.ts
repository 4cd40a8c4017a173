import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: { acme: string; beacon: string };
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.database.executeSql(`select id, subdomain from partners`)).rows;
  const idOf = (subdomain: string) => String(rows.find((r) => r.subdomain === subdomain)!.id);
  ids = { acme: idOf('acme'), beacon: idOf('beacon') };
});
afterAll(async () => t?.close());

const reveal = async (email: string, partnerId: string, code?: string) =>
  t.call(await token(email), {
    method: 'POST',
    url: `/v2/partners/${partnerId}/tax_id/reveal`,
    headers: code ? { 'x-verification-code': code } : {},
  });

/** The 424 step, then the replay with the mailed code. */
async function revealWithCode(email: string, partnerId: string) {
  const first = await reveal(email, partnerId);
  expect(first.statusCode).toBe(424);
  return reveal(email, partnerId, t.lastCode(email));
}

const mailedCode = (email: string) => {
  try {
    return t.lastCode(email);
  } catch {
    return null;
  }
};

describe("revealing a partner's EIN", () => {
  it('asks its owner for the mailed code, answers the number uncached and audits it without the number', async () => {
    const ok = await revealWithCode('partner@demo.test', ids.acme);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { tax_id: '74-1234567' } });
    expect(ok.headers['cache-control']).toBe('no-store');
    const audits = await t.database.executeSql(
      `select metadata::text as m, entity_type, actor_user_id from audit_logs
        where action = 'tax_id_revealed' and entity_id = '${ids.acme}'`,
    );
    expect(audits.rows).toHaveLength(1);
    expect(audits.rows[0]).toMatchObject({ entity_type: 'partner' });
    expect(String(audits.rows[0]!.m)).not.toMatch(/1234567/);
  });

  it('lets admin and eor reveal any partner, and the other owner its own', async () => {
    expect((await revealWithCode('admin@demo.test', ids.beacon)).json().data.tax_id).toBe('75-7654321');
    expect((await revealWithCode('eor@demo.test', ids.acme)).json().data.tax_id).toBe('74-1234567');
    expect((await revealWithCode('partner2@demo.test', ids.beacon)).json().data.tax_id).toBe('75-7654321');
  });

  it("answers 404 for another partner's record, and mails no code then", async () => {
    expect((await reveal('partner@demo.test', ids.beacon)).statusCode).toBe(404);
    expect((await reveal('partner2@demo.test', ids.acme)).statusCode).toBe(404);
    expect((await reveal('recruiter@demo.test', ids.beacon)).statusCode).toBe(404);
    // A time_sheet_only user holds no /partners link at all.
    expect((await reveal('timesheets@demo.test', ids.acme)).statusCode).toBe(404);
  });

  it('refuses roles without sensitive access, sales partners, clients and contractors', async () => {
    // The recruiter sees its partner (and the masked EIN) but is no sensitive role.
    const recruiter = await reveal('recruiter@demo.test', ids.acme);
    expect(recruiter.statusCode).toBe(403);
    expect(mailedCode('recruiter@demo.test')).toBeNull();
    // Summit referred Acme and reads it, but never any of its tax id.
    expect((await reveal('sales@demo.test', ids.acme)).statusCode).toBe(403);
    expect(mailedCode('sales@demo.test')).toBeNull();
    expect((await reveal('client@demo.test', ids.acme)).statusCode).toBe(403);
    expect((await reveal('contractor@demo.test', ids.acme)).statusCode).toBe(403);
  });

  it('answers 404 "No tax id is on file" for a partner without one', async () => {
    const created = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: '/v2/partners',
      payload: { name: 'Nameless Staffing', subdomain: 'nameless' },
    });
    expect(created.statusCode).toBe(201);
    const none = await reveal('admin@demo.test', created.json().data.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No tax id is on file');
  });
});
