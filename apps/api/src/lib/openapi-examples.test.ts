import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  exampleOf,
  exampleUuid,
  PLACEHOLDER_NUMBERS,
  readCapturedExamples,
  requestMedia,
  successMedia,
} from './openapi-examples.js';
import { Scrubber } from './openapi-scrub.js';

type Json = Record<string, unknown>;
type Issues = { issues: { path: PropertyKey[]; message: string }[] };
const issues = (e: Issues) => e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

describe('the OpenAPI examples (decision 0104)', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Json>>;
  let components: { examples: Record<string, { value: Json }> };
  const zod = new Map<string, { body?: ZodType; response?: Record<string, ZodType> }>();

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    ({ paths, components } = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json());
    for (const r of t.app.routeRegistry) {
      const key = `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`;
      zod.set(key, r.schema as { body?: ZodType; response?: Record<string, ZodType> });
    }
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );

  it('gives every request body and success answer an example its route’s own schema accepts', () => {
    const problems: string[] = [];
    for (const { key, op } of operations()) {
      const schemas = zod.get(key);
      const request = requestMedia(op);
      if (request) {
        if (request.example === undefined) problems.push(`${key}: no request example`);
        else {
          const parsed = schemas?.body?.safeParse(request.example);
          if (parsed && !parsed.success) problems.push(`${key} request: ${issues(parsed.error)}`);
        }
      }
      const success = successMedia(op);
      if (success) {
        if (success.media.example === undefined) problems.push(`${key}: no ${success.status} example`);
        else {
          const parsed = schemas?.response?.[success.status]?.safeParse(success.media.example);
          if (parsed && !parsed.success) problems.push(`${key} ${success.status}: ${issues(parsed.error)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows each error answer by a shared example in the error shape', () => {
    for (const status of ['401', '403', '404', '422']) {
      const value = components.examples[`Error${status}`]?.value;
      expect(value, status).toBeDefined();
      expect(typeof value!.message === 'string' || Array.isArray(value!.detail), status).toBe(true);
    }
    const get = paths['/v2/invoices']!.get! as { responses: Record<string, { content: Json }> };
    expect(get.responses['404']!.content['application/json']).toMatchObject({
      examples: { Error404: { $ref: '#/components/examples/Error404' } },
    });
  });

  it('keeps no captured example of an operation that no longer exists (re-run npm run openapi:examples)', () => {
    const keys = new Set(operations().map((o) => o.key));
    const stale = Object.keys(readCapturedExamples().operations).filter((k) => !keys.has(k));
    expect(stale).toEqual([]);
  });

  it('publishes no real-looking secret, tax id or bank number', () => {
    const placeholders = new Set(Object.values(PLACEHOLDER_NUMBERS));
    const text = JSON.stringify(readCapturedExamples());
    // An SSN, an EIN, a routing or account number, a SIN: only the documentation placeholders.
    const numbers = text.match(/\b(\d{3}-\d{2}-\d{4}|\d{2}-\d{7}|\d{3} \d{3} \d{3}|0*[1-9]\d{8,16})\b/g) ?? [];
    expect(numbers.filter((n) => !placeholders.has(n))).toEqual([]);
    expect(text).not.toMatch(/"(sk_|whsec_|eyJ)/); // an API key, a webhook secret, a token
    expect(text).not.toMatch(/demo-password/);
  });
});

describe('the example generator and scrubber', () => {
  it('writes formats, money strings and enums from the schema', () => {
    const schema = {
      type: 'object',
      required: ['id', 'status'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        status: { type: 'string', enum: ['draft', 'open'] },
        invoice_date: { type: 'string', format: 'date' },
        total: { type: 'string', pattern: '^\\d{1,10}(\\.\\d{1,2})?$' },
        hours: { type: 'array', items: { type: 'number', minimum: 0 } },
      },
    };
    expect(exampleOf(schema)).toEqual({
      id: exampleUuid(1),
      status: 'draft',
      invoice_date: '2026-11-02',
      total: '1234.50',
      hours: [1],
    });
    expect(exampleOf(schema, '', { optional: false })).toEqual({ id: exampleUuid(1), status: 'draft' });
  });

  it('replaces ids consistently and secrets and bank numbers wholly', () => {
    const scrubber = new Scrubber();
    const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const out = scrubber.scrub({
      data: {
        id,
        client: { id },
        access_token: 'abc.def',
        tax_id: '98-7654321',
        routing_number: '021000021',
        payout: { routing: '021000021' },
        bank: { account_number_last4: '6789', ssn: '***-**-4321' },
        download_url: `/v2/files/${id}?token=xyz`,
      },
    });
    expect(out).toEqual({
      data: {
        id: exampleUuid(1),
        client: { id: exampleUuid(1) },
        access_token: 'EXAMPLE-NOT-A-REAL-SECRET',
        tax_id: '12-3456789',
        routing_number: '110000000',
        payout: { routing: '110000000' },
        bank: { account_number_last4: '0000', ssn: '***-**-0000' },
        download_url: `/v2/files/${exampleUuid(1)}?token=EXAMPLE`,
      },
    });
  });
});
