import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t?.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });

describe('access logs', () => {
  it('lists requests with the user, newest first, filtered by method and status', async () => {
    const partner = await t.login('partner@demo.test');
    await get(partner, '/v2/summary');
    await get(partner, '/v2/no-such-thing');
    await t.app.flushAccessLogs();
    const res = await get(admin, '/v2/access_logs?search=/v2/summary&method=GET&status=200');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data;
    expect(rows[0]).toMatchObject({
      path: '/v2/summary',
      method: 'GET',
      status: 200,
      user_email: 'partner@demo.test',
      actual_user_email: null,
    });
    const notFound = (await get(admin, '/v2/access_logs?status=404')).json().data.data;
    expect(notFound.some((r: { path: string }) => r.path === '/v2/no-such-thing')).toBe(true);
  });

  it('filters by a period, which needs both dates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ok = await get(admin, `/v2/access_logs?date_from=${today}&date_to=${today}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.total).toBeGreaterThan(0);
    const past = await get(admin, '/v2/access_logs?date_from=2020-01-01&date_to=2020-01-31');
    expect(past.json().data.total).toBe(0);
    const half = await get(admin, `/v2/access_logs?date_from=${today}`);
    expect(half.statusCode).toBe(422);
    expect(half.json().detail[0].loc).toEqual(['querystring', 'date_to']);
    const backwards = await get(admin, '/v2/access_logs?date_from=2026-02-01&date_to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    const notIso = await get(admin, '/v2/access_logs?date_from=01/02/2026&date_to=2026-01-03');
    expect(notIso.statusCode).toBe(422);
  });

  it('exports CSV', async () => {
    const res = await get(admin, '/v2/access_logs?format=csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('Time,User,Acting admin,Method,Path,Status,Duration (ms),IP');
  });
});

describe('service logs', () => {
  it('records each mail delivery', async () => {
    await t.app.inject({ method: 'POST', url: '/v2/user/forgot-password', payload: { email: 'client@demo.test' } });
    const res = await get(admin, '/v2/service_logs?status=success&service=mail_outbox');
    const rows = res.json().data.data;
    expect(rows[0]).toMatchObject({ service: 'mail_outbox', operation: 'send_mail', status: 'success', error: null });
    expect((await get(admin, '/v2/service_logs?status=maybe')).statusCode).toBe(422);
  });
});

describe('who may read logs', () => {
  it('is refused to every user type but admin', async () => {
    for (const email of [
      'eor@demo.test',
      'partner@demo.test',
      'sales@demo.test',
      'client@demo.test',
      'contractor@demo.test',
      'partner2@demo.test',
    ]) {
      const token = await t.login(email);
      expect((await get(token, '/v2/access_logs')).statusCode, email).toBe(403);
      expect((await get(token, '/v2/service_logs')).statusCode, email).toBe(403);
    }
  });
});
