/**
 * The command palette's search as its two user types see it: admins find every partner's rows and
 * the partners themselves, and open a found user's record; a partner's users find only their own
 * tenant's rows, never a partner, and open a found user on their team page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Result = { object_type: string; text: string; redirect: string };
const search = async (as: 'admin' | 'partner', term: string) =>
  (
    await t.callAs(as, { method: 'GET', url: `/v2/search?search_type=global&search=${encodeURIComponent(term)}` })
  ).json().data.data as Result[];

describe('global search', () => {
  it("opens a found user's record for admins, and the team page for a partner's users", async () => {
    const { rows } = await t.database.executeSql(`select id from users where email = 'recruiter@demo.test'`);
    const id = String(rows[0]!.id);
    const byAdmin = (await search('admin', 'recruiter@demo')).filter((r) => r.object_type === 'user');
    expect(byAdmin).toEqual([expect.objectContaining({ redirect: `/users/${id}` })]);
    const byPartner = (await search('partner', 'recruiter@demo')).filter((r) => r.object_type === 'user');
    expect(byPartner).toEqual([expect.objectContaining({ redirect: '/team' })]);
  });

  it('finds partners for admins only', async () => {
    expect((await search('admin', 'Acme')).filter((r) => r.object_type === 'partner').map((r) => r.text)).toEqual([
      'Acme Staffing',
    ]);
    expect((await search('partner', 'Acme')).filter((r) => r.object_type === 'partner')).toEqual([]);
  });

  it("finds another partner's contractors for admins, never for a partner's users", async () => {
    expect((await search('admin', 'Bruno')).map((r) => r.text)).toContain('Bruno Beaconworker');
    expect(await search('partner', 'Bruno')).toEqual([]);
  });
});

describe('invoices in the palette', () => {
  it('finds invoices by number and by client, within the caller tenant', async () => {
    const byNumber = (await search('admin', 'Invoice 1001')).filter((r) => r.object_type === 'invoice');
    expect(byNumber[0]).toMatchObject({
      text: expect.stringContaining('Invoice 1001 — Globex Corporation'),
      icon: 'invoice',
    });
    expect(byNumber[0]!.redirect).toMatch(/^\/invoices\/[0-9a-f-]{36}$/);
    const acme = (await search('partner', 'Globex')).filter((r) => r.object_type === 'invoice');
    expect(acme.length).toBeGreaterThan(0);
    // Beacon's Initech draft is Beacon's: Acme's users do not find it.
    expect((await search('partner', 'Initech')).filter((r) => r.object_type === 'invoice')).toEqual([]);
    expect((await search('admin', 'Initech')).filter((r) => r.object_type === 'invoice')).toHaveLength(1);
  });
});
