/**
 * The API tests' database snapshot (decision 0004): migrated and seeded once per run by the Vitest
 * global setup, restored per test file — a PGlite data-dir dump loaded with `loadDataDir`, or on
 * PostgreSQL a template database cloned with `CREATE DATABASE … TEMPLATE`.
 *
 * The snapshot is generic: it holds whatever `seedDemoData` writes (rows, files under DATA_DIR, the
 * outbox) and records which config keys — with their values — and whether the clock the seed read,
 * so a test whose overrides would have seeded differently gets a full build instead.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createAppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, runMigrations, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed/demo.js';
import { systemClock, type Clock } from '../lib/clock.js';

/** Fixed secrets, so the seed's encrypted tax ids and bank numbers decrypt in every restored file. */
const TEST_SECRETS = {
  JWT_SECRET: 'api-tests-jwt-secret-0123456789abcdef0123456789abcdef',
  ENCRYPTION_KEY: 'api-tests-encryption-key-0123456789abcdef0123456789',
} as const;

/** The config every API test starts from; `overrides` as a test passes them to createTestApp. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...TEST_SECRETS },
    {
      dataDir,
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
      startJobs: false,
      strictResponses: true,
      seedDemo: true,
      ...overrides,
    },
  );
}

/** PGlite dump compression: 'none' loads faster than 'gzip' here (decision 0004 has the figures). */
const DUMP_COMPRESSION = 'none' as 'none' | 'gzip';

/** What the global setup hands to the test workers (through Vitest's `provide`/`inject`). */
export interface TestSnapshot {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump files; PostgreSQL: the template databases. */
  seeded: string;
  migrated: string;
  /** The DATA_DIR the seed wrote into (files, outbox), copied into each test's own DATA_DIR. */
  dataDir: string;
  /** The config keys the seed (and the deps it ran with) read, with the values they had. */
  seedInputs: Record<string, unknown>;
  /** Whether the seed asked the clock: then a test with its own clock needs a full build. */
  seedReadClock: boolean;
  /** How long building the snapshot took (ms), for the record. */
  buildMs: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestSnapshot: TestSnapshot | null;
  }
}

const silentLog = {
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  level: 'silent',
  child() {
    return silentLog;
  },
} as unknown as FastifyBaseLogger;

/** Seeds `database` as buildApp would, recording the config keys and the clock the seed reads. */
async function seedRecording(database: Database, dataDir: string) {
  const config = testConfig(dataDir);
  const seedInputs: Record<string, unknown> = {};
  const watched = new Proxy(config, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'string') seedInputs[key] = value;
      return value;
    },
  });
  let seedReadClock = false;
  const clock: Clock = {
    now() {
      seedReadClock = true;
      return systemClock.now();
    },
  };
  await seedDemoData(createAppDeps(watched, database, silentLog, clock));
  // Each test file gets its own DATA_DIR: copied, not taken from the snapshot.
  delete seedInputs.dataDir;
  return { seedInputs: JSON.parse(JSON.stringify(seedInputs)) as Record<string, unknown>, seedReadClock };
}

export async function buildPgliteSnapshot(folder: string): Promise<TestSnapshot> {
  const started = performance.now();
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const dump = async (name: string) => {
    const file = join(folder, `${name}.tar${DUMP_COMPRESSION === 'gzip' ? '.gz' : ''}`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!(DUMP_COMPRESSION)).arrayBuffer()));
    return file;
  };
  try {
    await runMigrations(database);
    const migrated = await dump('migrated');
    const recorded = await seedRecording(database, dataDir);
    const seeded = await dump('seeded');
    return { kind: 'pglite', seeded, migrated, dataDir, ...recorded, buildMs: Math.round(performance.now() - started) };
  } finally {
    await database.close();
  }
}

/** A URL for database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs statements on the server's maintenance connection (the database named in `url`). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const s of statements) await admin.query(s);
  } finally {
    await admin.end();
  }
}

export async function buildPostgresSnapshot(url: string, folder: string): Promise<TestSnapshot> {
  const started = performance.now();
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir, { recursive: true });
  const migrated = `test_tpl_${process.pid}_migrated`;
  const seeded = `test_tpl_${process.pid}`;
  await dropPostgresSnapshot(url, { migrated, seeded });
  try {
    await onServer(url, `CREATE DATABASE ${migrated}`);
    let database = await openDatabase({ databaseUrl: databaseUrl(url, migrated) });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    // A template cannot be cloned while anyone is connected to it: every pool is closed before.
    await onServer(url, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    database = await openDatabase({ databaseUrl: databaseUrl(url, seeded) });
    try {
      const recorded = await seedRecording(database, dataDir);
      return {
        kind: 'postgres',
        seeded,
        migrated,
        dataDir,
        ...recorded,
        buildMs: Math.round(performance.now() - started),
      };
    } finally {
      await database.close();
    }
  } catch (err) {
    // A failed build must not leave its templates behind on a shared server.
    await dropPostgresSnapshot(url, { migrated, seeded });
    throw err;
  }
}

export async function dropPostgresSnapshot(url: string, s: Pick<TestSnapshot, 'seeded' | 'migrated'>): Promise<void> {
  await onServer(
    url,
    `DROP DATABASE IF EXISTS ${s.seeded} WITH (FORCE)`,
    `DROP DATABASE IF EXISTS ${s.migrated} WITH (FORCE)`,
  );
}

/**
 * Which snapshot a test with these overrides can start from: the seeded one, the migrated one
 * (`seedDemo: false`), or none when an override (or its own clock) would have changed what the seed wrote.
 */
export function snapshotFor(
  s: TestSnapshot,
  overrides: Partial<Config>,
  ownClock: boolean,
): { source: string; seeded: boolean } | null {
  if (overrides.seedDemo === false) return { source: s.migrated, seeded: false };
  if (ownClock && s.seedReadClock) return null;
  for (const [key, value] of Object.entries(overrides)) {
    if (key === 'dataDir' || key === 'seedDemo' || !(key in s.seedInputs)) continue;
    if (JSON.stringify(value) !== JSON.stringify(s.seedInputs[key])) return null;
  }
  return { source: s.seeded, seeded: true };
}

const dumps = new Map<string, Blob>();

/** A PGlite dump as a Blob `loadDataDir` accepts (read once per test file). */
export function dumpBlob(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)], { type: file.endsWith('.gz') ? 'application/x-gzip' : 'application/x-tar' });
    dumps.set(file, blob);
  }
  return blob;
}

/** Copies what the seed wrote under its DATA_DIR (files, outbox) into a test's own DATA_DIR. */
export function copySeededFiles(s: TestSnapshot, dataDir: string): void {
  if (existsSync(s.dataDir)) cpSync(s.dataDir, dataDir, { recursive: true });
}
