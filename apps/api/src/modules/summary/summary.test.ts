import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const summary = async (email: string) =>
  (await t.call(await t.login(email), { method: 'GET', url: '/v2/summary' })).json().data as {
    organization: string | null;
    counts: { key: string; value: number }[];
  };
const countOf = (s: Awaited<ReturnType<typeof summary>>, key: string) => s.counts.find((c) => c.key === key)?.value;

describe('dashboard summary', () => {
  it("counts only the caller's own tenant", async () => {
    const acme = await summary('partner@demo.test');
    expect(acme.organization).toBe('Acme Staffing');
    expect(countOf(acme, 'contractors')).toBe(8);
    expect(countOf(acme, 'clients')).toBe(3);
    const beacon = await summary('partner2@demo.test');
    expect(beacon.organization).toBe('Beacon Talent');
    expect(countOf(beacon, 'contractors')).toBe(2);
  });

  it('counts the whole platform for admin and the referred partners for a sales partner', async () => {
    const admin = await summary('admin@demo.test');
    expect(countOf(admin, 'partners')).toBe(2);
    expect(countOf(admin, 'contractors')).toBe(10);
    const sales = await summary('sales@demo.test');
    expect(sales.organization).toBe('Summit Referrals');
    expect(countOf(sales, 'partners')).toBe(1);
    expect(countOf(sales, 'contractors')).toBe(8);
  });

  it('names the organization for clients, contractors and EOR staff', async () => {
    expect((await summary('client@demo.test')).organization).toBe('Globex Corporation');
    expect((await summary('contractor@demo.test')).organization).toBe('Acme Staffing');
    expect((await summary('eor@demo.test')).organization).toBe('Staffwise EOR');
  });

  it('shows each user type its own counts, in order, with their labels', async () => {
    const shown = async (email: string) =>
      (
        (await t.call(await t.login(email), { method: 'GET', url: '/v2/summary' })).json().data.counts as {
          key: string;
          label: string;
        }[]
      ).map((c) => `${c.key}:${c.label}`);
    expect(await shown('admin@demo.test')).toEqual([
      'partners:Partners',
      'clients:Clients',
      'contractors:Contractors',
      'users:Users',
    ]);
    expect(await shown('eor@demo.test')).toEqual(['partners:Partners', 'clients:Clients', 'contractors:Contractors']);
    expect(await shown('partner@demo.test')).toEqual([
      'clients:Clients',
      'contractors:Contractors',
      'team:Team members',
    ]);
    expect(await shown('sales@demo.test')).toEqual([
      'partners:Referred partners',
      'clients:Clients',
      'contractors:Contractors',
    ]);
    expect(await shown('client@demo.test')).toEqual(['team:Team members']);
    expect(await shown('contractor@demo.test')).toEqual([]);
  });

  it("counts a partner's and a client's team, the sales partner's referred clients and every user for admin", async () => {
    const acme = await summary('partner@demo.test');
    expect(countOf(acme, 'team')).toBe(4);
    expect(countOf(await summary('client@demo.test'), 'team')).toBe(1);
    expect(countOf(await summary('sales@demo.test'), 'clients')).toBe(3);
    const admin = await summary('admin@demo.test');
    expect(countOf(admin, 'users')).toBe(14);
    expect(countOf(admin, 'clients')).toBe(countOf(await summary('eor@demo.test'), 'clients'));
    expect(admin.organization).toBe('Staffwise');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/summary' })).statusCode).toBe(401);
  });
});
