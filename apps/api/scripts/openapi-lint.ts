/**
 * CI's independent OpenAPI lint (issue 17, decision 0096): writes the document the API serves and lints it with
 * Redocly's recommended rules (redocly.yaml). Any problem fails the run — warnings too, which Redocly alone
 * would let pass.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const cli = require.resolve('@redocly/cli/bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
const file = join(dir, 'openapi.json');
try {
  execFileSync(process.execPath, ['--import', 'tsx', resolve(here, 'openapi.ts'), file], { stdio: 'inherit' });
  const out = execFileSync(
    process.execPath,
    [cli, 'lint', file, '--config', resolve(here, '..', 'redocly.yaml'), '--format=json', '--max-problems=10000'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  report(out);
} catch (err) {
  // Redocly exits non-zero on errors; its JSON report is on stdout all the same.
  const out = (err as { stdout?: string }).stdout;
  if (!out) throw err;
  report(out);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function report(out: string): void {
  const { problems } = JSON.parse(out) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  for (const p of problems.slice(0, 50))
    console.error(`${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
  if (problems.length > 0) {
    console.error(`OpenAPI lint: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('OpenAPI lint: the document is clean (Redocly recommended rules)');
}
