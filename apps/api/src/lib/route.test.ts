/** The route helpers on a bare Fastify: the envelope, the stripped answer, CSV and the OpenAPI responses. */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuerySchema, toCsv } from './list.js';
import type { Principal } from './principal.js';
import { listRoute, route } from './route.js';

const view = z.object({ id: z.string(), name: z.string() });
const access = { userTypes: ['admin'] } as const;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } }, transform: jsonSchemaTransform });
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) request.principal = { userType: 'admin' } as Principal;
  });
  route(app, {
    method: 'GET',
    url: '/things/:id',
    access,
    tags: ['things'],
    params: z.object({ id: z.string() }),
    response: view,
    // A row straight from a join carries more than the view names: the schema must drop it.
    handler: async ({ params }) => ({ id: params.id, name: 'Widget', pay_rate: '60.00' }) as z.input<typeof view>,
  });
  route(app, {
    method: 'POST',
    url: '/things',
    access,
    tags: ['things'],
    body: z.object({ name: z.string() }).strict(),
    response: view,
    status: 201,
    handler: async ({ body, principal }) => ({ id: principal.userType, name: body.name }),
  });
  listRoute(app, {
    url: '/things',
    access,
    tags: ['things'],
    query: listQuerySchema(['name'], {}),
    row: view,
    list: async () => ({ rows: [{ id: 'a', name: '=SUM(A1)' }], total: 1 }),
    csv: { filename: 'things', columns: [{ header: 'Name', value: (r) => r.name }] },
  });
  listRoute(app, {
    url: '/things/:kind/list',
    access,
    tags: ['things'],
    params: z.object({ kind: z.string() }),
    query: listQuerySchema(['name'], {}),
    row: view,
    list: async ({ params }) => ({ rows: [], total: 0, filename: `things_${params.kind}` }),
    csv: { filename: 'things', columns: [{ header: 'Name', value: (r) => r.name }] },
  });
  listRoute(app, {
    url: '/things/by-caller',
    access,
    tags: ['things'],
    query: listQuerySchema(['name'], {}),
    row: view,
    list: async () => ({ rows: [{ id: 'a', name: 'Gear' }], total: 1 }),
    csv: {
      filename: 'things',
      // A column only some callers may see is not in their file at all.
      columns: (p) => [
        { header: 'Name', value: (r) => r.name },
        ...(p.userType === 'admin' ? [{ header: 'Id', value: (r: z.output<typeof view>) => r.id }] : []),
      ],
    },
  });
  await app.ready();
});
afterAll(async () => app?.close());

const auth = { authorization: 'Bearer x' };

describe('route()', () => {
  it('answers in the envelope with only the fields the response schema names', async () => {
    const res = await app.inject({ method: 'GET', url: '/things/7', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: '7', name: 'Widget' } });
  });

  it('gives the handler the principal, and refuses a call without one', async () => {
    const created = await app.inject({ method: 'POST', url: '/things', headers: auth, payload: { name: 'Gear' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: { id: 'admin', name: 'Gear' } });
    const anonymous = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Gear' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listRoute()', () => {
  it('answers a page as {data: {data, total}} and the same query as CSV', async () => {
    const page = await app.inject({ method: 'GET', url: '/things', headers: auth });
    expect(page.json()).toEqual({ data: { data: [{ id: 'a', name: '=SUM(A1)' }], total: 1 } });
    const csv = await app.inject({ method: 'GET', url: '/things?format=csv', headers: auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe("Name\r\n'=SUM(A1)\r\n");
    expect(csv.headers['content-disposition']).toBe('attachment; filename="things.csv"');
  });

  it('defuses formulas in CSV cells but keeps a negative amount a number', () => {
    const cells = ['-0.02', '-125', '-1+2', '-A1', '+1', '@SUM(A1)', '1,5', 'plain'];
    const csv = toCsv(cells, [{ header: 'Value', value: (v) => v }]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '-0.02',
      '-125',
      "'-1+2",
      "'-A1",
      "'+1",
      "'@SUM(A1)",
      '"1,5"',
      'plain',
    ]);
  });

  it('names the CSV after what the list resolved when it says so', async () => {
    const csv = await app.inject({ method: 'GET', url: '/things/gears/list?format=csv', headers: auth });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="things_gears.csv"');
    const page = await app.inject({ method: 'GET', url: '/things/gears/list', headers: auth });
    expect(page.json()).toEqual({ data: { data: [], total: 0 } });
  });

  it('picks the CSV columns for the caller when they depend on it', async () => {
    const csv = await app.inject({ method: 'GET', url: '/things/by-caller?format=csv', headers: auth });
    expect(csv.body).toBe('Name,Id\r\nGear,a\r\n');
  });
});

describe('OpenAPI', () => {
  it('shows each route’s response schema', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/things/{id}']!.get!.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/things']!.post!.responses)).toEqual(['201']);
    expect(JSON.stringify(doc.paths['/things']!.get!.responses['200'])).toContain('total');
  });
});
