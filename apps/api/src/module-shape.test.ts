/**
 * One module shape, checked by reading the sources (no app is built): routes parse and authorize and
 * never query (no schema, database client or drizzle import: the SQL is in the module's repository);
 * a module reaches another module through its service, never its repositories; lib and plugins
 * never import modules (modules depend on them); and every routes file is registered in
 * modules/index.ts. ESLint's import-x zones (eslint.config.js) say the same in the editor and add
 * no-cycle; this test also covers what the zones cannot (the routes' imports, the registration).
 * Who may do what is named, not compared inline: a user-type comparison lives in a policy or scope
 * file, the principal or the row scopes. And the SQL of a module is all in its repositories: no other
 * module file calls the query builder or imports the schema tables and drizzle's operators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every .ts file under `dir`, as a path relative to src with forward slashes. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
    .sort();
}

const isTestFile = (file: string) => /test/.test(file.slice(file.lastIndexOf('/') + 1));

/** What a file imports or re-exports: static, side-effect and dynamic imports, type-only ones included. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found;
}

/** A relative specifier as a path relative to src (`.js` read as the `.ts` it compiles from); packages as they are. */
function targetOf(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const path = relative(SRC, resolve(SRC, dirname(file), specifier))
    .split('\\')
    .join('/');
  return path.replace(/\.js$/, '.ts');
}

const importsOf = (file: string) => specifiersOf(file).map((s) => ({ specifier: s, target: targetOf(file, s) }));

/** `modules/<name>/…` → name; anything else → null. */
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

const moduleFiles = sourceFiles('modules');
const routesFiles = moduleFiles.filter((f) => f.endsWith('.routes.ts'));

/** The database, as a routes file must not see it. */
const queriesDatabase = (target: string) =>
  target === 'drizzle-orm' ||
  target.startsWith('drizzle-orm/') ||
  target === 'db/client.ts' ||
  target === 'db/schema' ||
  target.startsWith('db/schema/');

function routesThatQuery(files: readonly string[] = routesFiles): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((i) => queriesDatabase(i.target))
      .map((i) => `${file} imports ${i.specifier}`),
  );
}

function reachesIntoRepositories(files: readonly string[] = moduleFiles): string[] {
  return files
    .filter((file) => !isTestFile(file))
    .flatMap((file) =>
      importsOf(file)
        .filter((i) => {
          const owner = moduleOf(i.target);
          return owner !== null && owner !== moduleOf(file) && /\.repository[^/]*\.ts$/.test(i.target);
        })
        .map((i) => `${file} imports ${i.specifier} (call that module's service)`),
    );
}

function infrastructureImportingModules(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((i) => i.target.startsWith('modules/'))
      .map((i) => `${file} imports ${i.specifier}`),
  );
}

/**
 * Where a user type may be compared: the named rules (a module's `*.policy.ts`, its `*-scope.ts` or
 * `*.scope.ts`, the shared ones in lib/principal.ts and lib/row-scopes.ts), and tests. The access
 * plugin too: it enforces each route's declared `access.userTypes`, the route table's own rule.
 */
const mayCompareUserType = (file: string) =>
  isTestFile(file) ||
  /\.policy\.ts$/.test(file) ||
  /[-.]scope\.ts$/.test(file) ||
  file === 'lib/principal.ts' ||
  file === 'lib/row-scopes.ts' ||
  file === 'plugins/access.ts';

/**
 * Files still comparing a user type inline, allowed until converted to named policies: none are left.
 * Never add one: name the rule in the module's policy or scope file instead.
 */
const INLINE_USER_TYPE_ALLOWED: readonly string[] = [];

/**
 * An inline comparison: `p.userType === 'client'`, `'admin' !== p.userType`, `[…].includes(p.userType)`,
 * `switch (p.userType)`, `isAdminLike(p.userType)` (that one is `isStaff(p)`).
 */
const USER_TYPE_COMPARISONS = [
  /\buserType\s*[!=]==?/,
  /[!=]==?\s*[\w.?!]*\buserType\b/,
  /\.(?:includes|has|indexOf)\(\s*[\w.?!]*\buserType\s*\)/,
  /\bswitch\s*\(\s*[\w.?!]*\buserType\s*\)/,
  /\bisAdminLike\(\s*[\w.?!]*\buserType\s*\)/,
];

/** Each line of `file` (comments aside) that compares a user type, as `file:line: text`. */
function userTypeComparisonsIn(file: string): string[] {
  return readFileSync(join(SRC, file), 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      !/^\s*(?:\/\/|\/?\*)/.test(line) && USER_TYPE_COMPARISONS.some((re) => re.test(line))
        ? [`${file}:${i + 1}: ${line.trim()}`]
        : [],
    );
}

const appFiles = ['modules', 'lib', 'plugins', 'jobs', 'db'].flatMap(sourceFiles).concat(
  readdirSync(SRC)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .sort(),
);

/**
 * Where a module may write SQL: its repositories, and its scope files, which are WHERE fragments the
 * repositories use (`*-scope.ts`/`*.scope.ts`, like lib/row-scopes.ts). Tests set up rows as they like.
 */
const mayQuery = (file: string) =>
  isTestFile(file) || /\.repository[^/]*\.ts$/.test(file) || /[-.]scope\.ts$/.test(file);

/**
 * Module files still holding SQL outside a repository, allowed until it is moved there: none are left.
 * Never add one: put the query in the module's repository (`db | tx` first) and call it from the service.
 */
const QUERY_OUTSIDE_REPOSITORY_ALLOWED: readonly string[] = [];

/**
 * A query outside a repository: a query builder call on a handle (`db.select(`, `tx\n  .insert(`,
 * `deps.db.update(`, `db.execute(`…; `db.transaction(` is the service's and allowed), or a value import
 * of the schema tables or of drizzle (its operators and `sql` build queries; `import type` is fine:
 * a row type is not a query).
 */
const QUERY_CALL =
  /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query)\b/g;
const QUERY_IMPORT = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm;

/** Each query of `file` outside a repository, as `file:line: text`. */
function queriesIn(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const line = (n: number) => text.split('\n')[n - 1]!.trim();
  const found = new Set<number>();
  for (const m of text.matchAll(QUERY_CALL)) found.add(lineOf(m.index));
  for (const m of text.matchAll(QUERY_IMPORT)) {
    // `import { type A, type B } from …` imports types only, like `import type`.
    const names = /\{([^}]*)\}/
      .exec(m[0])?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean) ?? ['*'];
    const valueImport = names.some((n) => !n.startsWith('type '));
    if (valueImport && queriesDatabase(targetOf(file, m[1]!)) && targetOf(file, m[1]!) !== 'db/client.ts')
      found.add(lineOf(m.index));
  }
  return [...found].sort((a, b) => a - b).map((n) => `${file}:${n}: ${line(n)}`);
}

const queryingFiles = moduleFiles.filter((f) => !mayQuery(f));

describe('module shape', () => {
  it('routes files never query the database: their SQL is in the repository', () => {
    const querying = routesThatQuery(routesFiles);
    expect(querying, 'move the query into <module>.repository.ts (called from the service)').toEqual([]);
  });

  it("no module imports another module's repository", () => {
    expect(reachesIntoRepositories()).toEqual([]);
  });

  it('lib and plugins never import modules', () => {
    expect(infrastructureImportingModules([...sourceFiles('lib'), ...sourceFiles('plugins')])).toEqual([]);
  });

  it('every routes file is registered in modules/index.ts', () => {
    const index = 'modules/index.ts';
    const text = readFileSync(join(SRC, index), 'utf8');
    const list = /moduleRoutes[^=]*=\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
    const listed = new Set(list.match(/\w+/g) ?? []);
    const registered = new Set<string>();
    for (const m of text.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)) {
      const names = m[1]!.split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      );
      if (names.some((n) => listed.has(n))) registered.add(targetOf(index, m[2]!));
    }
    const missing = routesFiles.filter((f) => !registered.has(f));
    expect(missing, 'import the routes plugin in modules/index.ts and add it to moduleRoutes').toEqual([]);
  });

  it('compares user types only in policies, scopes, the principal and the row scopes', () => {
    const inline = appFiles
      .filter((f) => !mayCompareUserType(f) && !INLINE_USER_TYPE_ALLOWED.includes(f))
      .flatMap(userTypeComparisonsIn);
    expect(
      inline,
      "name the rule in the module's <module>.policy.ts (shared ones in lib/principal.ts), or scope the rows with rowScope",
    ).toEqual([]);
  });

  it('lists only files that still compare user types inline as being converted', () => {
    const converted = INLINE_USER_TYPE_ALLOWED.filter((f) => userTypeComparisonsIn(f).length === 0);
    expect(converted, 'take these off INLINE_USER_TYPE_ALLOWED: they no longer compare user types inline').toEqual([]);
  });

  it('module files other than repositories (and scopes) never query: the SQL is in the repository', () => {
    const outside = queryingFiles.filter((f) => !QUERY_OUTSIDE_REPOSITORY_ALLOWED.includes(f)).flatMap(queriesIn);
    expect(outside, "move the query into the module's <module>.repository.ts (handle first) and call it").toEqual([]);
  });

  it('lists only files that still query outside a repository as being moved', () => {
    const moved = QUERY_OUTSIDE_REPOSITORY_ALLOWED.filter((f) => queriesIn(f).length === 0);
    expect(moved, 'take these off QUERY_OUTSIDE_REPOSITORY_ALLOWED: their SQL is in a repository now').toEqual([]);
  });
});
