/**
 * The approvals list's amounts (decision 0108): each pending week carries what it will bill per currency —
 * the week page's own `bill.totals` — for whoever sees bill figures, and no such field at all for anyone
 * else; each row names the pending entries approving it from the list decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, insertEntry, statusOf, type DemoAssignment } from './timesheet-test-kit.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let casey: DemoAssignment;
let bruno: DemoAssignment;

const WEEK = '2027-05-03';
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

interface Row {
  id: string;
  contractor: { id: string };
  pending_ids: string[];
  bill_amounts?: { currency: string; amount: string }[];
}
const listed = async (email: string): Promise<Row[]> => {
  const res = await call(email, 'GET', `/v2/approvals?week_start=${WEEK}`);
  expect(res.statusCode, email).toBe(200);
  return res.json().data.data;
};

const caseyIds: string[] = [];
const brunoIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
  bruno = await assignmentOf(t, 'Bruno');
  // Casey works 50 hours (overtime priced too), one day already approved: the week page prices it all.
  for (const day of ['03', '04', '05', '06'])
    caseyIds.push(await insertEntry(t, casey, `2027-05-${day}`, { start: 8 * 60, end: 18 * 60 }));
  await insertEntry(t, casey, '2027-05-07', { start: 8 * 60, end: 18 * 60, status: 'approved' });
  for (const day of ['04', '05']) brunoIds.push(await insertEntry(t, bruno, `2027-05-${day}`));
});
afterAll(async () => t?.close());

describe('the approvals list’s amount per week', () => {
  it('equals, for every week on the page, the amount the week page shows', async () => {
    for (const who of ['client@demo.test', 'partner@demo.test', 'admin@demo.test', 'eor@demo.test']) {
      const rows = await listed(who);
      const ours = rows.filter((r) => [casey.contractorId, bruno.contractorId].includes(r.contractor.id));
      // Staff see both weeks on one page (two contractors, two partners): both priced in the one pass.
      expect(ours.length, who).toBe(who.startsWith('admin') || who.startsWith('eor') ? 2 : 1);
      for (const row of ours) {
        const week = (await call(who, 'GET', `/v2/approvals/${row.id}`)).json().data;
        expect(Number(week.bill.totals[0].amount), who).toBeGreaterThan(0);
        expect(row.bill_amounts, who).toEqual(week.bill.totals);
        expect(
          week.bill.totals.map((a: { currency: string }) => a.currency),
          who,
        ).toEqual(['usd']);
      }
    }
  });

  it('names the pending entries it counts (not the approved one)', async () => {
    const row = (await listed('client@demo.test')).find((r) => r.contractor.id === casey.contractorId)!;
    expect([...row.pending_ids].sort()).toEqual([...caseyIds].sort());
  });

  it('is absent, not zero, for a partner user who may not see bill figures', async () => {
    await t.database.executeSql(`update users set role = 'recruiter_payroll' where email = 'recruiter@demo.test'`);
    try {
      const rows = await listed('recruiter@demo.test');
      const row = rows.find((r) => r.contractor.id === casey.contractorId)!;
      expect(row.pending_ids).toHaveLength(4);
      expect(row).not.toHaveProperty('bill_amounts');
      const week = (await call('recruiter@demo.test', 'GET', `/v2/approvals/${row.id}`)).json().data;
      expect(week.bill).toBeNull();
    } finally {
      await t.database.executeSql(`update users set role = 'recruiter' where email = 'recruiter@demo.test'`);
    }
  });

  it('gives another partner’s user and another client nothing of ours, and a contractor no list', async () => {
    for (const who of ['partner2@demo.test', 'initech@demo.test']) {
      const rows = await listed(who);
      expect(
        rows.filter((r) => r.contractor.id === casey.contractorId),
        who,
      ).toEqual([]);
      expect(JSON.stringify(rows), who).not.toContain(caseyIds[0]);
    }
    expect((await call('contractor@demo.test', 'GET', `/v2/approvals?week_start=${WEEK}`)).statusCode).toBe(403);
  });

  it('approves the listed weeks’ pending entries in bulk, after which the weeks leave the list', async () => {
    const rows = (await listed('client@demo.test')).filter((r) => r.contractor.id === casey.contractorId);
    const res = await call('client@demo.test', 'POST', '/v2/timesheets/bulk', {
      action: 'approve',
      ids: rows.flatMap((r) => r.pending_ids),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(4);
    for (const id of caseyIds) expect((await statusOf(t, id))?.status).toBe('approved');
    expect((await listed('client@demo.test')).some((r) => r.contractor.id === casey.contractorId)).toBe(false);
  });
});
