/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Lazy chunks whose import preloads every chunk they need (see `modulePreload` below). */
const FULL_PRELOAD = /(^|\/)(dashboard-layout|dashboard-page|timesheets-page|timesheets-list)-[\w-]+\.js$/;

/**
 * The entry's stylesheet (Mantine's ~250 KB with the app's own) stops blocking the first paint:
 * index.html's "Loading…" needs no stylesheet, yet the browser painted nothing until it had arrived.
 * The link becomes a preload (fetched as early and as urgently), and main.tsx makes it a stylesheet
 * and waits for it before React's first render, so no page is ever drawn unstyled.
 */
function stylesheetWithoutBlocking(): Plugin {
  return {
    name: 'stylesheet-without-blocking',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/,
          `<link rel="preload" as="style" crossorigin href="$1" ${APP_STYLES_ATTRIBUTE}>`,
        ),
    },
  };
}

/**
 * Puts src/app/early-requests.js inline near the top of the built index.html's <head>, so a signed-in
 * page's first requests start before the app's script has even downloaded (the file says how the app
 * takes their answers). Inline, not a file: a file would be one more round trip before it could start.
 * The server allows it by its hash (apps/api/src/plugins/security.ts).
 */
function earlyRequests(baseDomain: string): Plugin {
  const source = readFileSync(new URL('./src/app/early-requests.js', import.meta.url), 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\n/, '')
    .replace('__BASE_DOMAIN__', baseDomain.replace(/[^A-Za-z0-9.-]/g, ''));
  return {
    name: 'early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // After the charset declaration, which must come within the document's first 1,024 bytes.
      handler: (html) => html.replace(/(<meta charset="[^"]*" \/>)/, `$1\n    <script>${source.trim()}</script>`),
    },
  };
}

/**
 * Mantine's components the signed-in layout and the list pages use, with the helpers they share, in one
 * chunk ("ui") instead of some forty files of a few kilobytes. The browser fetched those six at a time
 * over HTTP/1.1, a round trip per six on a phone, before the dashboard or a list could render; one 72 KB
 * (gzip) file costs a single round trip and is cached for every later page. Other components (dates,
 * steppers, charts) still come with the pages that use them.
 */
const COMMON_UI_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Badge',
  'Checkbox',
  'CloseButton',
  'Collapse',
  'Combobox',
  'Drawer',
  'FocusTrap',
  'Input',
  'InputBase',
  'Menu',
  'Modal',
  'ModalBase',
  'Overlay',
  'Pagination',
  'Popover',
  'Portal',
  'Radio',
  'ScrollArea',
  'SegmentedControl',
  'Select',
  'Skeleton',
  'Table',
  'Tabs',
  'TextInput',
  'Tooltip',
  'Transition',
];
const SEP = String.raw`[\\/]`;
const COMMON_UI_PACKAGES = [
  String.raw`@mantine${SEP}core${SEP}esm${SEP}(core|utils|components${SEP}(${COMMON_UI_COMPONENTS.join('|')}))${SEP}`,
  String.raw`@mantine${SEP}hooks${SEP}`,
  String.raw`@floating-ui${SEP}`,
  // What Mantine's overlays use to lock scrolling and hide the page from screen readers.
  'react-remove-scroll',
  'use-sidecar',
  'use-callback-ref',
  'tslib',
  'get-nonce',
  'react-style-singleton',
  'aria-hidden',
];
const COMMON_UI = new RegExp(String.raw`node_modules${SEP}(${COMMON_UI_PACKAGES.join('|')})`);

/** Marks the entry stylesheet's link in the built index.html (read by src/app/styles.ts). */
const APP_STYLES_ATTRIBUTE = 'data-app-styles';

/**
 * One file serves `vite` (dev server, build) and the root Vitest workspace, which lists this
 * file as the `web` project.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    stylesheetWithoutBlocking(),
    earlyRequests(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_BASE_DOMAIN ?? ''),
  ],
  server: {
    port: 5173,
    proxy: { '/v2': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget script reads the manifest to find what /login preloads.
    manifest: true,
    // WEB_SOURCEMAP=1 for looking into which modules a page's chunks hold (docs/performance.md).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // Every lazy page's import carried the list of every chunk it needs, for preloading: with a
    // hundred pages those lists were the fastest-growing part of the initial JS. Pages now preload
    // only their CSS (no flash of unstyled content); their JS chunks load as the page chunk imports
    // them (decision 0024). Two imports keep their whole list: the entry's own (index.html preloads
    // what the entry imports, in parallel with it) and the signed-in app shell's, which every
    // signed-in first load waits for (its menus otherwise arrived three round trips deep). The most
    // visited pages keep theirs too: the dashboard every user lands on and the timesheet list (its page
    // and its lazy list), whose shared chunks (the datatable, filters, labels) otherwise arrived four
    // round trips after the page chunk (docs/performance.md, "The page itself").
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || FULL_PRELOAD.test(file) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in the entry's one chunk. Left to itself the
          // bundler split it by which lazy chunks share each module: fourteen small chunks the browser
          // found only after parsing the entry, one round trip later, six at a time.
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 20 },
            { name: 'ui', test: COMMON_UI, priority: 10 },
          ],
        },
      },
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
}));
