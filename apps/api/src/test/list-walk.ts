/**
 * Walking a list by cursor (lib/list-page.ts `keysetList`), for the tests that check every list pages
 * the same way: `get` one page as a caller, `walk` a list a few rows at a time to its last page, and
 * `checkWalk` that the walk visits exactly the rows of one big page, in its order.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export interface ListPageAnswer {
  data: Record<string, unknown>[];
  total: number | null;
  total_capped?: boolean;
  next_cursor?: string | null;
}

/** A row's identity: its id, or for a PTO balance the contractor × rule it belongs to. */
export const rowKeyOf = (r: Record<string, unknown>) =>
  typeof r.id === 'string' ? r.id : `${(r.contractor as { id: string }).id}/${(r.pto_rule as { id: string }).id}`;

export const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** `app` and `token` are read when called: tests start their app in `beforeAll`. */
export function listWalker(app: () => TestApp, token: () => string) {
  async function get(url: string): Promise<ListPageAnswer> {
    const res = await app().call(token(), { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data as ListPageAnswer;
  }

  async function walk(path: string, sort: string, perPage: number): Promise<string[]> {
    const keys: string[] = [];
    let cursor: string | null | undefined;
    for (let guard = 0; guard < 300; guard++) {
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await get(withQuery(path, `sort=${sort}&per_page=${perPage}${after}`));
      // A page reached by cursor counts nothing.
      if (cursor) expect(page.total).toBeNull();
      keys.push(...page.data.map(rowKeyOf));
      cursor = page.next_cursor;
      if (!cursor) return keys;
    }
    throw new Error('the cursor never reached the last page');
  }

  /** One big page, then the same list walked a row or a few at a time: the same rows, in the same order. */
  async function checkWalk(path: string, sort: string) {
    const whole = await get(withQuery(path, `sort=${sort}&per_page=200`));
    expect(whole.data.length, 'the demo data leaves this list nearly empty').toBeGreaterThan(1);
    expect(whole.next_cursor).toBeNull();
    expect(whole.total).toBe(whole.data.length);
    expect(await walk(path, sort, whole.data.length > 6 ? 3 : 1)).toEqual(whole.data.map(rowKeyOf));
  }

  return { get, walk, checkWalk };
}
