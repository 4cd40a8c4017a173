/**
 * Builds the real app for API tests against a real database: an in-memory PGlite by default, or a
 * database created (and dropped after) on the server named by TEST_DATABASE_URL.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, runMigrations, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** Logs in with the demo password and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Injects with the token as bearer, or anonymously when token is null. */
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** The latest six-digit code mailed to `email` (read from the local outbox). */
  lastCode(email: string): string;
  /** The `token` of the latest link to `path` mailed to `email`. */
  lastLinkToken(email: string, path: string): string;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(database);
    return { database, drop: async () => database.close() };
  }
  const name = `test_w${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  await runMigrations(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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

export async function createTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const { database, drop } = await openTestDatabase();
  const config = loadConfig(
    { MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    {
      dataDir,
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
      startJobs: false,
      seedDemo: true,
      ...overrides,
    },
  );
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database, logger: false });
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

  return {
    app,
    config,
    database,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/v2/user', payload: { email, password } });
      const body = res.json() as { data?: { access_token?: string } };
      if (!body.data?.access_token) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
      return body.data.access_token;
    },
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
