/**
 * API throughput against a bare baseline in one run: a plain Fastify route answering the same JSON
 * size, then the real app's public globals, an authenticated GET /v2/user and the ledger's item list
 * (the demo seed's posted weeks, as the platform admin sees them). Reported as ratios, so the numbers
 * compare across machines. Loopback only, bounded in time.
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
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return result.requests.average;
}

export async function benchHttp(): Promise<void> {
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

  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/v2/user', payload: { email, password: 'demo-password' } });
    return { authorization: `Bearer ${(res.json() as { data: { access_token: string } }).data.access_token}` };
  };
  const auth = await login('partner@demo.test');
  // The ledger is the employer's books: the platform admin sees every posted item (the Acme partner, not an
  // employer, gets 404).
  const admin = await login('admin@demo.test');

  const itemsUrl = '/v2/pay_bill_transaction_items';
  const first = await app.inject({ method: 'GET', url: itemsUrl, headers: admin });
  if (first.statusCode !== 200) throw new Error(`GET ${itemsUrl}: ${first.statusCode} ${first.body}`);
  const page = first.json() as { data: { data: unknown[]; total: number } };

  const baseline = await measure(bareUrl);
  const globals = await measure(`${base}/v2/public_globals?subdomain=acme`);
  const me = await measure(`${base}/v2/user`, auth);
  const items = await measure(`${base}${itemsUrl}`, admin);

  console.log('\n== HTTP (autocannon, 10 connections) ==');
  console.log(`baseline (bare fastify, same payload): ${baseline.toFixed(0)} req/s`);
  console.log(`GET /v2/public_globals: ${globals.toFixed(0)} req/s, ratio ${(globals / baseline).toFixed(3)}`);
  console.log(`GET /v2/user (authenticated): ${me.toFixed(0)} req/s, ratio ${(me / baseline).toFixed(3)}`);
  console.log(
    `GET ${itemsUrl} (admin, first page of ${page.data.data.length}/${page.data.total}): ` +
      `${items.toFixed(0)} req/s, ratio ${(items / baseline).toFixed(3)}`,
  );
  await bare.close();
  await app.close();
}
