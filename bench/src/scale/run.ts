/**
 * The scale benchmark (`npm run bench:scale -w @app/bench`, or `BENCH_ONLY=scale npm run bench`): the real
 * app and the bare baseline against the generated million-timesheet database, each benchmarked request
 * measured on both, interleaved (app, baseline, next request…) for several rounds so load from other work
 * on the machine falls on both alike. Medians of the rounds are reported as ratios, with the machine's load
 * average beside them, printed and written to bench/results/<timestamp>.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'prettier';
import { median } from '../timing.js';
import { startApp } from './app-server.js';
import { startBaseline } from './baseline.js';
import { SCALE_DB, SCALE_URL } from './config.js';
import { withClient } from './database.js';
import { generateScale } from './generate.js';
import { measure, waitForIdleDatabase, type Measurement } from './measure.js';
import { benchRequests, deepPageCursors, fetchBody, firstDifference, sampleTimesheetId } from './requests.js';

const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
/** Only the requests whose names contain this (e.g. "search"), to look into one change without the whole run. */
const ONLY = process.env.BENCH_SCALE_ONLY ?? '';
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '../../results');

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const summary = (ms: Measurement[]) => ({
  rps: Number(median(ms.map((m) => m.rps)).toFixed(1)),
  p99_ms: median(ms.map((m) => m.p99_ms)),
  failed: ms.reduce((n, m) => n + m.non2xx + m.errors + m.timeouts, 0),
});

export async function benchScale(): Promise<void> {
  await generateScale({ fresh: false });
  const running = await startApp();
  const baseline = await startBaseline(SCALE_URL, running.config.jwtSecret);
  try {
    await withClient(SCALE_URL, async (db) => {
      const deep = await deepPageCursors(running.url, {
        partner: running.partner.authorization,
        admin: running.admin.authorization,
      });
      const requests = benchRequests(await sampleTimesheetId(db), deep).filter((r) => r.name.includes(ONLY));
      const differences: Record<string, string> = {};
      for (const r of requests) {
        const auth = running[r.caller].authorization;
        const app = await fetchBody(running.url + r.path, auth);
        const base = await fetchBody(baseline.url + r.path, auth);
        if (app.status !== 200) throw new Error(`${r.name}: the app answered ${app.status} ${app.body}`);
        const diff =
          base.status !== 200 ? `baseline ${base.status} ${base.body}` : firstDifference(app.body, base.body);
        if (diff) differences[r.name] = diff;
        console.log(`${r.name}: ${diff ? `DIFFERS ${diff}` : 'identical answers'}`);
      }
      const loadBefore = load();
      const runs = new Map(requests.map((r) => [r.name, { app: [] as Measurement[], baseline: [] as Measurement[] }]));
      const opts = { seconds: SECONDS, connections: CONNECTIONS };
      for (let round = 1; round <= ROUNDS; round++) {
        for (const r of requests) {
          const auth = running[r.caller].authorization;
          const got = runs.get(r.name)!;
          got.app.push(await measure(running.url + r.path, auth, opts));
          await waitForIdleDatabase(db, SCALE_DB);
          got.baseline.push(await measure(baseline.url + r.path, auth, opts));
          await waitForIdleDatabase(db, SCALE_DB);
          const [a, b] = [got.app.at(-1)!, got.baseline.at(-1)!];
          console.log(`round ${round} ${r.name}: app ${a.rps.toFixed(1)} req/s, baseline ${b.rps.toFixed(1)} req/s`);
        }
      }
      const results = Object.fromEntries(
        requests.map((r) => {
          const got = runs.get(r.name)!;
          const [a, b] = [summary(got.app), summary(got.baseline)];
          return [
            r.name,
            {
              app_rps: a.rps,
              baseline_rps: b.rps,
              ratio: b.rps > 0 ? Number((a.rps / b.rps).toFixed(4)) : null,
              app_p99_ms: a.p99_ms,
              baseline_p99_ms: b.p99_ms,
              app_failed: a.failed,
              baseline_failed: b.failed,
              identical: !differences[r.name],
            },
          ];
        }),
      );
      const out = {
        at: new Date().toISOString(),
        // The code measured: the commit, and whether the working tree had changes on top of it.
        code: {
          commit: git('rev-parse', 'HEAD'),
          changed_files: git('status', '--porcelain').split('\n').filter(Boolean).length,
        },
        settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, database: SCALE_DB },
        machine: { cores: cpus().length, load_average_before: loadBefore, load_average_after: load() },
        differences,
        requests: results,
      };
      // Formatted as the repository's Prettier check wants it, so a result file can be committed as written.
      const json = await format(JSON.stringify(out), { parser: 'json' });
      mkdirSync(RESULTS, { recursive: true });
      const file = join(RESULTS, `${out.at.replace(/[:.]/g, '-')}.json`);
      writeFileSync(file, json);
      console.log(json);
      console.log(`written to ${file}`);
    });
  } finally {
    await baseline.close();
    await running.app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchScale();
