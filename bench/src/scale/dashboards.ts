/**
 * Issue 16's dashboard bar: each user type's `GET /v2/summary/dashboard` answers within 300 ms p99 on the
 * million-timesheet data set. `npm run bench:dashboards -w @app/bench` (after `scale:generate`) signs in as
 * one user of each type — the demo's admin, EOR and sales partner, the first generated partner's owner, a
 * generated client's user and a generated contractor — checks each dashboard answers 200, then measures it
 * with autocannon (BENCH_DASHBOARD_CONNECTIONS, default 10, for BENCH_SCALE_SECONDS, default 10, over
 * BENCH_SCALE_ROUNDS rounds, default 3, the medians reported) and writes bench/results/dashboards-<time>.json
 * with the machine's load beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../timing.js';
import { login, startApp } from './app-server.js';
import { SCALE_DB, SCALE_URL, ownerEmail } from './config.js';
import { withClient } from './database.js';
import { generateScale } from './generate.js';
import { measure, waitForIdleDatabase, type Measurement } from './measure.js';

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
const TARGET_P99_MS = 300;
const PATH = '/v2/summary/dashboard';
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '../../results');

/** One signed-in user per user type; the generated ones are the first of their kind. */
const USERS = [
  ['admin', 'admin@demo.test'],
  ['eor', 'eor@demo.test'],
  ['partner', ownerEmail(1)],
  ['client', 'client1@scale.test'],
  ['contractor', 'contractor1@scale.test'],
  ['sales_partner', 'sales@demo.test'],
] as const;

const load = () => loadavg().map((n) => Number(n.toFixed(2)));

async function main() {
  await generateScale({ fresh: false });
  const running = await startApp();
  try {
    await withClient(SCALE_URL, async (db) => {
      const callers = [];
      for (const [type, email] of USERS) {
        const caller = await login(running.app, type, email);
        const res = await fetch(running.url + PATH, { headers: { authorization: caller.authorization } });
        if (res.status !== 200) throw new Error(`${type} (${email}): ${PATH} answered ${res.status}`);
        await res.text();
        callers.push({ type, email, authorization: caller.authorization });
      }
      const loadBefore = load();
      const runs = new Map(callers.map((c) => [c.type, [] as Measurement[]]));
      for (let round = 1; round <= ROUNDS; round++) {
        for (const c of callers) {
          const m = await measure(running.url + PATH, c.authorization, { seconds: SECONDS, connections: CONNECTIONS });
          runs.get(c.type)!.push(m);
          await waitForIdleDatabase(db, SCALE_DB);
          console.log(`round ${round} ${c.type}: ${m.rps.toFixed(1)} req/s, p99 ${m.p99_ms} ms`);
        }
      }
      const results = Object.fromEntries(
        callers.map((c) => {
          const ms = runs.get(c.type)!;
          const p99 = median(ms.map((m) => m.p99_ms));
          return [
            c.type,
            {
              user: c.email,
              rps: Number(median(ms.map((m) => m.rps)).toFixed(1)),
              p99_ms: p99,
              p99_ms_rounds: ms.map((m) => m.p99_ms),
              failed: ms.reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0),
              meets_300ms: p99 < TARGET_P99_MS,
            },
          ];
        }),
      );
      const report = {
        when: new Date().toISOString(),
        request: `GET ${PATH}`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        rounds: ROUNDS,
        machine: { cores: cpus().length, load_before: loadBefore, load_after: load() },
        results,
      };
      mkdirSync(RESULTS, { recursive: true });
      const file = join(RESULTS, `dashboards-${report.when.replace(/[:.]/g, '-')}.json`);
      writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(JSON.stringify(report, null, 2));
      console.log(`written to ${file}`);
    });
  } finally {
    await running.app.close();
  }
}

await main();
