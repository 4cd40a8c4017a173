/** Starts the API and serves the built web app. `npm start` runs this after building the web app. */
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/demo.js';

const here = dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env);
const app = await buildApp({ ...config, webDist: config.webDist ?? resolve(here, '../../web/dist') });
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}/pglite`;
const lines = [
  `Staffing platform running in ${config.mode} mode on http://localhost:${config.port}`,
  `Data: ${where}; mail outbox: ${config.dataDir}/outbox`,
];
if (config.seedDemo) {
  lines.push(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const d of DEMO_LOGINS) lines.push(`  ${d.email.padEnd(24)} ${d.description}`);
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
