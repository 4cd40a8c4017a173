/** The one ORDER BY and page of every list, checked as the SQL it sends. */
import { asc, desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.js';
import { projectCodes } from '../db/schema/index.js';
import { listPage, orderOf } from './list-page.js';

const sent: { sql: string; params: unknown[] }[] = [];
// A query builder whose "database" records what it is sent and answers fixed rows.
const db = drizzle(async (sql, params) => {
  sent.push({ sql, params });
  return { rows: [['a'], ['b']] };
}) as unknown as DbOrTx;
const SORTS = { code: projectCodes.code, created_at: projectCodes.createdAt };

describe('orderOf and listPage', () => {
  it('orders by the requested column, then a unique tie-break; an unknown column falls back', async () => {
    const page = (column: string, descending: boolean) =>
      listPage(
        db.select({ code: projectCodes.code }).from(projectCodes).$dynamic(),
        Promise.resolve([{ n: 0 }]),
        orderOf(SORTS, { column, desc: descending }, projectCodes.code, asc(projectCodes.id)),
        { limit: 50, offset: 100 },
        (r) => r.code,
      );
    sent.length = 0;
    await page('created_at', true);
    expect(sent[0]!.sql).toContain(
      'order by "project_codes"."created_at" desc, "project_codes"."id" asc limit $1 offset $2',
    );
    expect(sent[0]!.params).toEqual([50, 100]);
    sent.length = 0;
    await page('no_such_column', false);
    expect(sent[0]!.sql).toContain('order by "project_codes"."code" asc, "project_codes"."id" asc');
  });

  it('answers the page’s rows as views with the total', async () => {
    const result = await listPage(
      db.select({ code: projectCodes.code }).from(projectCodes).$dynamic(),
      Promise.resolve([{ n: 7 }]),
      orderOf(SORTS, { column: 'code', desc: false }, projectCodes.code, desc(projectCodes.id)),
      { limit: 2, offset: 0 },
      (r) => r.code.toUpperCase(),
    );
    expect(result).toEqual({ rows: ['A', 'B'], total: 7 });
  });
});
