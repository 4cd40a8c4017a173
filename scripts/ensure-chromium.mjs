#!/usr/bin/env node
/**
 * Makes sure a Chromium binary exists for the browser tests (e2e/). Plain Node, no dependencies.
 *
 * - CHROMIUM_PATH set and existing: use it.
 * - /usr/bin/chromium exists: nothing to do.
 * - Running as root with apt-get available: install Debian's `chromium` package.
 * - Otherwise: explain what to do and exit 1.
 *
 * The tests never download a browser of their own (no `npx playwright install`).
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEFAULT_PATH = '/usr/bin/chromium';
const HELP =
  "Chromium is needed for the browser tests: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(join(dir, command)));
}

function run(command, args, env = process.env) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function fail(extra) {
  if (extra) console.error(extra);
  console.error(HELP);
  process.exit(1);
}

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (existsSync(configured)) {
    console.log(`Using Chromium from CHROMIUM_PATH: ${configured}`);
    process.exit(0);
  }
  console.warn(`CHROMIUM_PATH is set to ${configured}, which does not exist; looking for ${DEFAULT_PATH}.`);
}

if (existsSync(DEFAULT_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) fail();

try {
  console.log(`Chromium not found at ${DEFAULT_PATH}; installing Debian's chromium package.`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
} catch (err) {
  fail(`Installing chromium failed: ${err instanceof Error ? err.message : String(err)}`);
}

if (!existsSync(DEFAULT_PATH)) fail(`apt-get finished but ${DEFAULT_PATH} is still missing.`);
console.log(`Chromium installed at ${DEFAULT_PATH}.`);
