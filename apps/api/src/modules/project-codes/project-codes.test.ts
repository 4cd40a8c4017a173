/**
 * Who writes project codes: staff and the partner roles that manage its clients; a client reads its
 * own codes but never writes one; a partner's other roles are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  globex = String(
    (await t.database.executeSql(`select id from clients where name = 'Globex Corporation'`)).rows[0]!.id,
  );
});
afterAll(async () => t?.close());

const create = (email: string, code: string) =>
  t
    .login(email)
    .then((token) => t.call(token, { method: 'POST', url: '/v2/project_codes', payload: { client_id: globex, code } }));

describe('writing project codes', () => {
  it("lets staff and the partner's client managers create one", async () => {
    expect((await create('admin@demo.test', 'PC-ADMIN')).statusCode).toBe(201);
    expect((await create('eor@demo.test', 'PC-EOR')).statusCode).toBe(201);
    expect((await create('recruiter@demo.test', 'PC-RECRUITER')).statusCode).toBe(201);
  });

  it("refuses a client, and a partner's role that does not manage clients", async () => {
    expect((await create('client@demo.test', 'PC-CLIENT')).statusCode).toBe(403);
    await t.database.executeSql(`update users set role = 'finance' where email = 'recruiter@demo.test'`);
    try {
      const res = await create('recruiter@demo.test', 'PC-FINANCE');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your role may not change project codes');
    } finally {
      await t.database.executeSql(`update users set role = 'recruiter' where email = 'recruiter@demo.test'`);
    }
  });
});
