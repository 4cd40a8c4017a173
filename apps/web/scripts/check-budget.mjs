/**
 * Size budget for the first paint of /login: the entry chunk plus every chunk it imports
 * statically (what the browser preloads before anything renders), gzipped. Lazy pages, the
 * palette, the two-factor modal, dates and tables must stay out of this set.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 16: initial JavaScript under 160 KB gzip.
const BUDGET_KB = 160;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('check-budget: no entry chunk in the manifest');
  process.exit(1);
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const kb = total / 1024;
console.log(`Initial JS (gzip): ${kb.toFixed(1)} KB of ${BUDGET_KB} KB budget`);
if (kb > BUDGET_KB) {
  console.error(`check-budget: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
