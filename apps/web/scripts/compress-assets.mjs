/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at the
 * highest levels: the API's static plugin serves them as they are (`preCompressed`), so no request pays
 * for compression and the browser downloads about a fifth of the raw bytes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this, the saving does not pay for the extra file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || path.includes(`${join(dist, '.vite')}`)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
  count++;
}
console.log(
  `compress-assets: ${count} files, ${(raw / 1024).toFixed(0)} KB raw → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
