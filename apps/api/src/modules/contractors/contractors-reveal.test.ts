import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type DemoKey, type PeopleFixture } from './contractors.test-support.js';

let f: PeopleFixture;
beforeAll(async () => {
  f = await openPeopleFixture();
});
afterAll(async () => f?.t.close());

const revealUrl = (email: DemoKey) => `/v2/contractors/${f.ids[email]}/tax_id/reveal`;
const reveal = (caller: string, contractor: DemoKey, code?: string) =>
  f.send(caller, 'POST', revealUrl(contractor), undefined, code ? { 'x-verification-code': code } : undefined);

/** The 424 step, then the replay with the mailed code. */
async function revealWithCode(caller: string, contractor: DemoKey) {
  const first = await reveal(caller, contractor);
  expect(first.statusCode).toBe(424);
  expect(first.json().detail).toMatch(/6-digit code/);
  return reveal(caller, contractor, f.t.lastCode(caller));
}

describe('revealing a contractor tax id', () => {
  it('asks the owner for the mailed code, then answers the number uncached and audits it without the number', async () => {
    const wrong = await reveal('partner@demo.test', 'contractor@demo.test');
    expect(wrong.statusCode).toBe(424);
    const code = f.t.lastCode('partner@demo.test');
    const bad = await reveal('partner@demo.test', 'contractor@demo.test', code === '000000' ? '111111' : '000000');
    expect(bad.statusCode).toBe(400);
    const ok = await reveal('partner@demo.test', 'contractor@demo.test', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { tax_id: '123-45-6789' } });
    expect(ok.headers['cache-control']).toBe('no-store');
    // A code works once.
    expect((await reveal('partner@demo.test', 'contractor@demo.test', code)).statusCode).toBe(400);

    const audits = await f.t.database.executeSql(
      `select metadata::text as m, entity_type from audit_logs where action = 'tax_id_revealed' and entity_id = '${f.ids['contractor@demo.test']}'`,
    );
    expect(audits.rows).toHaveLength(1);
    expect(audits.rows[0]).toMatchObject({ entity_type: 'contractor' });
    expect(String(audits.rows[0]!.m)).not.toMatch(/6789/);
    await f.t.app.flushAccessLogs();
    const logged = await f.t.database.executeSql(`select path from access_logs where path like '%reveal%'`);
    expect(logged.rows.length).toBeGreaterThan(0);
    for (const row of logged.rows) expect(String(row.path)).not.toMatch(/\d{4}$/);
  });

  it('lets admin, eor and the contractor itself reveal; a SIN reads as written', async () => {
    expect((await revealWithCode('admin@demo.test', 'tom@tremblay.example')).json().data.tax_id).toBe('046 454 286');
    expect((await revealWithCode('eor@demo.test', 'bruno@beacon.test')).json().data.tax_id).toBe('234-56-7890');
    expect((await revealWithCode('contractor@demo.test', 'contractor@demo.test')).json().data.tax_id).toBe(
      '123-45-6789',
    );
  });

  it('refuses without sensitive access, and mails no code then', async () => {
    // The recruiter sees the masked number but is no sensitive role.
    const recruiter = await reveal('recruiter@demo.test', 'contractor@demo.test');
    expect(recruiter.statusCode).toBe(403);
    expect(() => f.t.lastCode('recruiter@demo.test')).toThrow();
    // Sales partners never see tax ids; a client only with show_contractor_personal.
    expect((await reveal('sales@demo.test', 'contractor@demo.test')).statusCode).toBe(403);
    expect((await reveal('client@demo.test', 'contractor@demo.test')).statusCode).toBe(403);
    expect((await reveal('timesheets@demo.test', 'contractor@demo.test')).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's contractor, another contractor, or one with no tax id", async () => {
    expect((await reveal('partner2@demo.test', 'contractor@demo.test')).statusCode).toBe(404);
    expect((await reveal('initech@demo.test', 'contractor@demo.test')).statusCode).toBe(404);
    expect((await reveal('contractor@demo.test', 'newhire@demo.test')).statusCode).toBe(404);
    const none = await reveal('partner2@demo.test', 'bruno@beacon.test');
    expect(none.statusCode).toBe(424);
    // Ines has no tax id on file: nothing to reveal, and no code mailed for it.
    const ines = await reveal('admin@demo.test', 'ines@ibarra.example');
    expect(ines.statusCode).toBe(404);
    expect(ines.json().message).toBe('No tax id is on file');
  });

  it('lets a client with show_contractor_personal reveal through its owner', async () => {
    await f.t.database.executeSql(`update clients set show_contractor_personal = true where name = 'Initech'`);
    try {
      expect((await revealWithCode('initech@demo.test', 'bruno@beacon.test')).json().data.tax_id).toBe('234-56-7890');
    } finally {
      await f.t.database.executeSql(`update clients set show_contractor_personal = false where name = 'Initech'`);
    }
  });
});
