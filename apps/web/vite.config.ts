/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Mantine's styles.css holds every component's CSS (250 KB, render-blocking on every page). Instead,
 * each Mantine component module imports its own stylesheet (@mantine/core/styles/<Name>.css, the
 * file Mantine ships for per-component imports), so the CSS lands in whichever chunk holds the
 * component: /login loads the few it renders, a list page adds the table's when its chunk loads.
 * Rollup keeps a side-effect import only when the importing module is used, so the barrel import of
 * '@mantine/core' pulls in nothing unused. The import goes after the module's other imports: a
 * component's CSS then follows the CSS of the components it is built on (Button after
 * UnstyledButton), the order styles.css has, which equal-specificity rules rely on.
 *
 * src/main.tsx still imports styles.css: in a build it loads as Mantine's global sheets only
 * (baseline, CSS variables, global); the dev server, which pre-bundles Mantine unchanged, keeps
 * the whole file.
 */
function mantineCssPerComponent(): Plugin {
  const moduleImport = /from\s+["'](?:\.{1,2}\/)+(?:[\w-]+\/)*([\w-]+)\.module\.mjs["']/g;
  return {
    name: 'mantine-css-per-component',
    apply: 'build',
    load(id) {
      if (!/[\\/]@mantine[\\/]core[\\/]styles\.css$/.test(id)) return null;
      return ['baseline', 'default-css-variables', 'global']
        .map((sheet) => readFileSync(id.replace(/styles\.css$/, `styles/${sheet}.css`), 'utf8'))
        .join('\n');
    },
    transform(code, id) {
      if (!/[\\/]@mantine[\\/]core[\\/]esm[\\/].*\.mjs$/.test(id) || id.endsWith('.module.mjs')) return null;
      const names = [...code.matchAll(moduleImport)].map((m) => m[1]!);
      if (names.length === 0) return null;
      const imports = names.map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}

/**
 * One file serves `vite` (dev server, build) and the root Vitest workspace, which lists this
 * file as the `web` project.
 */
export default defineConfig({
  plugins: [react(), mantineCssPerComponent()],
  server: {
    port: 5173,
    proxy: { '/v2': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget script reads the manifest to find what /login preloads.
    manifest: true,
    sourcemap: false,
    // Every lazy page's import carried the list of every chunk it needs, for preloading: with a
    // hundred pages those lists were the fastest-growing part of the initial JS. Pages now preload
    // only their CSS (no flash of unstyled content); their JS chunks load as the page chunk imports
    // them (decision 0024).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
    },
    rollupOptions: {
      treeshake: {
        // @app/domain is pure (no module has side effects) and the web app takes mostly types from
        // its zod schemas; without this hint every schema (and zod itself, ~28 KB gzip) would ship
        // because module-level calls look effectful.
        moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]zod[\\/]/.test(id),
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page test types, clicks and waits for several renders: 5 s (the default) ran out on a busy
    // 2-core machine while the API project ran beside it.
    testTimeout: 20_000,
    // React, Mantine and jsdom load once per worker instead of once per file; src/test/setup.ts
    // gives every file fresh app modules and a clean page (about three times faster here).
    isolate: false,
  },
});
