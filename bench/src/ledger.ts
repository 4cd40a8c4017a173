/**
 * The ledger recompute (`recomputeTimeLedger`) against an in-memory PGlite holding the demo seed, each against
 * bare baselines on the same database in the same run: a `select 1` round trip, and a transaction holding
 * one (the recompute always runs inside the caller's transaction). Entries are placed untimed; only the
 * recompute's transaction is timed. Medians of the per-call times are reported.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { recomputeTimeLedger } from '../../apps/api/src/modules/ledger/ledger.service.js';
import {
  createHourlyPlacement,
  insertTimesheets,
  type ShiftSpec,
} from '../../apps/api/src/modules/ledger/ledger.test-support.js';
import { createTestApp } from '../../apps/api/src/test/test-app.js';
import { fmt, median, ratioLine, timeEach } from './timing.js';

const ITERATIONS = Number(process.env.BENCH_LEDGER_ITERATIONS ?? 25);
const BASELINE_ITERATIONS = 200;

/** The Monday `weeks` weeks after 2027-01-04 (clear of the demo seed's weeks). */
const mondayAfter = (weeks: number) => new Date(Date.UTC(2027, 0, 4 + weeks * 7)).toISOString().slice(0, 10);
const dayOf = (monday: string, n: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Mon–Thu 10 h and an overnight Friday: 46 h, regular 40 + overtime 6. */
const texasWeek = (monday: string): ShiftSpec[] => [
  ...[0, 1, 2, 3].map((d) => ({ date: dayOf(monday, d), start: '08:00', end: '18:00' })),
  { date: dayOf(monday, 4), start: '22:00', end: '04:00' },
];

/** Seven days of a morning shift on one assignment and an afternoon shift on another (California daily OT/DT). */
const californiaWeek = (monday: string): [ShiftSpec[], ShiftSpec[]] => {
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => dayOf(monday, d));
  return [
    days.map((date) => ({ date, start: '06:00', end: '12:30', breakMinutes: 30 })),
    days.map((date) => ({ date, start: '13:00', end: '19:30' })),
  ];
};

/**
 * Counts the SQL statements PGlite runs, by wrapping the instance's per-query blob hook (an internal of PGlite,
 * so a diagnostic only: null when a PGlite version lacks it).
 */
function statementCounter(db: Db): () => number | null {
  const client = (db as unknown as { $client?: { _handleBlob?: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client?._handleBlob;
  if (!client || typeof original !== 'function') return () => null;
  let n = 0;
  client._handleBlob = function (this: unknown, ...args: unknown[]) {
    n += 1;
    return original.apply(this, args);
  };
  return () => n;
}

/** Statements one call of `fn` runs (null when they cannot be counted). */
async function statementsOf(count: () => number | null, fn: () => Promise<unknown>): Promise<number | null> {
  const before = count();
  await fn();
  const after = count();
  return before === null || after === null ? null : after - before;
}

export async function benchLedger(): Promise<void> {
  const t = await createTestApp();
  try {
    const db: Db = t.database.db;
    const idOf = async (q: string) => String((await t.database.executeSql(q)).rows[0]!.id);
    const acme = await idOf(`select id from partners where name = 'Acme Staffing'`);
    const globex = await idOf(`select id from clients where name = 'Globex Corporation'`);
    const umbrella = await idOf(`select id from clients where name = 'Umbrella Health'`);
    const austin = await idOf(`select id from work_locations where name = 'Globex Austin HQ'`);
    const la = await idOf(`select id from work_locations where name = 'Umbrella LA Clinic'`);

    const texas = await createHourlyPlacement(db, { partnerId: acme, clientId: globex, workLocationId: austin });
    const caA = await createHourlyPlacement(db, { partnerId: acme, clientId: umbrella, workLocationId: la });
    const caB = await createHourlyPlacement(db, {
      partnerId: acme,
      clientId: umbrella,
      workLocationId: la,
      contractorId: caA.contractorId,
      pay: '31',
      bill: '49',
    });

    const count = statementCounter(db);
    const recompute = (ids: string[], reason: string) =>
      db.transaction((tx) => recomputeTimeLedger(tx, ids, { actorUserId: null, reason }));

    // Warm up the database and the code paths (query plans, JIT) before anything is timed.
    for (let i = 0; i < 20; i++) await db.execute(sql`select 1`);
    const warm = await insertTimesheets(db, texas.assignmentId, texasWeek(mondayAfter(200)));
    await recompute(warm, 'bench: warm-up');

    const select1 = median(await timeEach(BASELINE_ITERATIONS, () => db.execute(sql`select 1`)));
    const txSelect1 = median(
      await timeEach(BASELINE_ITERATIONS, () => db.transaction((tx) => tx.execute(sql`select 1`))),
    );

    // First post: a fresh approved week each time (inserted untimed), posted as one new transaction.
    const texasIds: string[][] = [];
    const firstTexas = median(
      await timeEach(
        ITERATIONS,
        async (i) => {
          const posted = await recompute(texasIds[i]!, 'bench: first post');
          if (posted.length !== 1) throw new Error(`expected one transaction, got ${posted.length}`);
        },
        async (i) => {
          texasIds[i] = await insertTimesheets(db, texas.assignmentId, texasWeek(mondayAfter(i)));
        },
      ),
    );

    const caIds: string[][] = [];
    const firstCalifornia = median(
      await timeEach(
        ITERATIONS,
        async (i) => {
          const posted = await recompute(caIds[i]!, 'bench: first post');
          if (posted.length !== 1) throw new Error(`expected one transaction, got ${posted.length}`);
        },
        async (i) => {
          const [a, b] = californiaWeek(mondayAfter(i));
          caIds[i] = [
            ...(await insertTimesheets(db, caA.assignmentId, a)),
            ...(await insertTimesheets(db, caB.assignmentId, b)),
          ];
        },
      ),
    );

    // Idempotent re-run of an already posted week: loads and classifies the week, posts nothing.
    const rerun = median(
      await timeEach(ITERATIONS * 2, async (i) => {
        const posted = await recompute(texasIds[i % ITERATIONS]!, 'bench: re-run');
        if (posted.length !== 0) throw new Error(`a re-run posted ${posted.length} transactions`);
      }),
    );

    // Statement counts per call (untimed): a fresh week posted, then the same week re-run.
    const probe = await insertTimesheets(db, texas.assignmentId, texasWeek(mondayAfter(300)));
    const firstStatements = await statementsOf(count, () => recompute(probe, 'bench: count'));
    const rerunStatements = await statementsOf(count, () => recompute(probe, 'bench: count'));
    const selectStatements = await statementsOf(count, () => db.execute(sql`select 1`));
    const txStatements = await statementsOf(count, () => db.transaction((tx) => tx.execute(sql`select 1`)));

    const ops = (ms: number) => 1000 / ms;
    console.log('\n== ledger: recomputeTimeLedger on in-memory PGlite (median ms per call) ==');
    console.log(`baseline select 1 round trip: ${fmt(select1)} ms (${fmt(ops(select1))} ops/s)`);
    console.log(`baseline transaction { select 1 }: ${fmt(txSelect1)} ms (${fmt(ops(txSelect1))} ops/s)`);
    const report = (label: string, ms: number) => {
      console.log(`${label}: ${fmt(ms)} ms`);
      console.log(`  ${ratioLine('vs select 1', ops(ms), ops(select1))}`);
      console.log(`  ${ratioLine('vs transaction { select 1 }', ops(ms), ops(txSelect1))}`);
    };
    if (firstStatements !== null)
      console.log(
        `SQL statements per call: select 1 → ${selectStatements}, transaction { select 1 } → ${txStatements}, first post (Texas) → ${firstStatements}, ` +
          `re-run → ${rerunStatements} (BEGIN/COMMIT included)`,
      );
    report('first post, 5-shift Texas week (1 transaction)', firstTexas);
    report('first post, 14-shift California week on two assignments (1 transaction)', firstCalifornia);
    report('idempotent re-run of a posted Texas week (posts nothing)', rerun);
  } finally {
    await t.close();
  }
}
