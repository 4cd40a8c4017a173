/**
 * Writes the API's OpenAPI document (what /v2/docs/json serves) to a file, for the independent linter CI runs
 * (`npm run openapi:lint -w @app/api`). The app is built on a throwaway embedded database with no demo data and
 * no jobs: the document comes from the routes' declared schemas alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const out = resolve(process.argv[2] ?? 'openapi.json');
const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
try {
  const config = loadConfig(
    { ...process.env, DATABASE_URL: undefined, MODE: 'local' },
    { dataDir, seedDemo: false, startJobs: false },
  );
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/v2/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /v2/docs/json answered ${res.statusCode}`);
  writeFileSync(out, JSON.stringify(res.json(), null, 2));
  await app.close();
  console.log(`OpenAPI written to ${out}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
