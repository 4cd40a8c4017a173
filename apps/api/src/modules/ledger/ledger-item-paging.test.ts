/**
 * The ledger's item list pages by cursor like the timesheet list (lib/keyset.ts): the walk visits every
 * item once in the offset order; the first page carries the count and the per-side totals, a cursor
 * page neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t?.close());

interface Page {
  data: { id: string }[];
  total: number | null;
  next_cursor: string | null;
  totals: unknown;
}
const list = async (query: string): Promise<Page> => {
  const res = await t.call(admin, { method: 'GET', url: `/v2/pay_bill_transaction_items?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

describe('the ledger item list, paged by cursor', () => {
  it.each(['-work_date', 'amount', '-minutes', 'created_at'])('visits every item once (sort %s)', async (sort) => {
    const all = await list(`sort=${sort}&per_page=200`);
    expect(all.total).toBe(all.data.length);
    expect(all.data.length).toBeGreaterThan(5);
    const ids: string[] = [];
    let page = await list(`sort=${sort}&per_page=5`);
    expect(page.totals).not.toBeNull();
    ids.push(...page.data.map((r) => r.id));
    while (page.next_cursor) {
      page = await list(`sort=${sort}&per_page=5&cursor=${encodeURIComponent(page.next_cursor)}`);
      expect(page.total).toBeNull();
      expect(page.totals).toBeNull();
      ids.push(...page.data.map((r) => r.id));
    }
    expect(ids).toEqual(all.data.map((r) => r.id));
  });
});
