import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../plugins/access.js';
import { finishOpenApi, operationIdOf, summaryOf } from './openapi.js';

describe('the published OpenAPI document', () => {
  it('titles each operation from its method and path', () => {
    expect(summaryOf('get', '/v2/invoices')).toBe('List invoices');
    expect(summaryOf('post', '/v2/invoices')).toBe('Create invoices');
    expect(summaryOf('get', '/v2/invoices/{id}')).toBe('Get invoice');
    expect(summaryOf('patch', '/v2/payroll_runs/{id}')).toBe('Update payroll run');
    expect(summaryOf('delete', '/v2/companies/{id}')).toBe('Delete company');
    expect(summaryOf('post', '/v2/invoices/{id}/finalize')).toBe('Finalize invoice');
    expect(summaryOf('get', '/v2/payroll_runs/{id}/files')).toBe('Files of payroll run');
    expect(operationIdOf('post', '/v2/invoices/{id}/finalize')).toBe('postInvoicesIdFinalize');
  });

  it('keeps the API only, says who may call each operation, and adds the error answers', () => {
    const op = () => ({ responses: { '200': { description: 'OK' } } });
    const doc = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/v2/invoices/{id}': { get: op() },
        '/v2/user': { post: op() },
        '/sandbox/checkr/{*}': { get: op() },
        '/v2/docs/json': { get: op() },
      },
    };
    const registry: RegisteredRoute[] = [
      { method: 'GET', url: '/v2/invoices/:id', access: { userTypes: ['admin'] }, schema: undefined },
      { method: 'POST', url: '/v2/user', access: { public: true }, schema: undefined },
    ];
    const out = finishOpenApi(doc, registry) as {
      paths: Record<
        string,
        Record<string, { security: unknown[]; responses: Record<string, unknown>; description: string }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(out.paths)).toEqual(['/v2/invoices/{id}', '/v2/user']);
    const get = out.paths['/v2/invoices/{id}']!.get!;
    expect(get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(get.responses).sort()).toEqual(['200', '401', '403', '404', '422']);
    expect(get.description).toContain('users=admin');
    const signIn = out.paths['/v2/user']!.post!;
    expect(signIn.security).toEqual([]);
    expect(Object.keys(signIn.responses).sort()).toEqual(['200', '422']);
    expect(out.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('rewrites a nullable anyOf, a nullable enum and a record of required keys into what OpenAPI 3.0 readers understand', () => {
    const schema = {
      type: 'object',
      properties: {
        answer: { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
        correction: { type: 'string', enum: ['reversal', 'reissue'], nullable: true },
        values: { type: 'object', additionalProperties: { type: 'string' }, required: ['state'] },
      },
    };
    const doc = {
      info: {},
      paths: { '/v2/x': { get: { responses: { '200': { content: { 'application/json': { schema } } } } } } },
    };
    const out = JSON.stringify(finishOpenApi(doc, []));
    expect(out).toContain('"anyOf":[{"type":"string","nullable":true},{"type":"number","nullable":true}]');
    expect(out).toContain('"properties":{"state":{"type":"string"}}');
    expect(out).toContain('"enum":["reversal","reissue",null]');
  });
});
