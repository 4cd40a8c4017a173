/**
 * The examples of the published OpenAPI document (issue 17, decision 0104). Each operation's request body and
 * success answer carry one `example`: the one captured from the running app on the demo seed
 * (`openapi-examples.json`, written by `npm run openapi:examples -w @app/api`, ids and secrets scrubbed), or,
 * where the capture could not reach, one generated from the operation's own schema (`exampleOf`), so a new
 * route has an example the day it is added. The error answers share one captured example per status
 * (`components.examples`). A test checks every example against the route's zod schema, so none can drift
 * from the contract, and the Redocly lint checks them against the document's schemas.
 */
import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;

/** What the capture stored: per `method path`, the request body sent and the success answer received. */
export interface CapturedExamples {
  operations: Record<string, { as?: string; request?: unknown; response?: unknown }>;
  /** The error answers by status: 401, 403, 404, 422. */
  errors: Record<string, unknown>;
}

export function readCapturedExamples(): CapturedExamples {
  const file = new URL('./openapi-examples.json', import.meta.url);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CapturedExamples;
  } catch {
    // Before the first capture (or in a copy without the file): every example is generated.
    return { operations: {}, errors: {} };
  }
}

/** A fake but well-formed UUID (version 4, RFC variant): the n-th distinct id of an example. */
export const exampleUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const EXAMPLE_DATE = '2026-11-02';
const EXAMPLE_TIME = '2026-11-02T09:30:00.000Z';

/**
 * Strings a `pattern` may ask for, tried in order: money and rates ("1234.50"), codes, digits. A pattern none
 * of them matches gets its property's generic value, and the example test names the operation.
 */
const PATTERN_CANDIDATES = [
  '1234.50',
  '12.50',
  '0.5',
  '1.2500',
  'example',
  'example_key',
  'EXAMPLE-1',
  'US',
  'USD',
  '#1A73E8',
  '12345',
  '000',
  '00000',
  '000000000',
  '0000000',
  '+1 555 010 0100',
  'ZXhhbXBsZQ==',
  '0'.repeat(64),
  '',
];

/**
 * Identity and bank numbers a validator checks (a Luhn digit, an ABA checksum) cannot be zeros: these are the
 * well-known documentation and test values (the SSN and EIN of form instructions, Service Canada's sample
 * SIN, Stripe's test routing and account numbers), never a real person's or bank's.
 */
export const PLACEHOLDER_NUMBERS: Record<string, string> = {
  ssn: '123-45-6789',
  tin: '123-45-6789',
  ein: '12-3456789',
  fein: '12-3456789',
  sin: '046 454 286',
  routing_number: '110000000',
  routing: '110000000',
  account_number: '000123456789',
};

/** A string for a property with no format, from its name: dates, times, money, ids, places, codes. */
function stringByName(name: string): string {
  const placeholder = PLACEHOLDER_NUMBERS[name];
  if (placeholder) return placeholder;
  if (/(^|_)(id)$/.test(name)) return exampleUuid(1);
  if (/_at$/.test(name)) return EXAMPLE_TIME;
  if (/(^|_)time(_|$)/.test(name)) return name.endsWith('end') ? '17:00' : '09:00';
  if (/(date|_on$|^start$|^end$|_from$|_to$|^from$|^to$|week|period_start|period_end)/.test(name)) return EXAMPLE_DATE;
  if (/timezone|time_zone/.test(name)) return 'America/Chicago';
  if (/currency/.test(name)) return 'USD';
  if (/country/.test(name)) return 'US';
  if (/^(state|province)$/.test(name)) return name === 'state' ? 'CA' : 'ON';
  if (/zip|postal/.test(name)) return name.startsWith('zip') ? '94105' : 'M5V 2T6';
  if (/email/.test(name)) return 'jane.doe@example.com';
  if (/phone/.test(name)) return '+1 555 010 0100';
  if (/url|link/.test(name)) return 'https://example.com/';
  if (
    /(amount|total|rate|pay|bill|price|cost|fee|balance|gross|net|tax|hours|margin|wage|salary|sum|credits|income|deductions|withholding)/.test(
      name,
    )
  )
    return '1234.50';
  if (/name|title|label/.test(name)) return 'Example';
  return 'example';
}

function fitsString(schema: Json, value: string): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  return true;
}

function exampleString(schema: Json, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return exampleUuid(1);
    case 'date':
      return EXAMPLE_DATE;
    case 'date-time':
      return EXAMPLE_TIME;
    case 'email':
      return 'jane.doe@example.com';
    case 'uri':
      return 'https://example.com/';
  }
  const byName = stringByName(name);
  if (fitsString(schema, byName)) return byName;
  const fit = PATTERN_CANDIDATES.find((c) => fitsString(schema, c));
  if (fit !== undefined) return fit;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return byName.padEnd(min, 'x');
}

function exampleNumber(schema: Json): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = min !== undefined && min > 1 ? min : 1;
  if (max !== undefined && value > max) value = max;
  if (schema.exclusiveMinimum === true && min !== undefined && value <= min) value = min + 1;
  return value;
}

export interface ExampleOptions {
  /** Optional properties too (a full picture of an answer), or the required ones alone. */
  optional: boolean;
}

/**
 * An example value from an OpenAPI 3.0 schema (what zod declared, as the document writes it): an example or
 * enum's first value, formats (uuid, date, date-time, email), money strings ("1234.50") and codes from the
 * property's name or pattern, one item per array.
 */
export function exampleOf(schema: unknown, name = '', opts: ExampleOptions = { optional: true }): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Json;
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const branches = (s.oneOf ?? s.anyOf) as Json[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const typed = branches.find((b) => !(Array.isArray(b.enum) && b.enum.length === 1 && b.enum[0] === null));
    return exampleOf(typed ?? branches[0], name, opts);
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...(s.allOf as Json[]).map((part) => exampleOf(part, name, opts) as Json));
  }
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'string':
      return exampleString(s, name);
    case 'integer':
    case 'number':
      return exampleNumber(s);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1);
      const item = exampleOf(s.items, name.replace(/s$/, ''), opts);
      return Array.from({ length: count }, () => item);
    }
    case 'object':
    case undefined: {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const out: Json = {};
      for (const [key, value] of Object.entries(properties)) {
        if (opts.optional || required.has(key)) out[key] = exampleOf(value, key, opts);
      }
      return out;
    }
  }
  return null;
}

/** Where a route's validator finds a problem in a body: one path per problem (`['workers', 0, 'earnings']`). */
export type BodyProblems = (body: unknown) => PropertyKey[][];
/** Enum values of properties by name, across the document: what a free-text `type` may take elsewhere. */
type Vocabulary = Map<string, Set<unknown>>;

function schemaAt(schema: unknown, path: PropertyKey[]): Json | undefined {
  let s = schema as Json | undefined;
  for (const key of path) {
    if (!s) return undefined;
    s = typeof key === 'number' ? (s.items as Json) : (s.properties as Record<string, Json> | undefined)?.[String(key)];
  }
  return s;
}

const valueAt = (body: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], body);

function withValueAt(body: unknown, path: PropertyKey[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<PropertyKey, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<PropertyKey, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** A list's item as generated, then with each value of each of its enums (a bonus's earning is a `bonus`). */
function itemVariants(items: unknown, name: string): unknown[] {
  const base = exampleOf(items, name);
  const properties = ((items as Json | undefined)?.properties ?? {}) as Record<string, Json>;
  const variants = Object.entries(properties).flatMap(([key, property]) =>
    Array.isArray(property.enum) ? property.enum.map((v) => ({ ...(base as Json), [key]: v })) : [],
  );
  return [base, ...variants].slice(0, 50);
}

/**
 * Other values to try where the route refuses one: a missing one given, a flipped boolean, an empty or a
 * one-item list, the enum values of a property of the same name elsewhere.
 */
function alternatives(value: unknown, schema: Json | undefined, name: string, vocabulary: Vocabulary): unknown[] {
  if (value === undefined && schema?.type === 'array') return itemVariants(schema.items, name).map((item) => [item]);
  if (value === undefined) return [exampleOf(schema, name)];
  if (typeof value === 'boolean') return [!value];
  if (Array.isArray(value)) return value.length > 0 ? [[]] : itemVariants(schema?.items, name).map((item) => [item]);
  if (typeof value === 'string') return [...(vocabulary.get(name) ?? [])].slice(0, 50);
  return [];
}

/**
 * A request body from the schema that the route's own validator accepts, where one can: all properties if
 * they pass together, else the required ones plus each optional one that adds no problem (a body takes
 * `hours` and `rate` or an `amount`, not both); then each value still refused is tried with its alternatives.
 */
export function exampleBody(schema: unknown, problems: BodyProblems, vocabulary: Vocabulary = new Map()): unknown {
  const full = exampleOf(schema);
  if (problems(full).length === 0) return full;
  const minimal = exampleOf(schema, '', { optional: false });
  const s = schema as Json;
  let best: unknown = problems(minimal).length < problems(full).length ? minimal : full;
  if (minimal && typeof minimal === 'object' && !Array.isArray(minimal) && s.properties) {
    best = minimal;
    for (const [key, property] of Object.entries(s.properties as Record<string, unknown>)) {
      if (key in (best as Json)) continue;
      const candidate = { ...(best as Json), [key]: exampleOf(property, key) };
      if (problems(candidate).length <= problems(best).length) best = candidate;
    }
  }
  for (let round = 0; round < 3; round++) {
    const found = problems(best);
    if (found.length === 0) break;
    for (const path of found) {
      const name = String(path.findLast((k) => typeof k === 'string') ?? '');
      const value = valueAt(best, path);
      const fix = alternatives(value, schemaAt(schema, path), name, vocabulary)
        .map((alt) => withValueAt(best, path, alt))
        .find((candidate) => problems(candidate).length < found.length);
      if (fix !== undefined) {
        best = fix;
        break;
      }
    }
  }
  return best;
}

/** The enum values each property name takes across the request bodies of the document. */
function vocabularyOf(node: unknown, into: Vocabulary = new Map()): Vocabulary {
  if (!node || typeof node !== 'object') return into;
  const properties = (node as Json).properties;
  if (properties && typeof properties === 'object') {
    for (const [name, property] of Object.entries(properties as Record<string, Json>)) {
      if (!Array.isArray(property?.enum)) continue;
      const values = into.get(name) ?? new Set();
      property.enum.forEach((v) => values.add(v));
      into.set(name, values);
    }
  }
  Object.values(node).forEach((child) => vocabularyOf(child, into));
  return into;
}

const ERROR_STATUSES = ['401', '403', '404', '422'] as const;
const errorExampleName = (status: string) => `Error${status}`;

/** The media type of an operation's success answer that can carry a JSON example (not a file, not a 204). */
export function successMedia(op: Json): { status: string; media: Json } | undefined {
  const responses = (op.responses ?? {}) as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2') || status === '204') continue;
    const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
    const schema = media?.schema as Json | undefined;
    if (!media || !schema || schema.format === 'binary') continue;
    return { status, media };
  }
  return undefined;
}

export function requestMedia(op: Json): Json | undefined {
  const body = op.requestBody as Json | undefined;
  return (body?.content as Record<string, Json> | undefined)?.['application/json'];
}

/**
 * Sets each operation's request and success examples (captured, else generated: `bodyProblems` finds what
 * the route's body schema refuses in a generated body) and points the error answers at the shared error examples.
 */
export function addExamples(
  paths: Record<string, Record<string, Json>>,
  captured: CapturedExamples,
  bodyProblems: (method: string, path: string, body: unknown) => PropertyKey[][],
): Json {
  const vocabulary = vocabularyOf(paths);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const found = captured.operations[`${method} ${path}`];
      const request = requestMedia(op);
      if (request?.schema) {
        if (found?.request !== undefined) request.example = found.request;
        else request.example = exampleBody(request.schema, (body) => bodyProblems(method, path, body), vocabulary);
      }
      const success = successMedia(op);
      if (success) success.media.example = found?.response ?? exampleOf(success.media.schema);
      const responses = op.responses as Record<string, Json>;
      for (const status of ERROR_STATUSES) {
        const media = (responses[status]?.content as Record<string, Json> | undefined)?.['application/json'];
        if (media && captured.errors[status] !== undefined)
          media.examples = {
            [errorExampleName(status)]: { $ref: `#/components/examples/${errorExampleName(status)}` },
          };
      }
    }
  }
  const examples: Json = {};
  for (const status of ERROR_STATUSES) {
    if (captured.errors[status] === undefined) continue;
    examples[errorExampleName(status)] = {
      summary: `The ${status} answer`,
      value: captured.errors[status],
    };
  }
  return examples;
}
