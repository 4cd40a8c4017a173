/**
 * Every connection plans with the settings of db/client.ts — the join reordering bound (a list's
 * eight-table join would otherwise cost several times its execution to plan) and no JIT — on PGlite and
 * on PostgreSQL alike.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { JOIN_COLLAPSE_LIMIT } from './client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('bounds how many joined tables the planner reorders together, on every connection', async () => {
  const answers = await Promise.all(Array.from({ length: 4 }, () => t.database.executeSql('show join_collapse_limit')));
  for (const { rows } of answers) expect(rows[0]).toEqual({ join_collapse_limit: String(JOIN_COLLAPSE_LIMIT) });
});

it('never compiles a statement just in time, on every connection', async () => {
  const answers = await Promise.all(Array.from({ length: 4 }, () => t.database.executeSql('show jit')));
  for (const { rows } of answers) expect(rows[0]).toEqual({ jit: 'off' });
});
