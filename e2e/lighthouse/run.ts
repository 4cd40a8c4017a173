/**
 * Lighthouse mobile performance of three pages against the real server: /login (signed out), the
 * partner dashboard and the timesheet list (signed in as the demo partner). Prints each score,
 * writes a JSON summary (LIGHTHOUSE_SUMMARY, default e2e/test-results/lighthouse.json) and exits 1
 * when a page scores below LIGHTHOUSE_MIN (0.9).
 *
 * It builds nothing: build the web app first (`npm run build -w @app/web`). Like the browser tests
 * (playwright.config.ts) it starts `apps/api/src/server.ts` in local mode on a free port, with a
 * fresh DATA_DIR (so demo data is seeded) and a copy of apps/web/dist. Chromium is the system one
 * (scripts/ensure-chromium.mjs, CHROMIUM_PATH overrides it).
 *
 * Run: `npm run lighthouse -w @app/e2e`. LIGHTHOUSE_PAGES (comma-separated paths, e.g.
 * `/timesheets,/partner/dashboard`) measures only those pages; LIGHTHOUSE_RUNS=3 measures every page
 * that many times whatever it scores (for a before/after comparison, where the median of a fixed
 * number of runs is wanted rather than one run that passed). LIGHTHOUSE_WEB_DIST measures another
 * build than apps/web/dist (a copy kept from before a change). Every run's report is written beside
 * the median's (`lighthouse-<page>.run<n>.json`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../support/demo-users';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const builtWeb = resolve(process.env.LIGHTHOUSE_WEB_DIST ?? join(repoRoot, 'apps/web/dist'));
const summaryPath = resolve(process.env.LIGHTHOUSE_SUMMARY ?? join(repoRoot, 'e2e/test-results/lighthouse.json'));
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN ?? 0.9);
/**
 * Accessibility (issue 16: at least 0.95). Unlike performance it does not move with the machine's load
 * (it is the page's markup, judged by axe inside Lighthouse), so CI holds it at the target itself.
 */
const MIN_ACCESSIBILITY = Number(process.env.LIGHTHOUSE_A11Y_MIN ?? 0.95);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The cookie and localStorage key the web app keeps `Bearer <jwt>` under (src/lib/auth/token-store.ts). */
const TOKEN_KEY = 'auth._token.local';

interface Page {
  path: string;
  signedIn: boolean;
}

const ALL_PAGES: Page[] = [
  { path: '/login', signedIn: false },
  { path: '/partner/dashboard', signedIn: true },
  { path: '/timesheets', signedIn: true },
];

const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.path)) : ALL_PAGES;
/** Runs taken of every page regardless of its score (0: one, and more only when it is low). */
const FIXED_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 0);

/**
 * One run's score moves by a few points with the machine's load even under simulated throttling. A
 * page below the bar gets two more runs and is judged by the median of its three, as Lighthouse's
 * own guidance on variability recommends, so one unlucky run fails nothing and a real regression
 * still does.
 */
const RUNS_WHEN_LOW = 3;

/** The metrics that make up the performance score, in the report's order. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface PageResult {
  path: string;
  /** The median run's full Lighthouse report, beside the summary (open it in the Lighthouse viewer). */
  report: string;
  score: number;
  runs: number[];
  /**
   * Each run's benchmarkIndex: the host's CPU speed as Lighthouse measured it just before that run. It
   * falls when the machine is busy, and tells a slow page from a slow moment (this 2-core machine: about
   * 3,100 when quiet, above Lighthouse's high-end desktop range, so the default 4× slowdown is not harsh here).
   */
  benchmarkIndexes: number[];
  /** The lowest accessibility score of the page's runs, and the audits that failed in it. */
  accessibility: number;
  accessibilityFailures: string[];
  metrics: Record<string, string>;
  /** Lighthouse's suggestions that would save time on this page, largest first (for the log). */
  opportunities: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(base: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before answering`);
    try {
      const res = await fetch(`${base}/v2/public_globals`);
      if (res.ok) return;
    } catch {
      // Not listening yet (migrating and seeding a fresh database).
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${base}/v2/public_globals within ${timeoutMs / 1000} s`);
}

/** Signs the demo partner in through the API, as the login form does; answers `Bearer <jwt>`. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/v2/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@demo.test', password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { access_token?: string } };
  const jwt = body.data?.access_token;
  if (!res.ok || !jwt) throw new Error(`POST /v2/user for partner@demo.test answered ${res.status}`);
  return `Bearer ${jwt}`;
}

/**
 * Stores the token where the web app looks for it. The app reads localStorage at start and mirrors
 * it to a cookie; both are set here. A JSON URL of the origin is opened so the app itself (and its
 * service worker) does not load and warm anything before the measured run. Lighthouse's storage
 * reset keeps localStorage and cookies (its default clearStorageTypes), but clears the HTTP cache.
 */
async function storeToken(browser: Browser, base: string, token: string) {
  const page = await browser.newPage();
  await page.goto(`${base}/v2/public_globals`);
  await page.evaluate((key, value) => window.localStorage.setItem(key, value), TOKEN_KEY, token);
  await browser.setCookie({
    name: TOKEN_KEY,
    value: encodeURIComponent(token),
    domain: new URL(base).hostname,
    path: '/',
    sameSite: 'Lax',
  });
  await page.close();
}

/**
 * Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, more often on a busy
 * machine): that is no measurement of the page, so it is taken again rather than failing the run.
 */
const ATTEMPTS_PER_RUN = 3;

async function measure(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(port, url);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; measuring again`);
    }
  }
}

async function measureOnce(port: number, url: string): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Mobile form factor and simulated throttling are Lighthouse's defaults; stated for the reader.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

function median(runs: Result[]): { score: number; scores: number[]; lhr: Result } {
  const scores = runs.map((r) => r.categories.performance?.score ?? 0);
  const score = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
  return { score, scores, lhr: runs[scores.indexOf(score)]! };
}

function describe(path: string, runs: Result[]): PageResult {
  // Details come from the median run, the one the score is.
  const { score, scores, lhr } = median(runs);
  const report = join(dirname(summaryPath), `lighthouse${path.replace(/\//g, '-')}.json`);
  writeFileSync(report, JSON.stringify(lhr));
  runs.forEach((run, i) => writeFileSync(report.replace(/\.json$/, `.run${i + 1}.json`), JSON.stringify(run)));
  const metrics: Record<string, string> = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '?';
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map((a) => ({ title: a.title, ms: a.details?.type === 'opportunity' ? (a.details.overallSavingsMs ?? 0) : 0 }))
    .filter((o) => o.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .map((o) => `${o.title} (~${Math.round(o.ms)} ms)`);
  const worst = runs.reduce((w, r) => (accessibilityOf(r) < accessibilityOf(w) ? r : w));
  return {
    path,
    report,
    score,
    runs: scores,
    benchmarkIndexes: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
    accessibility: accessibilityOf(worst),
    accessibilityFailures: (worst.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (worst.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${worst.audits[ref.id]?.title ?? ''}`),
    metrics,
    opportunities,
  };
}

function accessibilityOf(run: Result): number {
  return run.categories.accessibility?.score ?? 0;
}

async function main() {
  if (!existsSync(join(builtWeb, 'index.html'))) {
    throw new Error(`No built web app in ${builtWeb}: run \`npm run build -w @app/web\` first.`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\`.`);

  const dataDir = mkdtempSync(join(tmpdir(), 'staffing-lighthouse-'));
  // A copy of the build, as the browser tests take: a rebuild meanwhile cannot change what is measured.
  cpSync(builtWeb, join(dataDir, 'web'), { recursive: true });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: join(dataDir, 'data'),
        MODE: 'local',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'web'),
      },
    });
    await waitForServer(base, server, 120_000);
    const token = await signIn(base);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

    mkdirSync(dirname(summaryPath), { recursive: true });
    const results: PageResult[] = [];
    let signedIn = false;
    // Signed-out pages first: the token, once stored, stays for the rest of the run.
    for (const page of [...PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn && !signedIn) {
        await storeToken(browser, base, token);
        signedIn = true;
      }
      const runs = [await measure(chrome.port, `${base}${page.path}`)];
      while (runs.length < FIXED_RUNS || (runs.length < RUNS_WHEN_LOW && median(runs).score < MIN_SCORE)) {
        runs.push(await measure(chrome.port, `${base}${page.path}`));
      }
      const final = runs[runs.length - 1]!.finalDisplayedUrl;
      if (new URL(final).pathname !== page.path) {
        throw new Error(`${page.path} ended on ${final}: the page measured is not the one asked for`);
      }
      const result = describe(page.path, runs);
      results.push(result);
      const metrics = Object.entries(result.metrics)
        .map(([id, v]) => `${id.replace(/-/g, ' ')} ${v}`)
        .join(', ');
      const mark = result.score >= MIN_SCORE ? 'ok  ' : 'LOW ';
      console.log(
        `${mark} ${result.score.toFixed(2)}  ${page.path}  (runs ${result.runs.join(', ')}; ${metrics}; benchmarkIndex ${result.benchmarkIndexes.join(', ')})`,
      );
      for (const o of result.opportunities) console.log(`        ${o}`);
      const a11yMark = result.accessibility >= MIN_ACCESSIBILITY ? 'ok  ' : 'LOW ';
      console.log(`${a11yMark} ${result.accessibility.toFixed(2)}  ${page.path}  accessibility`);
      for (const f of result.accessibilityFailures) console.log(`        ${f}`);
    }

    writeFileSync(
      summaryPath,
      `${JSON.stringify({ minScore: MIN_SCORE, minAccessibility: MIN_ACCESSIBILITY, pages: results }, null, 2)}\n`,
    );
    console.log(`Summary: ${summaryPath}`);
    const low = results.filter((r) => r.score < MIN_SCORE);
    if (low.length > 0) {
      console.error(`Lighthouse: ${low.map((r) => r.path).join(', ')} below ${MIN_SCORE}`);
      process.exitCode = 1;
    }
    const inaccessible = results.filter((r) => r.accessibility < MIN_ACCESSIBILITY);
    if (inaccessible.length > 0) {
      console.error(
        `Lighthouse: ${inaccessible.map((r) => r.path).join(', ')} below ${MIN_ACCESSIBILITY} for accessibility`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
