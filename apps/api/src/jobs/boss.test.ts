import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lt } from 'drizzle-orm';
import { loginAttempts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { purgeExpiredSecrets } from './boss.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
});
afterAll(async () => t?.close());

describe('background jobs', () => {
  it('starts pg-boss on the same database and schedules the purge', async () => {
    const res = await t.database.executeSql(`select name from pgboss.schedule`);
    expect(res.rows.map((r) => r.name)).toContain('purge-expired-secrets');
  });

  it('purges failed-login records older than a day and keeps recent ones', async () => {
    await t.database.db.insert(loginAttempts).values([
      { email: 'old@demo.test', ip: '1.1.1.1', createdAt: new Date(Date.now() - 3 * 24 * 3600_000) },
      { email: 'new@demo.test', ip: '1.1.1.1' },
    ]);
    await purgeExpiredSecrets(t.app.deps);
    const left = await t.database.db.select().from(loginAttempts);
    expect(left.map((r) => r.email)).toEqual(['new@demo.test']);
    expect(
      await t.database.db
        .select()
        .from(loginAttempts)
        .where(lt(loginAttempts.createdAt, new Date(0))),
    ).toEqual([]);
  });
});
