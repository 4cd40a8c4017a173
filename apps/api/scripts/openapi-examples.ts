/**
 * Captures the OpenAPI document's examples from the running app on the demo seed (decision 0104) and writes
 * them to src/lib/openapi-examples.json: `npm run openapi:examples -w @app/api`.
 *
 * The app is the test app (a throwaway database, the demo seed). As the demo users the route allows, it
 * calls every GET (lists before details: a detail's id is the list's first row), then every PATCH and PUT
 * with the fields of the record it updates, then every POST with a body made of the record's (or the list
 * row's) own fields and, for what they lack, ids of demo records and values generated from the schema. An
 * answer counts only when the app accepted the request (2xx), so each stored pair is one the app really
 * exchanged. DELETEs are not called (they answer 204, nothing to show). Ids and secrets are scrubbed
 * (lib/openapi-scrub.ts); what the capture cannot reach is generated from the schema when the document is
 * built.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { RegisteredRoute } from '../src/plugins/access.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { exampleOf, requestMedia, successMedia, type CapturedExamples } from '../src/lib/openapi-examples.js';
import { Scrubber } from '../src/lib/openapi-scrub.js';
import { DEMO_USERS, type DemoUser } from '../src/test/demo-users.js';
import { createTestApp } from '../src/test/test-app.js';

type Json = Record<string, unknown>;
interface Op {
  method: string;
  path: string;
  op: Json;
  rule: RegisteredRoute['access'];
}
interface Captured {
  as: string;
  request?: unknown;
  response: unknown;
}

const out = fileURLToPath(new URL('../src/lib/openapi-examples.json', import.meta.url));
// Whose view an example shows when several users may call the route: a partner's, the usual API caller.
const PREFERENCE = ['partner', 'admin', 'eor', 'client', 'contractor', 'sales_partner'];
const users = [...DEMO_USERS].sort(
  (a, b) =>
    PREFERENCE.indexOf(a.userType) - PREFERENCE.indexOf(b.userType) || DEMO_USERS.indexOf(a) - DEMO_USERS.indexOf(b),
);
const label = (u: DemoUser | null) => (u ? (u.role ? `${u.userType} ${u.role}` : u.userType) : 'public');

const t = await createTestApp();
const tokens = new Map<string, string>();
async function call(user: DemoUser | null, method: string, url: string, payload?: unknown) {
  const send = async () => {
    let token: string | undefined;
    if (user) {
      token = tokens.get(user.email) ?? (await t.login(user.email).catch(() => undefined));
      if (!token) return null;
      tokens.set(user.email, token);
    }
    return t.call(token ?? null, {
      method: method.toUpperCase() as 'GET',
      url,
      ...(payload !== undefined && { payload: payload as Json }),
    });
  };
  let res = await send();
  // A call before this one may have ended the session (a sign-out, a password change): sign in again once.
  if (res?.statusCode === 401 && user) {
    tokens.delete(user.email);
    res = await send();
  }
  return res ?? { statusCode: 401, headers: {}, json: () => ({}) as Json };
}

const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json() as {
  paths: Record<string, Record<string, Json>>;
};
const rules = new Map(
  t.app.routeRegistry.map((r) => [`${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
);
const ops: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op && typeof op === 'object' && 'responses' in op)
    .map(([method, op]) => ({ method, path, op, rule: rules.get(`${method} ${path}`) })),
);

function allowed(rule: Op['rule']): (DemoUser | null)[] {
  if (!rule || 'public' in rule) return [null];
  return users.filter((u) => !rule.userTypes || rule.userTypes.includes(u.userType));
}

const captured = new Map<string, Captured>();
/** GET answers by the URL called (ids filled in), for the ids and fields later calls reuse. */
const answers = new Map<string, { user: DemoUser | null; body: Json }>();
/** An id of a demo record by what names it (`client`, `work_location`), from every answer seen. */
const idsByName = new Map<string, string>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const singular = (w: string) =>
  w.endsWith('ies') ? w.replace(/ies$/, 'y') : w.replace(/(ss)?s$/, (m, ss) => ss ?? '');
const rowsOf = (body: Json): Json[] | undefined => {
  const data = body.data as Json | unknown[] | undefined;
  if (Array.isArray(data)) return data as Json[];
  return data && Array.isArray(data.data) ? (data.data as Json[]) : undefined;
};
const recordOf = (body: Json | undefined): Json | undefined => {
  const data = body?.data as Json | undefined;
  if (!data || Array.isArray(data)) return undefined;
  return Array.isArray(data.data) ? (data.data[0] as Json | undefined) : data;
};

function harvest(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(harvest);
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k.endsWith('_id') && typeof v === 'string' && UUID.test(v) && !idsByName.has(k.slice(0, -3)))
      idsByName.set(k.slice(0, -3), v);
    if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Json).id === 'string') {
      const id = (v as Json).id as string;
      if (UUID.test(id) && !idsByName.has(k)) idsByName.set(k, id);
    }
    harvest(v);
  }
}

/** The path with its parameters filled from what was captured: the list before it, else a demo id by name. */
function fill(o: Op): string | null {
  const params = ((o.op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'path');
  const segments = o.path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const m = /^\{(.+)\}$/.exec(segments[i]!);
    if (!m) continue;
    const name = m[1]!;
    const schema = params.find((p) => p.name === name)?.schema as Json | undefined;
    const prefix = segments.slice(0, i).join('/');
    const row = rowsOf(answers.get(prefix)?.body ?? {})?.[0];
    const value =
      (row && (row[name] ?? row.id)) ??
      idsByName.get(singular(segments[i - 1] ?? '')) ??
      (schema && (Array.isArray(schema.enum) || schema.format !== 'uuid') ? exampleOf(schema, name) : undefined);
    if (value === undefined || value === null) return null;
    segments[i] = encodeURIComponent(String(value));
  }
  return segments.join('/');
}

function query(o: Op): string {
  const required = ((o.op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'query' && p.required);
  const pairs = required.map(
    (p) => `${p.name as string}=${encodeURIComponent(String(exampleOf(p.schema, p.name as string)))}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const byParams = (a: Op, b: Op) => a.path.split('{').length - b.path.split('{').length || a.path.localeCompare(b.path);

let gets = 0;
for (const o of ops.filter((o) => o.method === 'get' && successMedia(o.op)).sort(byParams)) {
  const url = fill(o);
  if (!url) continue;
  let fallback: { user: DemoUser | null; body: Json } | undefined;
  for (const user of allowed(o.rule)) {
    const res = await call(user, 'get', url + query(o));
    if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) continue;
    const body = res.json() as Json;
    const rows = rowsOf(body);
    if (rows && rows.length === 0) {
      fallback ??= { user, body };
      continue;
    }
    fallback = { user, body };
    break;
  }
  if (!fallback) continue;
  answers.set(url, fallback);
  harvest(fallback.body);
  if (rowsOf(fallback.body)?.length !== 0) {
    captured.set(`get ${o.path}`, { as: label(fallback.user), response: fallback.body });
    gets++;
  }
}

/** The record a write starts from: the one it updates, or the first of the list it adds to. */
function sourceOf(o: Op, url: string): { user: DemoUser | null; record: Json } | undefined {
  const candidates = [`${url}/${encodeURIComponent(String(recordOf(answers.get(url)?.body)?.id ?? ''))}`, url];
  const action = /^(.*\/[^/]+)\/[a-z_]+$/.exec(url);
  if (action && o.method === 'post') candidates.push(action[1]!);
  for (const c of candidates) {
    const answer = answers.get(c);
    const record = recordOf(answer?.body);
    if (answer && record) return { user: answer.user, record };
  }
  return undefined;
}

function bodyFor(schema: Json, record: Json | undefined, user: DemoUser | null, optional: boolean): unknown {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) return exampleOf(schema);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const body: Json = {};
  for (const [k, s] of Object.entries(properties)) {
    const nested = record?.[k.replace(/_id$/, '')] as Json | undefined;
    let v: unknown =
      k === 'email' ? (user ?? users[0]!).email : k === 'password' ? DEMO_PASSWORD : optional ? record?.[k] : undefined;
    if (v === undefined && k.endsWith('_id')) v = nested?.id ?? idsByName.get(k.slice(0, -3));
    if (v === undefined && k.endsWith('_ids')) {
      const id = idsByName.get(k.slice(0, -4));
      v = id ? [id] : undefined;
    }
    if (v === undefined && required.has(k)) v = exampleOf(s, k);
    if (v !== undefined) body[k] = v;
  }
  return body;
}

const writes = ops
  .filter((o) => ['patch', 'put', 'post'].includes(o.method))
  .sort((a, b) => Number(a.method === 'post') - Number(b.method === 'post') || byParams(a, b));
let accepted = 0;
for (const o of writes) {
  const url = fill(o);
  if (!url) continue;
  const schema = requestMedia(o.op)?.schema as Json | undefined;
  const success = successMedia(o.op);
  const source = sourceOf(o, url);
  const candidates = allowed(o.rule);
  const ordered =
    source && candidates.includes(source.user)
      ? [source.user, ...candidates.filter((u) => u !== source.user)]
      : candidates;
  let done = false;
  for (const user of ordered.slice(0, 3)) {
    for (const optional of schema ? [true, false] : [false]) {
      const body = schema ? bodyFor(schema, source?.record, user, optional) : undefined;
      const res = await call(user, o.method, url, body);
      if (res.statusCode < 200 || res.statusCode >= 300) continue;
      const json =
        success && res.headers['content-type']?.toString().includes('json') ? (res.json() as Json) : undefined;
      if (json) harvest(json);
      captured.set(`${o.method} ${o.path}`, { as: label(user), request: body, response: json });
      accepted++;
      done = true;
      break;
    }
    if (done) break;
  }
}

// The error answers, one of each the document lists: anonymous, refused, unknown record, bad input.
const errors: Record<string, unknown> = {};
const anyList = ops.find((o) => o.method === 'get' && !o.path.includes('{') && o.rule && !('public' in o.rule))!;
errors['401'] = (await call(null, 'get', anyList.path)).json();
const adminOnly = ops.find(
  (o) =>
    o.method === 'get' &&
    !o.path.includes('{') &&
    o.rule &&
    'userTypes' in o.rule &&
    o.rule.userTypes?.length === 1 &&
    o.rule.userTypes[0] === 'admin',
)!;
errors['403'] = (
  await call(
    users.find((u) => u.userType === 'contractor')!,
    'get',
    adminOnly.path,
  )
).json();
const detail = [...captured.keys()].find((k) => /^get \/v2\/[a-z_]+\/\{id\}$/.test(k))!.slice(4);
errors['404'] = (await call(users[0]!, 'get', detail.replace('{id}', '7d2c4b1e-5f3a-4c8e-9b6d-0a1e2f3c4d5e'))).json();
errors['422'] = (await call(null, 'post', '/v2/user', { email: 'not-an-email' })).json();

const scrubber = new Scrubber();
const result: CapturedExamples = { operations: {}, errors: {} };
for (const key of [...captured.keys()].sort()) {
  const c = captured.get(key)!;
  result.operations[key] = {
    as: c.as,
    ...(c.request !== undefined && { request: scrubber.scrub(c.request) }),
    ...(c.response !== undefined && { response: scrubber.scrub(c.response) }),
  };
}
for (const status of Object.keys(errors).sort()) result.errors[status] = scrubber.scrub(errors[status]);

const text = await format(JSON.stringify(result), { ...(await resolveConfig(out)), filepath: out });
writeFileSync(out, text);
await t.close();
const total = ops.length;
console.log(
  `OpenAPI examples: ${gets} GET answers and ${accepted} accepted writes captured of ${total} operations → ${out}`,
);
