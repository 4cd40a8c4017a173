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

/**
 * The web app's boundaries: a feature never imports another feature (what two features share moves
 * to components/, lib/ or packages/domain), and components/ and lib/ never import a feature.
 * app/ (router, page registry, layouts) may import features.
 */
const WEB = 'apps/web/src';
const webFeatures = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webZones = [
  ...webFeatures.map((name) => ({
    target: `./${WEB}/features/${name}`,
    from: `./${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both use to components/, lib/ or @app/domain.',
  })),
  ...['components', 'lib'].map((dir) => ({
    target: `./${WEB}/${dir}`,
    from: `./${WEB}/features`,
    message: `${dir}/ is shared by every feature: it never imports one (pass what it needs in).`,
  })),
];
/**
 * Files that still import another feature: the rule is off for them only (about 120 before the rule
 * came in, none now). The list may only shrink: never add one; move the shared code out instead.
 */
const WEB_CROSS_FEATURE_DEBT = [];

/**
 * Who may do or see what, by user type, is a named rule: in the feature's `<feature>-access.ts` (next
 * to its components) or in packages/domain/src/capabilities.ts when the API applies the same rule.
 * A component never compares a user type inline.
 */
const userTypeAt = (path) => `[${path}property.name=/^(user_type|userType)$/]`;
/** The node at `path` is a user_type/userType member, optional chaining (`session?.user.user_type`) included. */
const isUserType = (path) => `:matches(${userTypeAt(path)}, ${userTypeAt(`${path}expression.`)})`;
const INLINE_USER_TYPE_MESSAGE =
  "Name the rule: put this user-type check in the feature's <feature>-access.ts (or @app/domain's capabilities when the API applies it too).";
/**
 * Files that still compare a user type inline: being converted. The list may only shrink: move the
 * check to a named rule and delete the file's line; never add one.
 */
const WEB_INLINE_USER_TYPE_DEBT = [];

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
    // packages here; the web app has its own resolver settings below. no-cycle costs a whole-repo lint
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
    // The web app's zones (see webZones above), resolved like the bundler: extensionless specifiers
    // of .ts and .tsx sources.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: WEB_CROSS_FEATURE_DEBT,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }],
    },
  },
  {
    // No import cycles in the web app either (every file: the debt list above exempts zones only).
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB}/features/**/*.{ts,tsx}`, `${WEB}/components/**/*.{ts,tsx}`],
    ignores: ['**/*-access.ts', '**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', ...WEB_INLINE_USER_TYPE_DEBT],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([right.type='Literal']${isUserType('left.')}, [left.type='Literal']${isUserType('right.')})`,
          message: INLINE_USER_TYPE_MESSAGE,
        },
        {
          selector: `CallExpression[callee.property.name='includes']${isUserType('arguments.0.')}`,
          message: INLINE_USER_TYPE_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
