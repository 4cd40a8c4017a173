/**
 * Every registered route, fed malformed input derived from its own request schemas (wrong types,
 * empty and huge strings, control characters, impossible dates and numbers, unknown keys) by a user
 * the route admits: no answer may be a 5xx, or carry a stack trace or SQL. A route added later is
 * walked without anyone listing it here.
 *
 * The seed is fixed so CI is repeatable; FUZZ_SEED=<n> and FUZZ_RUNS=<n> explore further.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@app/domain';
import type { RegisteredRoute } from './plugins/access.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** The demo user each user type is tried as (the first type a route admits is used). */
const LOGIN_BY_TYPE: [UserType, string][] = [
  ['admin', 'admin@demo.test'],
  ['eor', 'eor@demo.test'],
  ['partner', 'partner@demo.test'],
  ['client', 'client@demo.test'],
  ['contractor', 'contractor@demo.test'],
  ['sales_partner', 'sales@demo.test'],
];
/** Ends the caller's own session: walked, it would only make every later call a 401. */
const SKIPPED = new Set(['POST /v2/user/logout']);
/** What a leaked internal looks like in an answer. */
const LEAK =
  /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\s+"|node_modules|\.[jt]s:\d+:\d+|\bstack\b|violates .* constraint/i;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

function propertiesOf(s: JsonSchema): Record<string, JsonSchema> {
  if (s.properties) return s.properties;
  return Object.assign({}, ...(s.anyOf ?? []).map(propertiesOf)) as Record<string, JsonSchema>;
}

const CONTROL = fc.constantFrom('a\u0000b', 'esc\u001b[31m', 'bell\u0007', '\u007f', 'line\u000bfeed');
const ODD_TEXT = fc.constantFrom(
  '',
  ' ',
  'x'.repeat(100_000),
  '\uD800',
  '😀',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '{"a":1}',
);
const ODD_DATES = fc.constantFrom(
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  '2026-11-02T25:61:00Z',
  '-001-01-01',
  'yesterday',
);
const ODD_NUMBERS = fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 63, '1e309', 'NaN', 'Infinity', '-0', '0x1F');
const WRONG_TYPES = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A plausible value, so that the other fields of a body get past the first check. */
function plausible(s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  const type = [s.type ?? (s.anyOf?.[0]?.type as string | undefined) ?? 'string'].flat()[0];
  if (s.format === 'date' || s.format === 'date-time') return '2026-11-02';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'text';
}

function valueFor(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(plausible(s)) },
    { weight: 2, arbitrary: CONTROL },
    { weight: 2, arbitrary: ODD_TEXT },
    { weight: 2, arbitrary: ODD_DATES },
    { weight: 2, arbitrary: ODD_NUMBERS },
    { weight: 2, arbitrary: WRONG_TYPES },
    { weight: 1, arbitrary: fc.string() },
  );
}

function objectFor(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(propertiesOf(s)).map(([k, v]) => [k, fc.option(valueFor(v), { nil: undefined })]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.constantFrom('unknown_key', '__proto__', 'constructor'), { nil: undefined }))
    .map(([obj, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
      if (extra) out[extra] = 'x';
      return out;
    });
}

function bodyFor(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: objectFor(s) },
    { weight: 1, arbitrary: fc.constantFrom([], 'text', 42, null, true, [{}]) },
  );
}

const PARAM = fc.constantFrom(
  'x',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5000),
  '%00',
  '%E0%A4%A',
  '1e309',
  '..',
  "1'or'1'='1",
);

function queryString(q: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    for (const one of [v].flat()) params.append(k, typeof one === 'object' ? JSON.stringify(one) : String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function requestFor(route: RegisteredRoute): fc.Arbitrary<InjectOptions> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' && schema.body !== undefined;
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => PARAM), fc.constant('')),
      query: schema.querystring ? objectFor(jsonSchemaOf(schema.querystring)) : fc.constant({}),
      body: withBody ? bodyFor(jsonSchemaOf(schema.body)) : fc.constant(undefined),
    })
    .map(({ params, query, body }) => {
      let url = route.url;
      paramNames.forEach((name, i) => (url = url.replace(`:${name}`, params[i]!)));
      return {
        method: route.method as InjectOptions['method'],
        url: `${url}${queryString(query)}`,
        // A caller of its own: login failures must not throttle the loopback address other tests use.
        remoteAddress: '203.0.113.7',
        ...(body !== undefined && { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      };
    });
}

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => t?.close());

async function tokenFor(route: RegisteredRoute, fresh = false): Promise<string | null> {
  const rule = route.access;
  if (!rule || 'public' in rule) return null;
  const [, email] = LOGIN_BY_TYPE.find(([type]) => !rule.userTypes || rule.userTypes.includes(type))!;
  if (fresh || !tokens.has(email)) tokens.set(email, await t.login(email));
  return tokens.get(email)!;
}

describe('every route answers malformed input with a 4xx', () => {
  it('never a 5xx, a stack trace or SQL', async () => {
    const routes = t.app.routeRegistry.filter(
      (r) =>
        r.url.startsWith('/v2') &&
        !r.url.startsWith('/v2/docs') &&
        r.method !== 'HEAD' &&
        !SKIPPED.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(route), async (req) => {
            let token = await tokenFor(route);
            let res = await t.call(token, req);
            if (res.statusCode === 401 && token) {
              token = await tokenFor(route, true);
              res = await t.call(token, req);
            }
            const ok = res.statusCode < 500 && !LEAK.test(res.body);
            if (!ok)
              failures.push(
                `${req.method} ${String(req.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            return ok;
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
