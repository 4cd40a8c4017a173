/** POST /v2/expenses/bulk (decision 0109): the chosen expenses approved or rejected, all or nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DECISION_MAX } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const sql = async (text: string) => (await t.database.executeSql(text)).rows;
let casey = '';
let bruno = '';

beforeAll(async () => {
  t = await createTestApp();
  const assignmentOf = async (email: string) =>
    String(
      (
        await sql(
          `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.email = '${email}'`,
        )
      )[0]!.id,
    );
  casey = await assignmentOf('contractor@demo.test');
  bruno = await assignmentOf('bruno@beacon.test');
});
afterAll(async () => t?.close());

const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const bulk = (who: string, body: object) => call(who, 'POST', '/v2/expenses/bulk', body);
let n = 0;
/** A new pending reimbursement on the assignment, entered by someone who may enter it there. */
const pending = async (assignmentId = casey, who = 'admin') => {
  const res = await call(who, 'POST', '/v2/expenses', {
    assignment_id: assignmentId,
    type: 'reimbursement',
    amount: `${10 + (n += 1)}.25`,
    date: '2026-03-02',
    category: 'Travel',
    description: `Bulk taxi ${n}`,
    business_purpose: 'Site visit',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};
const statusOf = async (id: string) => String((await sql(`select status from expenses where id = '${id}'`))[0]!.status);
const ledgerItems = async (id: string) =>
  Number((await sql(`select count(*)::int as n from pay_bill_transaction_items where expense_id = '${id}'`))[0]!.n);

describe('bulk expense decisions', () => {
  it('answers each user type as the single-row action does: deciders 200, others 403, other tenants 404', async () => {
    const expected: Record<string, number> = {
      admin: 200,
      eor: 200,
      client: 200,
      partner: 403,
      recruiter: 403,
      contractor: 403,
      sales: 403,
      partner2: 404,
      initech: 404,
      timesheets: 404,
    };
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected)) {
      const id = await pending();
      const res = await bulk(who, { action: 'approve', ids: [id] });
      got[who] = res.statusCode;
      expect(await statusOf(id)).toBe(res.statusCode === 200 ? 'approved' : 'pending');
    }
    expect(got).toEqual(expected);
  });

  it('approves a mixed batch: the pending ones are approved and posted, the approved one is reported', async () => {
    const [a, b, done] = [await pending(), await pending(), await pending()];
    expect((await call('client', 'POST', `/v2/expenses/${done}/actions`, { action: 'approve' })).statusCode).toBe(200);
    const res = await bulk('client', { action: 'approve', ids: [a, done, b, a] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ action: 'approve', count: 2, unchanged: [done] });
    expect([...data.ids].sort()).toEqual([a, b].sort());
    for (const id of [a, b, done]) {
      expect(await statusOf(id)).toBe('approved');
      expect(await ledgerItems(id)).toBe(2); // pay and bill, once each: the repeat posted nothing more
    }
    const again = await bulk('client', { action: 'approve', ids: [a, b] });
    expect(again.json().data).toMatchObject({ count: 0, ids: [] });
  });

  it('rejects with one reason for all, recorded on each row', async () => {
    const [a, b] = [await pending(), await pending()];
    const res = await bulk('eor', { action: 'reject', ids: [a, b], reason: 'No receipts attached' });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [a, b]) {
      const view = (await call('contractor', 'GET', `/v2/expenses/${id}`)).json().data;
      expect(view).toMatchObject({ status: 'rejected', rejection_reason: 'No receipts attached' });
    }
  });

  it('changes nothing when one row is refused, and names every refused row and why', async () => {
    const [ok, rejected, approved] = [await pending(), await pending(), await pending()];
    await call('client', 'POST', `/v2/expenses/${rejected}/actions`, { action: 'reject', reason: 'Duplicate' });
    await call('client', 'POST', `/v2/expenses/${approved}/actions`, { action: 'approve' });
    const res = await bulk('client', { action: 'reject', ids: [ok, rejected, approved], reason: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^1 of 3 cannot be rejected, so none was\./);
    expect(res.json().message).toContain(`(expense ${approved}): Only a pending expense can be rejected`);
    expect(res.json().message).not.toContain(rejected); // already rejected: reported, not refused
    expect(await statusOf(ok)).toBe('pending');
    const approving = await bulk('client', { action: 'approve', ids: [ok, rejected] });
    expect(approving.statusCode).toBe(409);
    expect(approving.json().message).toContain(`(expense ${rejected}): Only a pending expense can be approved`);
    expect(await statusOf(ok)).toBe('pending');
    expect(await ledgerItems(ok)).toBe(0);
  });

  it("names another partner's ids not found and changes nothing of theirs or the caller's", async () => {
    const [acme1, acme2] = [await pending(), await pending()];
    const beacon = await pending(bruno, 'partner2');
    const foreign = await bulk('initech', { action: 'approve', ids: [beacon, acme1, acme2] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain(`expense ${acme1}`);
    expect(foreign.json().message).toContain(`expense ${acme2}`);
    expect(foreign.json().message).not.toContain(beacon);
    expect(await statusOf(beacon)).toBe('pending');
    const unknown = await bulk('client', { action: 'approve', ids: [acme1, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    for (const id of [acme1, acme2, beacon]) expect(await statusOf(id)).toBe('pending');
    expect((await bulk('initech', { action: 'approve', ids: [beacon] })).statusCode).toBe(200);
  });

  it('answers bad input with a 422 beside the field, never a 500', async () => {
    const id = await pending();
    const field = async (body: object) => {
      const res = await bulk('admin', body);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().detail[0].loc as string[];
    };
    expect(await field({ action: 'approve', ids: [] })).toEqual(['body', 'ids']);
    const tooMany = Array.from({ length: BULK_DECISION_MAX + 1 }, () => id);
    expect(await field({ action: 'approve', ids: tooMany })).toEqual(['body', 'ids']);
    expect(await field({ action: 'unapprove', ids: [id] })).toEqual(['body', 'action']);
    expect(await field({ action: 'reject', ids: [id] })).toEqual(['body', 'reason']);
    expect(await field({ action: 'reject', ids: [id], reason: '   ' })).toEqual(['body', 'reason']);
    expect(await field({ action: 'approve', ids: ['not-a-uuid'] })).toEqual(['body', 'ids', '0']);
    expect(await field({ action: 'approve', ids: [id], filter: {} })).toEqual(['body', '__root__']);
    expect(await statusOf(id)).toBe('pending');
  });
});
