/**
 * API throughput against a bare baseline in one run: a plain Fastify route answering the same JSON
 * size, then the real app's public globals and an authenticated GET /v2/user. Reported as ratios, so
 * the numbers compare across machines. Loopback only, bounded in time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers });
  return result.requests.average;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const config = loadConfig({ MODE: 'local', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { startJobs: false });
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const sample = JSON.stringify((await app.inject({ method: 'GET', url: '/v2/public_globals' })).json());
const bare = Fastify();
bare.get('/baseline', async (_req, reply) => reply.type('application/json').send(sample));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/baseline`;

const login = await app.inject({
  method: 'POST',
  url: '/v2/user',
  payload: { email: 'partner@demo.test', password: 'demo-password' },
});
const token = (login.json() as { data: { access_token: string } }).data.access_token;

const baseline = await measure(bareUrl);
const globals = await measure(`${base}/v2/public_globals?subdomain=acme`);
const me = await measure(`${base}/v2/user`, { authorization: `Bearer ${token}` });

console.log(`baseline (bare fastify, same payload): ${baseline.toFixed(0)} req/s`);
console.log(`GET /v2/public_globals: ${globals.toFixed(0)} req/s, ratio ${(globals / baseline).toFixed(3)}`);
console.log(`GET /v2/user (authenticated): ${me.toFixed(0)} req/s, ratio ${(me / baseline).toFixed(3)}`);
await bare.close();
await app.close();
