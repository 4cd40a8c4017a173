/**
 * The bare baseline server: node:http and a pg pool of the app's size, answering only the benchmarked
 * requests with the least honest work — the session check, one prepared statement, JSON.stringify. What the
 * app costs beyond this is framework, ORM, extra round trips and query shape, which is what the ratios show.
 */
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { contractorListBody, ledgerItemsBody, searchBody } from './baseline-lists.js';
import { sessionCaller, type Caller } from './baseline-session.js';
import { timesheetListBody, timesheetViewBody } from './baseline-timesheets.js';
import { currentUserBody } from './baseline-user.js';

type Answer = { status: number; body: unknown };
type Handler = (pool: pg.Pool, caller: Caller, q: URLSearchParams, id: string) => Promise<Answer>;

const ROUTES: [RegExp, Handler][] = [
  [/^\/v2\/timesheets\/([0-9a-f-]{36})$/, (pool, c, _q, id) => timesheetViewBody(pool, c, id)],
  [/^\/v2\/timesheets$/, (pool, c, q) => timesheetListBody(pool, c, q)],
  [/^\/v2\/contractors$/, (pool, c, q) => contractorListBody(pool, c, q)],
  [/^\/v2\/pay_bill_transaction_items$/, (pool, c, q) => ledgerItemsBody(pool, c, q)],
  [/^\/v2\/search$/, (pool, c, q) => searchBody(pool, c, q)],
];

/** Dates as the app reads them (ISO strings, not Date objects at local midnight); the rest as pg parses them. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.DATE
      ? (v: string) => v
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function startBaseline(
  databaseUrl: string,
  jwtSecret: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types });
  const secret = new TextEncoder().encode(jwtSecret);
  const answer = async (method: string, rawUrl: string, authorization: string | undefined): Promise<Answer> => {
    const url = new URL(rawUrl, 'http://baseline');
    if (method !== 'GET') return { status: 405, body: null };
    if (url.pathname === '/v2/user') return currentUserBody(pool, secret, authorization);
    const route = ROUTES.find(([re]) => re.test(url.pathname));
    if (!route) return { status: 404, body: null };
    const caller = await sessionCaller(pool, secret, authorization);
    if (!caller) return { status: 401, body: null };
    return route[1](pool, caller, url.searchParams, route[0].exec(url.pathname)?.[1] ?? '');
  };
  const server: Server = createServer((req, res) => {
    answer(req.method ?? 'GET', req.url ?? '/', req.headers.authorization).then(
      ({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body === null ? '' : JSON.stringify(body));
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
