/** Where the server under test keeps its data (set by playwright.config.ts for every worker). */
import { join } from 'node:path';

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export const outboxDir = () => join(dataDir(), 'outbox');

/** The port playwright.config.ts starts the server on. */
export const PORT = 3100;
