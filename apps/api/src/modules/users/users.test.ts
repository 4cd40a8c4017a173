/**
 * GET /v2/users as platform staff: the list of every user answers to the page each kind of staff
 * lists users on (admins /admin/users, EOR staff /users), so revoking that link hides the list (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id, email from users`);
  for (const r of rows.rows) ids[String(r.email)] = String(r.id);
});
afterAll(async () => t?.close());

const listAll = async (as: 'admin' | 'eor') => (await t.callAs(as, { method: 'GET', url: '/v2/users' })).statusCode;

/** Revokes `link` for the user while `body` runs. */
async function revoked(email: string, link: string, body: () => Promise<void>) {
  await t.database.executeSql(
    `insert into user_link_grants (user_id, link, granted) values ('${ids[email]}', '${link}', false)`,
  );
  try {
    await body();
  } finally {
    await t.database.executeSql(`delete from user_link_grants where user_id = '${ids[email]}' and link = '${link}'`);
  }
}

describe('listing every user', () => {
  it('answers admins through /admin/users: without it Not Found, without /users still listed', async () => {
    expect(await listAll('admin')).toBe(200);
    await revoked('admin@demo.test', '/admin/users', async () => expect(await listAll('admin')).toBe(404));
    await revoked('admin@demo.test', '/users', async () => expect(await listAll('admin')).toBe(200));
  });

  it('answers EOR staff through /users: without it Not Found', async () => {
    expect(await listAll('eor')).toBe(200);
    await revoked('eor@demo.test', '/users', async () => expect(await listAll('eor')).toBe(404));
  });
});
