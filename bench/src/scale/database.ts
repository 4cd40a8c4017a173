/**
 * The scratch database: created, dropped, migrated and seeded through the app's own code (buildApp runs the
 * drizzle migrations and, on an empty database, the demo seed that makes the admin and the demo logins).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig, type Config } from '../../../apps/api/src/config.js';
import { SCALE_DB, SCALE_URL, SIZE, serverUrl, timesheetCount } from './config.js';

/** The app's configuration against the scale database: no jobs, silent, secrets in a scratch folder. */
export function scaleConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const env = { MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: SCALE_URL } as const;
  return loadConfig(env, { startJobs: false, ...overrides });
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(): Promise<boolean> {
  return withClient(serverUrl('postgres'), async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [SCALE_DB]);
    return rowCount === 1;
  });
}

export async function recreateDatabase(): Promise<void> {
  await withClient(serverUrl('postgres'), async (c) => {
    await c.query(`drop database if exists ${SCALE_DB} with (force)`);
    await c.query(`create database ${SCALE_DB}`);
  });
}

/** 'full' when the generated partners and timesheets are all there, 'empty' when none are, else 'partial'. */
export async function populationOf(): Promise<'full' | 'empty' | 'partial'> {
  return withClient(SCALE_URL, async (c) => {
    const tables = await c.query(`select 1 from pg_tables where tablename = 'timesheets'`);
    if (tables.rowCount === 0) return 'empty';
    const { rows } = await c.query<{ partners: number; timesheets: number }>(
      `select (select count(*)::int from partners where subdomain like 'scale%') partners,
         (select count(*)::int from timesheets t join partners p on p.id = t.partner_id
          where p.subdomain like 'scale%') timesheets`,
    );
    const n = rows[0]!;
    if (n.partners === 0 && n.timesheets === 0) return 'empty';
    return n.partners === SIZE.partners && n.timesheets === timesheetCount ? 'full' : 'partial';
  });
}

/** Migrates the database and seeds the demo data (the seed writes only into an empty database). */
export async function migrateAndSeed(): Promise<void> {
  const app = await buildApp(scaleConfig({ seedDemo: true }), { logger: false });
  await app.close();
}
