/** insertRowsAsJson (lib/sql.ts): many rows in one statement, typed by the table, defaults kept. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceLogs } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { insertRowsAsJson } from './sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const row = (operation: string, error: string | null) => ({
  service: 'json-insert-test',
  operation,
  status: 'failure' as const,
  durationMs: 12,
  error,
});

describe('insertRowsAsJson', () => {
  it('writes every row, each value read as its column type, the columns no row names left to their defaults', async () => {
    const db = t.database.db;
    await insertRowsAsJson(db, serviceLogs, [row('first', 'it\'s "quoted"'), row('second', null)]);
    const rows = await db.select().from(serviceLogs).where(eq(serviceLogs.service, 'json-insert-test'));
    expect(rows.map((r) => [r.operation, r.durationMs, r.error]).sort()).toEqual([
      ['first', 12, 'it\'s "quoted"'],
      ['second', 12, null],
    ]);
    for (const r of rows) {
      expect(r.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.createdAt).toBeInstanceOf(Date);
    }
  });

  it('refuses rows that name different columns, and values JSON cannot carry, writing nothing', async () => {
    const db = t.database.db;
    await expect(
      insertRowsAsJson(db, serviceLogs, [row('a', null), { ...row('b', null), createdAt: new Date() }]),
    ).rejects.toThrow(/same columns/);
    await expect(insertRowsAsJson(db, serviceLogs, [{ ...row('c', null), durationMs: Number.NaN }])).rejects.toThrow(
      /non-finite/,
    );
    const rows = await db.select().from(serviceLogs).where(eq(serviceLogs.operation, 'b'));
    expect(rows).toHaveLength(0);
  });
});
