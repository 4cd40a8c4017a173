/**
 * Builds the scale data set on a scratch PostgreSQL database (`npm run scale:generate -w @app/bench`, `--fresh`
 * to drop and rebuild it): the app's migrations and demo seed, then the generated rows in one transaction
 * (all or nothing, so a half-built database is never mistaken for a built one), every foreign key checked,
 * and VACUUM ANALYZE so the benchmark starts from settled tables and fresh statistics, not under autovacuum.
 */
import { pathToFileURL } from 'node:url';
import { SCALE_DB, SCALE_URL } from './config.js';
import { databaseExists, migrateAndSeed, populationOf, recreateDatabase, withClient } from './database.js';
import { PEOPLE_STEPS, type Step } from './sql-people.js';
import { TIME_STEPS } from './sql-time.js';
import { verifyForeignKeys } from './verify.js';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function load(steps: Step[]): Promise<void> {
  await withClient(SCALE_URL, async (c) => {
    await c.query(`set timezone = 'UTC'`);
    await c.query(`set maintenance_work_mem = '512MB'`);
    await c.query(`set work_mem = '256MB'`);
    await c.query('set synchronous_commit = off');
    // Stable, derived ids: each step recomputes the ids of an earlier one's rows instead of reading them. An md5
    // shaped as a version-4 UUID (version nibble and variant bits set): the app's id validation refuses others.
    await c.query(`create function pg_temp.uuid_of(seed text) returns uuid language sql immutable
      as $$ select overlay(overlay(md5(seed) placing '4' from 13) placing
        substr('89ab', 1 + ascii(substr(md5(seed), 17, 1)) % 4, 1) from 17)::uuid $$`);
    await c.query(`create function pg_temp.sid(label text, variadic n int[]) returns uuid language sql immutable
      as $$ select pg_temp.uuid_of(label || ':' || array_to_string(n, ':')) $$`);
    await c.query('begin');
    await c.query('set local session_replication_role = replica');
    for (const step of steps) {
      const start = performance.now();
      const res = await c.query(step.sql);
      console.log(`  ${step.label}: ${res.rowCount ?? 0} rows, ${seconds(start)}`);
    }
    await c.query('commit');
    let start = performance.now();
    console.log(`  foreign keys checked: ${await verifyForeignKeys(c)}, ${seconds(start)}`);
    start = performance.now();
    await c.query('vacuum (analyze)');
    console.log(`  vacuum analyze: ${seconds(start)}`);
  });
}

/** Makes sure the scale database is built; returns whether it generated anything. */
export async function generateScale(opts: { fresh: boolean }): Promise<boolean> {
  const start = performance.now();
  if (opts.fresh || !(await databaseExists())) {
    console.log(`creating database ${SCALE_DB}`);
    await recreateDatabase();
  }
  const population = await populationOf();
  if (population === 'full') {
    console.log(`${SCALE_DB} already holds the scale data set (--fresh rebuilds it)`);
    return false;
  }
  if (population === 'partial') throw new Error(`${SCALE_DB} holds a different data set: rerun with --fresh`);
  let t = performance.now();
  await migrateAndSeed();
  console.log(`migrations and demo seed: ${seconds(t)}`);
  t = performance.now();
  await load([...PEOPLE_STEPS, ...TIME_STEPS]);
  console.log(`generated rows: ${seconds(t)}; total ${seconds(start)}`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await generateScale({ fresh: process.argv.includes('--fresh') });
}
