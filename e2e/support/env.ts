/**
 * Where the server under test runs and keeps its data. The suite runs `E2E_WORKERS` browser workers,
 * each against its own server and DATA_DIR (playwright.config.ts starts one per worker slot), so two
 * journeys never share a database. A worker's slot is Playwright's TEST_PARALLEL_INDEX.
 */
import { join } from 'node:path';

/** The first server's port; worker slot n uses BASE_PORT + n. */
export const BASE_PORT = 3100;

/** This worker's slot (0 in the runner, where no test runs). */
export const workerSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The DATA_DIR of slot `slot`'s server, below the run's directory. */
export const slotDataDir = (runDir: string, slot: number) => join(runDir, `w${slot}`);

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return slotDataDir(dir, workerSlot());
}

export const outboxDir = () => join(dataDir(), 'outbox');

/** The port this worker's server listens on. */
export const PORT = BASE_PORT + workerSlot();
