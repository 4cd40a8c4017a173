/**
 * Compliance status (decision 0099) as every user type and another partner's user: per worker, onboarding,
 * licenses (expiring, expired), Form I-9 (section 2, re-verification) and screenings — only the parts whose
 * list the caller may read — and the total row equal to what those lists hold for the same caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildReport } from './reports.service.js';
import { parseCsv } from './reports.test-support.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const totalOf = async (who: string, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json().data.total);
};

async function run(who: string) {
  const res = await call(who, 'POST', '/v2/reports', { kind: 'compliance_status', params: {} });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().data as ReportView).id;
  expect(await buildReport(t.app.deps, id)).toBe(true);
  const csv = await call(who, 'GET', `/v2/reports/${id}/download?format=csv`);
  expect(csv.statusCode).toBe(200);
  const rows = parseCsv(csv.body);
  const header = rows[0]!;
  return {
    header,
    body: rows.slice(1).filter((r) => r[0] !== 'Total'),
    total: rows.find((r) => r[0] === 'Total')!,
    at: (name: string) => header.indexOf(name),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('compliance status', () => {
  it('staff get every part, each total what its list holds', async () => {
    const r = await run('admin');
    expect(r.header).toEqual(
      expect.arrayContaining(['Onboarding', 'Licenses expiring', 'Licenses expired', 'Form I-9', 'Latest screenings']),
    );
    expect(r.total[r.at('Licenses')]).toBe(await totalOf('admin', '/v2/licenses'));
    expect(r.total[r.at('Licenses expired')]).toBe(await totalOf('admin', '/v2/licenses?expiry=expired'));
    expect(r.total[r.at('Licenses expiring')]).toBe(await totalOf('admin', '/v2/licenses?expiry=expiring_soon'));
    expect(r.total[r.at('Form I-9')]).toBe(await totalOf('admin', '/v2/i9_forms'));
    expect(r.total[r.at('Screenings')]).toBe(await totalOf('admin', '/v2/screenings'));
    // The demo: Ian's forklift certification expired, Casey's I-9 section 2 is done, her background check clear.
    const ian = r.body.find((x) => x[0]!.startsWith('Ian'))!;
    expect(ian[r.at('Licenses expired')]).toBe('1');
    const casey = r.body.find((x) => x[0]!.startsWith('Casey'))!;
    expect(casey[r.at('Form I-9')]).toBe('Section 2 done');
    expect(casey[r.at('Latest screenings')]).toContain('background check: approved (clear)');
    // Each row's counts sum to the totals.
    for (const c of ['Licenses', 'Licenses expiring', 'Licenses expired', 'Screenings'])
      expect(String(r.body.reduce((s, x) => s + Number(x[r.at(c)] || 0), 0))).toBe(r.total[r.at(c)]);
  });

  it('a partner’s owner gets onboarding and screenings of its own workers only', async () => {
    for (const who of ['partner', 'partner2']) {
      const r = await run(who);
      expect(r.header).not.toContain('Licenses');
      expect(r.header).not.toContain('Form I-9');
      expect(r.total[r.at('Screenings')]).toBe(await totalOf(who, '/v2/screenings'));
      const partners = new Set(r.body.map((x) => x[r.at('Partner')]));
      expect(partners.size).toBe(1);
      expect([...partners][0]).toBe(who === 'partner' ? 'Acme Staffing' : 'Beacon Talent');
    }
  });

  it('is in the catalogue of staff and partners only', async () => {
    for (const who of ['admin', 'eor', 'partner', 'partner2']) {
      const kinds = (await call(who, 'GET', '/v2/reports/kinds')).json().data as { kind: string }[];
      expect(kinds.map((k) => k.kind)).toContain('compliance_status');
    }
    for (const who of ['recruiter', 'client', 'contractor', 'sales'])
      expect([403, 404]).toContain(
        (await call(who, 'POST', '/v2/reports', { kind: 'compliance_status', params: {} })).statusCode,
      );
  });
});
