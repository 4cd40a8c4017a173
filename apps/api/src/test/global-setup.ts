/**
 * Vitest global setup of the api project: migrates and seeds one database per run and hands it to the
 * test files as a snapshot (decision 0004). Its teardown removes the dumps, or drops the templates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteSnapshot, buildPostgresSnapshot, dropPostgresSnapshot } from './snapshot.js';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'api-test-snapshot-'));
  const url = process.env.TEST_DATABASE_URL;
  let snapshot;
  try {
    snapshot = url ? await buildPostgresSnapshot(url, folder) : await buildPgliteSnapshot(folder);
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  }
  project.provide('apiTestSnapshot', snapshot);
  return async () => {
    if (url) await dropPostgresSnapshot(url, snapshot);
    rmSync(folder, { recursive: true, force: true });
  };
}
