/** The test kit itself: snapshot restore, fallbacks, the demo logins and ids, the injected clock. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from './demo-users.js';
import { snapshotFor, type TestSnapshot } from './snapshot.js';
import { createTestApp, fixedClock, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2026-11-02') });
});
afterAll(async () => t?.close());

const listing = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? listing(join(dir, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
      )
    : [];

describe('the snapshot', () => {
  it('starts each file from the seeded snapshot, with what the seed wrote under DATA_DIR copied in', async () => {
    const snapshot = inject('apiTestSnapshot');
    expect(snapshot).not.toBeNull();
    expect(t.source).toBe('snapshot');
    expect(t.config.seedDemo).toBe(false);
    const own = listing(t.config.dataDir);
    for (const file of listing(snapshot!.dataDir)) expect(own).toContain(file);
  });

  it('gives every test app its own database and DATA_DIR', async () => {
    const other = await createTestApp();
    try {
      expect(other.source).toBe('snapshot');
      expect(other.config.dataDir).not.toBe(t.config.dataDir);
      await other.database.executeSql(`update clients set name = 'Renamed' where name = 'Globex Corporation'`);
      const mine = await t.database.executeSql(`select 1 from clients where name = 'Globex Corporation'`);
      expect(mine.rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('restores the migrated database without demo data for seedDemo: false', async () => {
    const bare = await createTestApp({ seedDemo: false });
    try {
      expect(bare.source).toBe('migrated snapshot');
      expect((await bare.database.executeSql('select count(*)::int as n from users')).rows[0]).toEqual({ n: 0 });
    } finally {
      await bare.close();
    }
  });

  it('falls back to a full build for overrides of what the seed read, and for a clock the seed read', () => {
    const s: TestSnapshot = {
      kind: 'pglite',
      seeded: 'seeded.tar',
      migrated: 'migrated.tar',
      dataDir: '/tmp/x',
      seedInputs: { passwordHashing: { memoryCost: 1024, timeCost: 1 }, mode: 'local' },
      seedReadClock: false,
      buildMs: 0,
    };
    expect(snapshotFor(s, {}, false)).toEqual({ source: 'seeded.tar', seeded: true });
    // Keys the seed never read, and equal values of keys it read, keep the snapshot.
    expect(snapshotFor(s, { startJobs: true, mode: 'local', dataDir: '/elsewhere' }, true)?.seeded).toBe(true);
    expect(snapshotFor(s, { passwordHashing: { memoryCost: 2048, timeCost: 1 } }, false)).toBeNull();
    expect(snapshotFor(s, { mode: 'sandbox' }, false)).toBeNull();
    expect(snapshotFor({ ...s, seedReadClock: true }, {}, true)).toBeNull();
    expect(snapshotFor(s, { seedDemo: false, mode: 'sandbox' }, true)).toEqual({
      source: 'migrated.tar',
      seeded: false,
    });
  });
});

describe('the demo users', () => {
  it('logs in as each demo user by type and role', async () => {
    for (const u of DEMO_USERS) {
      const token = await t.loginAs(u.userType, u.role ?? undefined);
      const me = (await t.call(token, { method: 'GET', url: '/v2/user' })).json().data;
      expect({ email: me.email, user_type: me.user_type, role: me.role }).toEqual({
        email: u.email,
        user_type: u.userType,
        role: u.role,
      });
    }
    // A user type alone is its first demo user; the token is reused.
    expect(await t.loginAs('partner')).toBe(await t.loginAs('partner', 'owner'));
    const recruiter = await t.callAs(['partner', 'recruiter'], { method: 'GET', url: '/v2/user' });
    expect(recruiter.json().data.email).toBe('recruiter@demo.test');
    await expect(t.loginAs('eor', 'recruiter')).rejects.toThrow('no demo user of type eor with role recruiter');
  });

  it('reads the demo ids by the names the seed gives its rows', async () => {
    const ids = await t.demoIds();
    const [acme] = (await t.database.executeSql(`select id from partners where subdomain = 'acme'`)).rows;
    expect(ids.acme).toBe(acme!.id);
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length);
  });
});

describe('the clock', () => {
  it('is the one the test app was given', () => {
    expect(t.clock.now().toISOString()).toBe('2026-11-02T12:00:00.000Z');
    expect(t.app.deps.clock).toBe(t.clock);
  });
});
