/**
 * Starts the browser suite's API servers, one per worker slot, all at once (playwright.config.ts runs this
 * as its one webServer). Playwright starts the servers of a `webServer` list one after another, and each
 * migrates and seeds its own database first (1.5–2 min apiece on a loaded 2-core machine, decision 0110);
 * started together they are ready in about the time of one.
 *
 * When every server answers, this process answers 200 on E2E_READY_PORT, the URL Playwright waits for. It
 * stops its servers when it is stopped, and stops when one of them does.
 *
 * Input (environment): E2E_SLOTS (a JSON array of { port, dataDir }), E2E_READY_PORT, and the rest of the
 * servers' environment (MODE, LOG_LEVEL, WEB_DIST…), which each server inherits.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const slots = JSON.parse(process.env.E2E_SLOTS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const { E2E_SLOTS: _slots, E2E_READY_PORT: _ready, ...serverEnv } = process.env;

const children = slots.map(({ port, dataDir }) =>
  spawn('npx', ['tsx', '--max-semi-space-size=64', 'apps/api/src/server.ts'], {
    env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
for (const [i, child] of children.entries()) {
  child.on('exit', (code) => {
    if (!stopping) console.error(`e2e server on port ${slots[i].port} stopped (exit ${code})`);
    stopAll(code ?? 1);
  });
}

/** Whether the server on `port` answers its public globals. */
async function answers(port) {
  try {
    return (await fetch(`http://localhost:${port}/v2/public_globals`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(slots.map((s) => s.port));
while (waiting.size > 0 && !stopping) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopping) createServer((_req, res) => res.end('ready')).listen(readyPort);
