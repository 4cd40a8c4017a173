import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The API's boundaries: lib and plugins never import modules (modules depend on them), and a module
 * reaches another module through its service, never its repositories (test files may import what
 * they need). apps/api/src/module-shape.test.ts checks the same without a lint run.
 */
const ROOT = dirname(fileURLToPath(import.meta.url));
const API = 'apps/api/src';
const apiModules = readdirSync(`${ROOT}/${API}/modules`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const infrastructureZones = ['lib', 'plugins'].map((dir) => ({
  target: `./${API}/${dir}`,
  from: `./${API}/modules`,
  message: `${dir}/ is infrastructure: it never imports a module (pass what it needs in, as app.ts does for the auth plugin).`,
}));
const repositoryZones = apiModules.map((name) => ({
  target: `./${API}/modules/${name}/**`,
  from: `./${API}/modules/!(${name})/*.repository*.ts`,
  message: "Call that module's service (or move truly shared code to lib/), not its repository.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles and the API's zones, resolved like Node with the `.js` specifiers of TypeScript
    // sources (no-cycle parses each imported file, hence the parser and extensions). The API and the
    // packages only (the web app's zones come with its own layout): no-cycle costs a whole-repo lint
    // about 6 s of CPU (35 → 41 s measured).
    files: [`${API}/**/*.ts`, 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: infrastructureZones }],
    },
  },
  {
    files: [`${API}/modules/**/*.ts`],
    ignores: ['**/*test*'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...infrastructureZones, ...repositoryZones] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
