/**
 * The finishing touches of the published OpenAPI document (/v2/docs/json; issue 17, decision 0096), applied
 * to what @fastify/swagger derives from the routes' zod schemas, so that an independent linter (Redocly's
 * recommended rules, `npm run openapi:lint -w @app/api`) passes it clean:
 * - only the API itself (`/v2/…`): the sandboxes of outside services and the web app are not part of it;
 * - who may call each operation: bearer authentication (a session token or an `sk_` API key), none for the
 *   public routes, and the access rule in words in the description;
 * - a summary and an operationId for every operation, from its method and path ("List invoices",
 *   "Finalize invoice");
 * - the error answers in the spec's error shape: 422 for bad input everywhere, 401, 403 and 404 where a
 *   caller must be signed in;
 * - three zod schema shapes rewritten to what OpenAPI 3.0 readers understand (`clarifySchemas`);
 * - an example of every request body and success answer, and of each error answer (lib/openapi-examples.ts,
 *   decision 0104).
 */
import type { ZodType } from 'zod';
import { describeAccess, type AccessRule, type RegisteredRoute } from '../plugins/access.js';
import { addExamples, readCapturedExamples, type CapturedExamples } from './openapi-examples.js';

type Json = Record<string, unknown>;
interface Operation extends Json {
  summary?: string;
  description?: string;
  operationId?: string;
  responses?: Record<string, unknown>;
  security?: unknown[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const ERROR_ANSWERS: Record<string, string> = {
  '401': 'Not signed in, or the session or API key is no longer valid',
  '403': 'Signed in, but this user (or API key) may not do this',
  '404': 'No such record among those the caller may see',
  '422': 'The input is not valid: `detail` names each field and what is wrong',
};

const words = (segment: string) => segment.replace(/[_-]+/g, ' ');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isParam = (segment: string) => segment.startsWith('{');

/** "invoices" → "invoice", "companies" → "company", "payroll_runs" → "payroll run" (good enough for a title). */
function singular(segment: string): string {
  const w = words(segment);
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(w)) return w;
  return w.replace(/s$/, '');
}

/** A title from the method and the path: List invoices, Get invoice, Finalize invoice, Files of payroll run. */
export function summaryOf(method: string, path: string): string {
  const segments = path.split('/').filter((s) => s && s !== 'v2');
  const last = segments.at(-1) ?? '';
  const named = segments.filter((s) => !isParam(s));
  const resource = named.at(-1) ?? 'API';
  const parent = named.at(-2);
  const m = method.toLowerCase();
  if (isParam(last)) {
    const verb = { get: 'Get', patch: 'Update', put: 'Replace', delete: 'Delete' }[m] ?? capitalize(m);
    return `${verb} ${singular(resource)}`;
  }
  const afterParam = segments.length >= 2 && isParam(segments.at(-2)!);
  if (afterParam && parent) {
    // An action or a sub-list of one record: POST /invoices/{id}/finalize, GET /payroll_runs/{id}/files.
    return m === 'get'
      ? `${capitalize(words(resource))} of ${singular(parent)}`
      : `${capitalize(words(resource))} ${singular(parent)}`;
  }
  const verb = { get: 'List', post: 'Create', put: 'Replace', patch: 'Update', delete: 'Delete' }[m] ?? capitalize(m);
  return `${verb} ${words(resource)}`;
}

/** `post /v2/invoices/{id}/finalize` → `postInvoicesIdFinalize`. */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((s) => s && s !== 'v2')
    .flatMap((s) => s.replace(/[{}*]/g, '').split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + parts.map(capitalize).join('');
}

/** Fastify's `/v2/invoices/:id` as the document writes it: `/v2/invoices/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function accessIndex(registry: readonly RegisteredRoute[]): Map<string, AccessRule | undefined> {
  return new Map(registry.map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.url)}`, r.access]));
}

/** Where the route's own body schema (zod) finds problems in `body`: a generated example is one it takes. */
function bodyProblems(registry: readonly RegisteredRoute[]) {
  const bodies = new Map(
    registry.map((r) => [`${r.method.toLowerCase()} ${openApiPath(r.url)}`, r.schema?.body as ZodType | undefined]),
  );
  return (method: string, path: string, body: unknown) =>
    bodies
      .get(`${method} ${path}`)
      ?.safeParse(body)
      .error?.issues.map((issue) => issue.path) ?? [];
}

/**
 * Three schema shapes zod writes that OpenAPI 3.0 readers misread, rewritten to their meaning:
 * - `nullable` beside no `type` is ignored: on an `anyOf`, each typed branch carries it instead;
 * - a nullable `enum` must list `null` itself (OpenAPI 3.0.3's clarification), or a validator refuses the
 *   null the API answers (an example of a paycheck without a correction);
 * - a record with required keys (`z.record(z.enum([...]), …)`) names them in `required` only: each becomes a
 *   property of the record's value schema.
 */
function clarifySchemas(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach(clarifySchemas);
    return;
  }
  const o = node as Json;
  if (o.nullable === true && o.type === undefined && Array.isArray(o.anyOf)) {
    delete o.nullable;
    o.anyOf = (o.anyOf as Json[]).map((branch) => (branch.type ? { ...branch, nullable: true } : branch));
  }
  if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...(o.enum as unknown[]), null];
  const values = o.additionalProperties;
  if (o.type === 'object' && Array.isArray(o.required) && values && typeof values === 'object') {
    const properties = { ...((o.properties as Json | undefined) ?? {}) };
    for (const key of o.required as string[]) properties[key] ??= values;
    o.properties = properties;
  }
  Object.values(o).forEach(clarifySchemas);
}

export function finishOpenApi(
  doc: Json,
  registry: readonly RegisteredRoute[],
  captured: CapturedExamples = readCapturedExamples(),
): Json {
  const access = accessIndex(registry);
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const apiPaths: Record<string, Record<string, Operation>> = {};
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/v2/') || path.startsWith('/v2/docs')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const rule = access.get(`${method} ${path}`);
      const isPublic = rule !== undefined && 'public' in rule;
      op.summary ??= summaryOf(method, path);
      let id = operationIdOf(method, path);
      while (usedIds.has(id)) id += 'X';
      usedIds.add(id);
      op.operationId ??= id;
      op.security = isPublic ? [] : [{ bearerAuth: [] }];
      const who = `Who may call it: ${describeAccess(rule)}.`;
      op.description = op.description ? `${op.description}\n\n${who}` : who;
      const responses = (op.responses ??= {});
      for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
        if (isPublic && status !== '422') continue;
        responses[status] ??= { description, content: { 'application/json': { schema: ERROR_REF } } };
      }
    }
    apiPaths[path] = item;
  }
  clarifySchemas(apiPaths);
  const errorExamples = addExamples(apiPaths, captured, bodyProblems(registry));
  const components = (doc.components ?? {}) as Json;
  return {
    ...doc,
    info: {
      ...(doc.info as Json),
      description:
        'The staffing platform API. Every list pages and counts the same way (page or cursor, per_page, sort, ' +
        'format=csv); errors answer `{ message }` or `{ detail: [{ loc, msg }] }`. Sign in with POST /v2/user ' +
        'for a session token, or use an API key (`sk_…`) made on /developers, within its scopes.',
      license: { name: 'Proprietary', url: 'https://example.com/terms' },
    },
    servers: [{ url: '/', description: 'This server' }],
    paths: apiPaths,
    components: {
      ...components,
      examples: { ...((components.examples as Json | undefined) ?? {}), ...errorExamples },
      securitySchemes: {
        ...((components.securitySchemes as Json | undefined) ?? {}),
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A session token from POST /v2/user, or an API key `sk_…` (decision 0089)',
        },
      },
      schemas: {
        ...((components.schemas as Json | undefined) ?? {}),
        Error: {
          type: 'object',
          description: 'The error shape of every 4xx and 5xx answer',
          properties: {
            message: { type: 'string', example: 'Not Found' },
            detail: {
              description: 'A sentence, or one entry per field: where (`loc`) and what is wrong (`msg`)',
              oneOf: [
                { type: 'string' },
                {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['loc', 'msg'],
                    properties: {
                      loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
                      msg: { type: 'string' },
                    },
                  },
                },
              ],
            },
          },
        },
      },
    },
  };
}
