/**
 * `npm test`: the unit and API suites (Vitest, the API on PGlite), then the browser suite (Playwright).
 *
 * With API_TESTS_ON_POSTGRES=postgres://…, the API suite also runs against that PostgreSQL server, beside
 * the browser suite rather than after it. Its output is printed when it ends; the command fails when either
 * fails. CI does not use it: measured on a 2-core machine, the two side by side took as long as one after the
 * other (31 min against 24 + 7), with the browser suite at a higher load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { API_TESTS_ON_POSTGRES: postgres, ...baseEnv } = process.env;

/** Runs an npm script; resolves with its exit code. `logTo` collects its output instead of showing it. */
function npmRun(script, { env = baseEnv, logTo } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { env, stdio: logTo ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (logTo) {
      const out = createWriteStream(logTo);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

// The unit suites first, on their own: the API suite on PGlite keeps both cores busy by itself.
const unit = await npmRun('test:unit');
if (unit !== 0) process.exit(unit);

const pgLog = postgres ? join(mkdtempSync(join(tmpdir(), 'api-on-postgres-')), 'vitest.log') : null;
const started = Date.now();
const onPostgres = pgLog
  ? npmRun('test:api', { env: { ...baseEnv, TEST_DATABASE_URL: postgres }, logTo: pgLog })
  : null;
if (onPostgres) console.log(`::: the API suite on PostgreSQL runs beside the browser suite (output in ${pgLog})`);
const e2e = await npmRun('test:e2e');
const pg = onPostgres ? await onPostgres : 0;
if (pgLog) {
  console.log(`::: the API suite on PostgreSQL (exit ${pg}, ${minutes(started)} from its start):`);
  process.stdout.write(readFileSync(pgLog, 'utf8'));
}
process.exit(e2e !== 0 ? e2e : pg);
