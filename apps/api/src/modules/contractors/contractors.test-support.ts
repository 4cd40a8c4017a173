/** Shared setup for the contractors API tests: the app, cached tokens and demo ids by name. */
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Demo rows the tests name: contractors by e-mail, clients and corp-to-corps by name, partners by subdomain. */
export type DemoKey =
  | 'contractor@demo.test'
  | 'newhire@demo.test'
  | 'bruno@beacon.test'
  | 'carla@northwind.example'
  | 'tom@tremblay.example'
  | 'ines@ibarra.example'
  | 'wendy@walsh.example'
  | 'Globex Corporation'
  | 'Initech'
  | 'Northwind Consulting LLC'
  | 'acme'
  | 'beacon';

export interface PeopleFixture {
  t: TestApp;
  ids: Record<DemoKey, string>;
  token(email: string): Promise<string>;
  get(email: string, url: string): ReturnType<TestApp['call']>;
  send(
    email: string,
    method: 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): ReturnType<TestApp['call']>;
}

/** Contractors by e-mail, clients, partners and corp-to-corps by name. */
export async function openPeopleFixture(): Promise<PeopleFixture> {
  const t = await createTestApp();
  const found: Record<string, string> = {};
  const rows = async (q: string) => (await t.database.executeSql(q)).rows as { key: string; id: string }[];
  for (const r of await rows(`select email as key, id from contractors`)) found[r.key] = r.id;
  for (const r of await rows(`select name as key, id from clients`)) found[r.key] = r.id;
  for (const r of await rows(`select subdomain as key, id from partners`)) found[r.key] = r.id;
  for (const r of await rows(`select name as key, id from corp_to_corps`)) found[r.key] = r.id;
  const ids = found as Record<DemoKey, string>;
  const tokens: Record<string, string> = {};
  const token = async (email: string) => (tokens[email] ??= await t.login(email));
  return {
    t,
    ids,
    token,
    get: async (email, url) => t.call(await token(email), { method: 'GET', url }),
    send: async (email, method, url, payload, headers) => t.call(await token(email), { method, url, payload, headers }),
  };
}
