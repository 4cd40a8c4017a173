/**
 * Builds the real app for API tests against a real database: an in-memory PGlite by default, or a
 * database created (and dropped after) on the server named by TEST_DATABASE_URL. The database starts
 * from the run's snapshot, migrated and seeded once by the global setup (decision 0004); a test whose
 * overrides the snapshot cannot honour gets a full build (migrations and seed) instead.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role, UserType } from '@app/domain';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { openDatabase, runMigrations, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { readDemoIds, type DemoIds } from './demo-ids.js';
import { demoUser, type DemoAs } from './demo-users.js';
import {
  copySeededFiles,
  databaseUrl,
  dumpBlob,
  onServer,
  snapshotFor,
  testConfig,
  type TestSnapshot,
} from './snapshot.js';

export { fixedClock } from '../lib/clock.js';
export type { DemoIds } from './demo-ids.js';
export type { DemoAs } from './demo-users.js';

export interface TestAppOptions {
  /** Runs on the built app before `ready()` (a test adds a route or a hook). */
  beforeReady?: (app: FastifyInstance) => void;
  /** The app's clock; `fixedClock('2026-11-02')` pins "today". The system clock by default. */
  clock?: Clock;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: Clock;
  /** Where the database came from: the run's seeded or migrated snapshot, or a full build here. */
  source: 'snapshot' | 'migrated snapshot' | 'full build';
  /** Logs in with the demo password and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** The token of the demo user of that type (and role; see DEMO_USERS), logged in once per app. */
  loginAs(userType: UserType, role?: Role): Promise<string>;
  /** Injects with the token as bearer, or anonymously when token is null. */
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Injects as a demo user: `callAs('client', …)`, `callAs(['partner', 'recruiter'], …)`. */
  callAs(as: DemoAs, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** The demo seed's ids by name (partners, clients, contractors, jobs, locations…), read once. */
  demoIds(): Promise<DemoIds>;
  /** The latest six-digit code mailed to `email` (read from the local outbox). */
  lastCode(email: string): string;
  /** The `token` of the latest link to `path` mailed to `email`. */
  lastLinkToken(email: string, path: string): string;
  close(): Promise<void>;
}

/** The run's snapshot, when the global setup made one for this kind of database (not under the bench). */
function providedSnapshot(): TestSnapshot | null {
  let snapshot: TestSnapshot | null;
  try {
    snapshot = inject('apiTestSnapshot') ?? null;
  } catch {
    return null;
  }
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  return snapshot?.kind === kind ? snapshot : null;
}

/** A new database: a copy of `from` (a dump or a template), else empty and migrated here. */
async function openTestDatabase(from: string | null): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = from
      ? await openDatabase({ pgliteDir: 'memory://', loadDataDir: dumpBlob(from) })
      : await openDatabase({ pgliteDir: 'memory://' });
    if (!from) await runMigrations(database);
    return { database, drop: async () => database.close() };
  }
  const name = `test_w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(url, from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`);
  const drop = async () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  try {
    if (!from) await runMigrations(database);
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Undoes quoted-printable soft breaks and escapes, as a mail client would. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function latestMail(dataDir: string, email: string, pattern: RegExp): RegExpExecArray | null {
  const dir = join(dataDir, 'outbox');
  for (const f of readdirSync(dir).sort().reverse()) {
    const text = decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8'));
    if (!text.includes(`To: ${email}`)) continue;
    const m = pattern.exec(text);
    if (m) return m;
  }
  return null;
}

/**
 * The app on its own database and DATA_DIR. `overrides` change the config (as `seedDemo: false` or
 * `startJobs: true`); the second argument is the options, or a `beforeReady` callback alone.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions | TestAppOptions['beforeReady'] = {},
): Promise<TestApp> {
  const { beforeReady, clock = systemClock } = typeof options === 'function' ? { beforeReady: options } : options;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const snapshot = providedSnapshot();
  const from = snapshot && snapshotFor(snapshot, overrides, clock !== systemClock);
  if (snapshot && from?.seeded) copySeededFiles(snapshot, dataDir);
  // Restored from the seeded snapshot, the app must not seed again.
  const config = testConfig(dataDir, from?.seeded ? { ...overrides, seedDemo: false } : overrides);
  const { database, drop } = await openTestDatabase(from?.source ?? null);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database, logger: false, clock });
    beforeReady?.(app);
    await app.ready();
  } catch (err) {
    // A failed start must not leave its database behind on a shared server.
    await drop();
    throw err;
  }

  const call: TestApp['call'] = (token, opts) =>
    app.inject({
      ...opts,
      headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const login: TestApp['login'] = async (email, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/v2/user', payload: { email, password } });
    const body = res.json() as { data?: { access_token?: string } };
    if (!body.data?.access_token) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return body.data.access_token;
  };
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (as: DemoAs) => {
    const { email } = demoUser(as);
    let token = tokens.get(email);
    if (!token) {
      token = login(email);
      tokens.set(email, token);
      token.catch(() => tokens.delete(email));
    }
    return token;
  };
  let ids: Promise<DemoIds> | undefined;

  return {
    app,
    config,
    database,
    clock,
    source: from ? (from.seeded ? 'snapshot' : 'migrated snapshot') : 'full build',
    call,
    login,
    loginAs: async (userType, role) => tokenOf(role ? [userType, role] : userType),
    callAs: async (as, opts) => call(await tokenOf(as), opts),
    demoIds: () => (ids ??= readDemoIds(database)),
    lastCode(email) {
      const m = latestMail(dataDir, email, /verification code is (\d{6})/);
      if (!m) throw new Error(`no code mailed to ${email}`);
      return m[1]!;
    },
    lastLinkToken(email, path) {
      const m = latestMail(dataDir, email, new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
      if (!m) throw new Error(`no ${path} link mailed to ${email}`);
      return decodeURIComponent(m[1]!);
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
