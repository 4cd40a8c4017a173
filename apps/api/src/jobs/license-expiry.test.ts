/**
 * The expiring-license notice in the app (decision 0081) on a controlled clock: 30 days ahead of a
 * worker license's expiry its partner's staff who read licenses are told once — not earlier, not again
 * the next morning, not time_sheet_only nor another partner; a renewed expiry is told again; an archived
 * license is not; and the e-mail of the same daily job follows each person's e-mail preference.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenseView, NotificationView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import { runLicenseExpiry } from './screenings.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

const outbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
};
const mailsTo = (email: string, all: string[]) => all.filter((m) => m.includes(`To: ${email}`));

async function license(expires_on: string, license_type = 'CDL') {
  const res = await call('partner', 'POST', '/v2/licenses', {
    contractor_id: ids.casey,
    license_type,
    number: 'D123-4567',
    state: 'TX',
    expires_on,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as LicenseView;
}

async function noticesOf(who: string, licenseId: string) {
  const res = await call(who, 'GET', '/v2/notifications?type=license_expiring&per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as NotificationView[]).filter((n) => n.subject_id === licenseId);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('license expiring', () => {
  it('tells the partner’s staff who read licenses once, 30 days ahead', async () => {
    const cdl = await license('2029-03-01');
    await runLicenseExpiry(t.app.deps, '2029-01-29');
    expect(await noticesOf('partner', cdl.id)).toEqual([]);

    await runLicenseExpiry(t.app.deps, '2029-01-30');
    const [paula] = await noticesOf('partner', cdl.id);
    expect(paula).toMatchObject({
      type: 'license_expiring',
      title: 'License expiring: Casey Contractor, CDL (TX)',
      body: 'Expires 2029-03-01',
      link: '/licenses?expiry=expiring_soon',
      subject_type: 'license',
    });
    expect(await noticesOf('recruiter', cdl.id)).toHaveLength(1);
    for (const who of ['timesheets', 'partner2', 'admin', 'contractor', 'client'])
      expect(await noticesOf(who, cdl.id), who).toEqual([]);

    // The next mornings: told already.
    await runLicenseExpiry(t.app.deps, '2029-01-31');
    await runLicenseExpiry(t.app.deps, '2029-02-20');
    expect(await noticesOf('partner', cdl.id)).toHaveLength(1);

    // Renewed: the new expiry is told again when its 30 days come.
    expect((await call('partner', 'PATCH', `/v2/licenses/${cdl.id}`, { expires_on: '2030-03-01' })).statusCode).toBe(
      200,
    );
    await runLicenseExpiry(t.app.deps, '2030-01-29');
    expect(await noticesOf('partner', cdl.id)).toHaveLength(1);
    await runLicenseExpiry(t.app.deps, '2030-01-30');
    const told = await noticesOf('partner', cdl.id);
    expect(told.map((n) => n.body).sort()).toEqual(['Expires 2029-03-01', 'Expires 2030-03-01']);
  });

  it('is not told of an archived license', async () => {
    const old = await license('2031-03-01', 'Forklift');
    expect((await call('partner', 'POST', `/v2/licenses/${old.id}/archive`)).statusCode).toBe(200);
    await runLicenseExpiry(t.app.deps, '2031-02-01');
    expect(await noticesOf('partner', old.id)).toEqual([]);
  });

  it('e-mails only those who kept the e-mail on; the bell tells those who kept it on', async () => {
    const off = await call('recruiter', 'PUT', '/v2/notifications/preferences', {
      preferences: [{ type: 'license_expiring', in_app: false, email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const hazmat = await license('2032-03-01', 'Hazmat');
    const before = outbox().length;
    await runLicenseExpiry(t.app.deps, '2032-02-01');
    const sent = outbox().slice(before);
    expect(mailsTo('partner@demo.test', sent).some((m) => m.includes('Hazmat'))).toBe(true);
    expect(mailsTo('recruiter@demo.test', sent)).toEqual([]);
    expect(await noticesOf('partner', hazmat.id)).toHaveLength(1);
    expect(await noticesOf('recruiter', hazmat.id)).toEqual([]);
  });
});
