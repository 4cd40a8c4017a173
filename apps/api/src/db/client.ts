/**
 * The database handle: PGlite (embedded Postgres, WASM) under DATA_DIR when DATABASE_URL is unset,
 * else node-postgres. Both speak to Drizzle through the same PgDatabase type, so repositories never
 * know which one they run on.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  /** Runs raw SQL with positional parameters (pg-boss's adapter and a few admin tasks). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, for `loadDataDir` (the tests' snapshot). */
  dumpDataDir?(compression: 'none' | 'gzip'): Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PostgreSQL connections (10 unless given). */
  poolSize?: number;
  /** PGlite data folder; `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** A migrated PGlite snapshot to start from (tests). */
  loadDataDir?: Blob;
}

/**
 * How many explicitly joined tables the planner reorders together. PostgreSQL's default (8) lets it
 * search every order of a list's eight-table join — a timesheet page with its parties, location and
 * project code — which cost 15–25 ms of planning per request against 1–3 ms of execution at a million
 * timesheets; at 4 planning takes about 2 ms and the plan is the same (the list's base table first,
 * then index lookups), because every list is written base table first. Set on every connection.
 */
export const JOIN_COLLAPSE_LIMIT = 4;

/**
 * No JIT compilation: its threshold is the planner's cost estimate, which a correlated subquery per row
 * inflates past it, and compiling then costs more than the query (the dashboard's onboarding count over
 * 10,000 users: 119 ms of JIT for 120 ms of work). An app of short statements never gains from it.
 */
const CONNECTION_SETTINGS = `-c join_collapse_limit=${JOIN_COLLAPSE_LIMIT} -c jit=off`;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: CONNECTION_SETTINGS,
    });
    // An idle client can be cut off by the server (restart, failover, a dropped test database).
    // Without a listener that error would crash the process; the pool replaces the client instead.
    pool.on('error', (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error('postgres idle client error:', err.message);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values = []) => {
        const res = await pool.query(text, values);
        return { rows: res.rows as Record<string, unknown>[] };
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dirname(resolve(dir)), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  await client.exec(`set join_collapse_limit = ${JOIN_COLLAPSE_LIMIT}; set jit = off`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values = []) => {
      // pg-boss sends several statements in one string when it has no values.
      if (values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const res = await client.query(text, values);
      return { rows: res.rows as Record<string, unknown>[] };
    },
    close: () => client.close(),
    dumpDataDir: (compression) => client.dumpDataDir(compression),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}
