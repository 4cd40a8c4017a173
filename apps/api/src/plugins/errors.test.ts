/**
 * A failed query's bound parameters never reach the log (decision 0027): the app is built with a
 * log stream the test reads, and a route runs a real query that Postgres refuses.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { errorForLog } from './errors.js';

/** Shaped like what a failed write would carry: a tax id and a bank account number. */
const TAX_ID = '123-45-6789';
const ACCOUNT = '000123456789';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { err?: Record<string, unknown> });

const failingQuery = () => t.database.db.execute(sql`select ${TAX_ID}::int as n, ${ACCOUNT}::text as account`);
const caught = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the query to fail');
};

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(
    { ...t.config, seedDemo: false, logLevel: 'info' },
    { database: t.database, logStream: { write: (line) => void lines.push(line) } },
  );
  app.get('/v2/failing-query', { config: { access: { public: true } } }, async () => {
    await failingQuery();
    return { data: null };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the log of a failed query', () => {
  it('answers 500 without detail and logs the failure without its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
    const entry = logged().find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({
      type: 'DrizzleQueryError',
      code: '22P02',
      message: 'Database query failed: invalid input syntax for type integer: "…"',
    });
    expect(entry?.err?.stack).toMatch(/^\s+at /);
    const text = lines.join('');
    for (const secret of [TAX_ID, '6789', ACCOUNT]) expect(text).not.toContain(secret);
    expect(text).not.toContain('params');
    expect(text).not.toContain('select');
  });

  it('keeps the parameters out of every other log line with an error too', async () => {
    const err = await caught(failingQuery);
    lines.length = 0;
    app.log.warn({ err }, 'access log write failed');
    const [entry] = logged();
    expect(entry?.err).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
    expect(lines.join('')).not.toContain('6789');
    // Wrapped by someone else, the query failure is still found and summarised.
    const wrapped = errorForLog(new Error(`could not save ${TAX_ID}`, { cause: err }));
    expect(JSON.stringify(wrapped)).not.toContain('6789');
    expect(wrapped).toMatchObject({ type: 'Error', code: '22P02' });
  });

  it('logs any other error as pino does, with its message and stack', async () => {
    lines.length = 0;
    app.log.error({ err: new TypeError('x is not a function') }, 'boom');
    expect(logged()[0]?.err).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(String(logged()[0]?.err?.stack)).toContain('TypeError: x is not a function');
    expect(errorForLog({ already: 'plain' })).toEqual({ already: 'plain' });
  });
});
