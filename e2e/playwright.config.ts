/**
 * Browser tests against the real server: the API (embedded PGlite, demo seed) serving the built
 * web app from apps/web/dist. Build the web app first (`npm run build -w @app/web`).
 *
 * Chromium is the system one (scripts/ensure-chromium.mjs); never `npx playwright install`.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_PORT, PORT, slotDataDir } from './support/env';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..');

const baseURL = `http://localhost:${PORT}`;

/** Where the server launcher says every server is up (support/start-servers.mjs). */
const READY_PORT = BASE_PORT + 99;

/**
 * Browser workers, each with its own server and database: the journeys are mostly waiting (for the
 * page, the server, a debounce), so two of them share two cores well.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/*
 * A fresh DATA_DIR per run. The config is evaluated in the runner and again in each worker:
 * the runner creates the directory and exports it, the workers inherit E2E_DATA_DIR and reuse it
 * (tests read the mail outbox there).
 */
const builtWeb = join(repoRoot, 'apps/web/dist');
if (!process.env.E2E_DATA_DIR) {
  if (!existsSync(join(builtWeb, 'index.html'))) {
    throw new Error(`No built web app in ${builtWeb}: run \`npm run build -w @app/web\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'staffing-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The server serves a copy of the build taken now, so a rebuild while the tests run
  // (another terminal, a watcher) cannot pull the assets out from under the page.
  cpSync(builtWeb, join(dataDir, 'web'), { recursive: true });
  process.on('exit', () => {
    if (process.env.E2E_KEEP_DATA_DIR) return;
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch {
      // Best effort: a temp dir left behind is harmless.
    }
  });
}
const dataDir: string = process.env.E2E_DATA_DIR!;

export default defineConfig({
  testDir: './tests',
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  reporter: 'list',
  // Two workers, each with its own server and Chromium, share two cores: a page that answers in 2 s
  // alone can take 10 s while both are busy, and a CI machine ran the whole suite 2.5× slower than
  // the one it was written on (a one-minute test took 1.1 min), so a test gets two minutes. A lazy page's first load fetches
  // its shared chunks one import level at a time (decision 0024): /company_taxes took 9 s to render its
  // heading in a CI run, so an expectation waits 15 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every test its screencast and DOM snapshots, kept only when it fails: a quarter
    // of the suite's time on 2 cores (decision 0111), and a CI run's files are never read. E2E_TRACE=on (or
    // retain-on-failure) records them when a failure needs one; the screenshot and error context stay.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // White-label hosts (acme.localhost) reach the same local server.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
  // One server per worker slot, each on its own port and DATA_DIR (support/env.ts), started together by one
  // launcher: a webServer list would start them one after another (decision 0110). Playwright waits for the
  // launcher's ready port, which answers once every server does.
  webServer: {
    command: 'node e2e/support/start-servers.mjs',
    cwd: repoRoot,
    url: `http://localhost:${READY_PORT}/`,
    // Each server migrates and seeds its own database before it answers: on a 2-core machine at load ~14
    // (other work beside the suite) that took two minutes, and a run with a two-minute limit failed before
    // its first test.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      E2E_SLOTS: JSON.stringify(
        Array.from({ length: WORKERS }, (_, slot) => ({ port: BASE_PORT + slot, dataDir: slotDataDir(dataDir, slot) })),
      ),
      E2E_READY_PORT: String(READY_PORT),
      MODE: 'local',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'web'),
    },
  },
});
