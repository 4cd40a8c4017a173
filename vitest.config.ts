import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test workers: one per core (at least two, at most eight). Vitest's default is one fewer than the cores,
 * which on a 2-core machine is a single worker: the suites then used 0.7–1.4 of the two cores. Measured on
 * 2 cores, quiet (decision 0111): the web, domain and paybill projects 8.0 → 4.1 min, the API project on
 * PGlite 6.5 → 5.1 min. VITEST_MAX_WORKERS overrides it.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, Math.max(2, availableParallelism()));

/** One runner, one project per workspace: `vitest run --project api` runs only the API tests. */
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'paybill', root: './packages/paybill', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
          // Migrates and seeds once per run; each file restores that snapshot (decision 0004).
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-connection WASM: one fork per core keeps memory and start-up sane.
          pool: 'forks',
          // A fork runs its files one after another in one module graph: the app's modules are imported
          // and PGlite's WASM compiled once per fork, not once per file. Every file still builds its own
          // app on its own database (createTestApp), so no state crosses files but module-level caches.
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
