import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Key = 'casey' | 'nina' | 'bruno' | 'caseyContractor' | 'globex' | 'globexOther' | 'otherClient';
const ids = {} as Record<Key, string>;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('receipt-png')]);
const PDF = Buffer.from('%PDF-1.4\n% a receipt\n%%EOF\n');
const receipt = (bytes: Buffer, filename = 'taxi.png') => ({ filename, content_base64: bytes.toString('base64') });

const sql = async (text: string) => (await t.database.executeSql(text)).rows;
const assignmentOf = (contractorEmail: string) =>
  `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.email = '${contractorEmail}'`;

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: Key, text: string) => (ids[key] = String((await sql(text))[0]!.id));
  await one('casey', assignmentOf('contractor@demo.test'));
  await one('nina', assignmentOf('newhire@demo.test'));
  await one('bruno', assignmentOf('bruno@beacon.test'));
  await one('caseyContractor', `select id from contractors where email = 'contractor@demo.test'`);
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  // Another Globex worker (the Toronto analyst) and a worker at another Acme client.
  await one(
    'globexOther',
    `select a.id from assignments a join clients c on c.id = a.client_id join partners p on p.id = a.partner_id
      where c.name = 'Globex Corporation' and p.name = 'Acme Staffing' and a.status = 'live'
        and a.id <> '${ids.casey}' order by a.start_date limit 1`,
  );
  await one(
    'otherClient',
    `select a.id from assignments a join clients c on c.id = a.client_id join partners p on p.id = a.partner_id
      where c.name <> 'Globex Corporation' and p.name = 'Acme Staffing' and a.status = 'live' limit 1`,
  );
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const act = (who: string, id: string, action: string, reason?: string) =>
  call(who, 'POST', `/v2/expenses/${id}/actions`, { action, ...(reason && { reason }) });
const create = (who: string, body: object) => call(who, 'POST', '/v2/expenses', body);
const reimbursement = (assignmentId: string, over: object = {}) => ({
  assignment_id: assignmentId,
  type: 'reimbursement',
  amount: '42.50',
  date: '2026-03-02',
  category: 'Travel',
  description: 'Taxi to the client site',
  business_purpose: 'Site visit',
  ...over,
});
const created = async (who: string, body: object) => {
  const res = await create(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; [k: string]: unknown };
};
const listIds = async (who: string, qs = '') =>
  ((await call(who, 'GET', `/v2/expenses?per_page=200&${qs}`)).json().data.data as { id: string }[]).map((e) => e.id);
const ledgerSums = async (expenseId: string) =>
  Object.fromEntries(
    (
      await sql(
        `select side, sum(amount)::text as total, count(*)::int as n from pay_bill_transaction_items
          where expense_id = '${expenseId}' group by side order by side`,
      )
    ).map((r) => [r.side, { total: r.total, n: r.n }]),
  );

describe('creating expenses', () => {
  it('lets a W-2 contractor enter its own reimbursement with a receipt, with the type defaults', async () => {
    const e = await created('contractor', { ...reimbursement(ids.casey), receipt: receipt(PNG) });
    expect(e).toMatchObject({
      status: 'pending',
      paid: false,
      amount: '42.50',
      reimbursable: true,
      billable: true,
      contractor: { id: ids.caseyContractor, name: 'Casey Contractor' },
      client: { id: ids.globex, name: 'Globex Corporation' },
      receipt: { filename: 'taxi.png', content_type: 'image/png', size_bytes: PNG.length },
      entering_user: { name: 'Casey Contractor' },
      actions: ['edit', 'delete'],
    });
  });

  it("refuses a contractor's pay types, flags, foreign or unstarted assignments", async () => {
    const bonus = await create('contractor', {
      ...reimbursement(ids.casey),
      type: 'bonus',
      period_start: '2026-02-02',
      period_end: '2026-02-28',
    });
    expect(bonus.statusCode).toBe(422);
    expect(bonus.json().detail[0].loc).toEqual(['body', 'type']);
    const flags = await create('contractor', { ...reimbursement(ids.casey), billable: false });
    expect(flags.json().detail[0].loc).toEqual(['body', 'billable']);
    const foreign = await create('contractor', reimbursement(ids.globexOther));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].loc).toEqual(['body', 'assignment_id']);
    const unstarted = await create('newhire', reimbursement(ids.nina, { date: '2026-12-08' }));
    expect(unstarted.statusCode).toBe(422);
  });

  it('lets staff and the partner enter on a worker’s behalf, each only within its own partner', async () => {
    const missingPeriod = await create('partner', reimbursement(ids.globexOther, { type: 'bonus' }));
    expect(missingPeriod.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['period_start', 'period_end']);
    const bonus = await created('partner', {
      ...reimbursement(ids.globexOther, { type: 'bonus', amount: '500' }),
      period_start: '2026-03-02',
      period_end: '2026-03-15',
      billable: false,
    });
    expect(bonus).toMatchObject({ type: 'bonus', period_start: '2026-03-02', reimbursable: true, billable: false });
    expect((await create('partner', reimbursement(ids.bruno))).json().detail[0].loc).toEqual(['body', 'assignment_id']);
    await created('recruiter', reimbursement(ids.otherClient));
    await created('partner2', reimbursement(ids.bruno));
    await created('eor', reimbursement(ids.bruno, { type: 'ic_expense' }));
    expect((await create('admin', reimbursement(ids.nina))).json().detail[0].msg).toBe(
      'The assignment has not started',
    );
    // The partner's time_sheet_only user has no /expenses; clients and sales partners do not enter expenses.
    expect((await create('timesheets', reimbursement(ids.casey))).statusCode).toBe(404);
    expect((await create('client', reimbursement(ids.casey))).statusCode).toBe(403);
    expect((await create('sales', reimbursement(ids.casey))).statusCode).toBe(403);
  });

  it.each([
    ['0', 'The amount must be more than zero'],
    ['0.00', 'The amount must be more than zero'],
    ['-1', 'Enter an amount with at most 2 decimals'],
    ['12.345', 'Enter an amount with at most 2 decimals'],
    ['1e3', 'Enter an amount with at most 2 decimals'],
  ])('refuses the amount %s', async (amount, msg) => {
    const res = await create('admin', reimbursement(ids.casey, { amount }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'amount'], msg });
  });

  it('refuses a numeric amount, a date before the assignment, and a receipt that is not a PDF or image', async () => {
    expect((await create('admin', reimbursement(ids.casey, { amount: 12.5 }))).json().detail[0].loc).toEqual([
      'body',
      'amount',
    ]);
    expect((await create('admin', reimbursement(ids.casey, { date: '2025-12-31' }))).json().detail[0].loc).toEqual([
      'body',
      'date',
    ]);
    const text = await create('admin', {
      ...reimbursement(ids.casey),
      receipt: receipt(Buffer.from('just text'), 'r.pdf'),
    });
    expect(text.json().detail[0]).toMatchObject({
      loc: ['body', 'receipt', 'content_base64'],
      msg: 'Upload a PDF, PNG or JPEG receipt',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await create('admin', { ...reimbursement(ids.casey), receipt: receipt(big, 'big.pdf') });
    expect(oversize.statusCode).toBe(422);
    expect(oversize.json().detail[0].msg).toBe('The receipt must be at most 5 MB');
  });

  it('answers odd input with a 422 beside the field, never a 500', async () => {
    const bonus = { type: 'bonus', period_start: '0000-01-01', period_end: '0000-01-05' };
    const year0 = await create('admin', reimbursement(ids.casey, bonus));
    expect(year0.statusCode).toBe(422);
    expect(year0.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['period_start', 'period_end']);
    const far = await create('admin', reimbursement(ids.casey, { date: '9999-12-31' }));
    expect(far.statusCode).toBe(422);
    expect(far.json().detail[0].loc).toEqual(['body', 'date']);
    const nul = await create('admin', reimbursement(ids.casey, { description: 'Taxi\u0000' }));
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail[0].loc).toEqual(['body', 'description']);
    const nulName = await create('admin', { ...reimbursement(ids.casey), receipt: receipt(PNG, 'taxi\u0000.png') });
    expect(nulName.statusCode).toBe(422);
    expect(nulName.json().detail[0].loc).toEqual(['body', 'receipt', 'filename']);
    // Markup a browser would run (SVG, HTML) is never stored as a receipt, whatever its name says.
    for (const markup of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<html>']) {
      const res = await create('admin', {
        ...reimbursement(ids.casey),
        receipt: receipt(Buffer.from(markup), 'r.png'),
      });
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'receipt', 'content_base64'] });
    }
    const e = await created('admin', reimbursement(ids.casey));
    const patched = await call('admin', 'PATCH', `/v2/expenses/${e.id}`, { category: 'x\u0000' });
    expect(patched.statusCode).toBe(422);
    const patchedBonus = await call('admin', 'PATCH', `/v2/expenses/${e.id}`, bonus);
    expect(patchedBonus.statusCode).toBe(422);
    const listed = await call('admin', 'GET', '/v2/expenses?date_from=0000-01-01&date_to=0000-01-02');
    expect(listed.statusCode).toBe(422);
    expect(listed.json().detail[0].loc).toEqual(['querystring', 'date_from']);
  });
});

describe('seeing expenses', () => {
  it('scopes the list per user type and tenant, and answers a foreign expense 404', async () => {
    const mine = await created('contractor', reimbursement(ids.casey, { description: 'scoped-one' }));
    const stark = await created('partner', reimbursement(ids.otherClient, { description: 'scoped-two' }));
    const beacon = await created('partner2', reimbursement(ids.bruno, { description: 'scoped-three' }));
    const search = 'search=scoped-';
    expect(new Set(await listIds('admin', search))).toEqual(new Set([mine.id, stark.id, beacon.id]));
    expect(new Set(await listIds('partner', search))).toEqual(new Set([mine.id, stark.id]));
    expect(new Set(await listIds('recruiter', search))).toEqual(new Set([mine.id, stark.id]));
    expect(await listIds('partner2', search)).toEqual([beacon.id]);
    expect(await listIds('client', search)).toEqual([mine.id]);
    expect(await listIds('initech', search)).toEqual([beacon.id]);
    expect(await listIds('contractor', search)).toEqual([mine.id]);
    expect((await call('sales', 'GET', '/v2/expenses')).statusCode).toBe(403);
    expect((await call('timesheets', 'GET', '/v2/expenses')).statusCode).toBe(404);
    expect((await call('partner2', 'GET', `/v2/expenses/${mine.id}`)).statusCode).toBe(404);
    expect((await call('initech', 'GET', `/v2/expenses/${mine.id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `/v2/expenses/${stark.id}`)).statusCode).toBe(404);
    expect((await call('contractor', 'GET', `/v2/expenses/${stark.id}`)).statusCode).toBe(404);
    expect((await call('client', 'GET', `/v2/expenses/${mine.id}`)).json().data.actions).toEqual(['approve', 'reject']);
  });

  it('filters by status, type, client, contractor and period, and exports CSV', async () => {
    const march = await created('admin', reimbursement(ids.casey, { date: '2026-03-20', category: 'filter-me' }));
    const april = await created('admin', reimbursement(ids.casey, { date: '2026-04-20', type: 'stipend' }));
    const inMarch = await listIds('admin', 'date_from=2026-03-19&date_to=2026-03-21');
    expect(inMarch).toContain(march.id);
    expect(inMarch).not.toContain(april.id);
    expect(await listIds('admin', `type=stipend&contractor_id=${ids.caseyContractor}`)).toContain(april.id);
    expect(await listIds('admin', 'type=stipend')).not.toContain(march.id);
    expect(await listIds('admin', `client_id=${ids.globex}&search=filter-me`)).toEqual([march.id]);
    expect(await listIds('admin', 'status=approved&search=filter-me')).toEqual([]);
    const half = await call('admin', 'GET', '/v2/expenses?date_from=2026-03-01');
    expect(half.statusCode).toBe(422);
    expect((await call('partner', 'GET', '/v2/expenses?partner_id=' + ids.globex)).statusCode).toBe(422);
    const csv = await call('partner', 'GET', '/v2/expenses?format=csv&search=filter-me');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(/^Date,Type,Amount,Status,Paid,Contractor,Client,Partner/);
    expect(csv.body).toContain('2026-03-20,Reimbursement,42.50,pending,false,Casey Contractor,Globex Corporation');
  });
});

describe('deciding expenses', () => {
  it('lets the client approve (user, date and IP recorded, ledger posted) and refuses non-deciders', async () => {
    const e = await created('contractor', reimbursement(ids.casey, { amount: '80.25' }));
    expect((await act('partner', e.id, 'approve')).statusCode).toBe(403);
    expect((await act('recruiter', e.id, 'approve')).statusCode).toBe(403);
    expect((await act('contractor', e.id, 'approve')).statusCode).toBe(403);
    expect((await act('partner2', e.id, 'approve')).statusCode).toBe(404);
    expect((await act('initech', e.id, 'approve')).statusCode).toBe(404);
    const approved = await act('client', e.id, 'approve');
    expect(approved.statusCode).toBe(200);
    const view = approved.json().data;
    expect(view).toMatchObject({
      status: 'approved',
      approval_user: { name: 'Clara Client' },
      actions: ['unapprove'],
    });
    expect(view.approval_ip).toBeTruthy();
    expect(view.approval_date).toBeTruthy();
    expect(view.pay_bill_transaction).toBeTruthy();
    expect(await ledgerSums(e.id)).toEqual({ bill: { total: '80.25', n: 1 }, pay: { total: '80.25', n: 1 } });
    expect((await call('contractor', 'GET', `/v2/expenses/${e.id}`)).json().data.approval_ip).toBeNull();
    expect((await act('client', e.id, 'approve')).statusCode).toBe(409);
    expect((await call('contractor', 'PATCH', `/v2/expenses/${e.id}`, { amount: '1' })).statusCode).toBe(409);
    expect((await call('contractor', 'DELETE', `/v2/expenses/${e.id}`)).statusCode).toBe(409);
    expect((await call('contractor', 'PUT', `/v2/expenses/${e.id}/receipt`, receipt(PDF, 'r.pdf'))).statusCode).toBe(
      409,
    );
  });

  it('posts once when the same approval is sent twice at the same moment', async () => {
    const e = await created('admin', reimbursement(ids.casey, { amount: '19.99' }));
    const [a, b] = await Promise.all([act('client', e.id, 'approve'), act('eor', e.id, 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await ledgerSums(e.id)).toEqual({ bill: { total: '19.99', n: 1 }, pay: { total: '19.99', n: 1 } });
  });

  it('keeps paid and unpaid to admins, and refuses to unapprove a paid or locked expense', async () => {
    const e = await created('partner', reimbursement(ids.globexOther, { amount: '10.00' }));
    expect((await act('admin', e.id, 'paid')).json().message).toBe('Only an approved expense can be marked paid');
    await act('eor', e.id, 'approve');
    for (const who of ['eor', 'partner', 'client']) expect((await act(who, e.id, 'paid')).statusCode, who).toBe(403);
    const paid = await act('admin', e.id, 'paid');
    expect(paid.json().data).toMatchObject({ paid: true, actions: ['unpaid'] });
    expect((await act('admin', e.id, 'unapprove')).json().message).toMatch(/mark it unpaid first/);
    expect((await act('partner', e.id, 'unpaid')).statusCode).toBe(403);
    expect((await act('admin', e.id, 'unpaid')).json().data).toMatchObject({ paid: false, paid_date: null });
    await sql(`update expenses set payroll_submission_date = now() where id = '${e.id}'`);
    const locked = await act('admin', e.id, 'unapprove');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This expense is on a finalized invoice or an approved payroll run');
  });

  it('unapproves (partners may) with reversing ledger items, and rejects with a reason the worker sees', async () => {
    const e = await created('contractor', reimbursement(ids.casey, { amount: '15.00' }));
    await act('admin', e.id, 'approve');
    const back = await act('partner', e.id, 'unapprove');
    expect(back.json().data).toMatchObject({ status: 'pending', approval_user: null, approval_date: null });
    expect(await ledgerSums(e.id)).toEqual({ bill: { total: '0.00', n: 2 }, pay: { total: '0.00', n: 2 } });
    const noReason = await act('client', e.id, 'reject');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().detail[0].loc).toEqual(['body', 'reason']);
    expect((await act('partner', e.id, 'reject', 'No')).statusCode).toBe(403);
    await act('client', e.id, 'reject', 'Not a client expense');
    const seen = (await call('contractor', 'GET', `/v2/expenses/${e.id}`)).json().data;
    expect(seen).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a client expense',
      rejection_user: { name: 'Clara Client' },
      actions: ['delete'],
    });
    // Once in the ledger it stays (rejected), never deleted.
    expect((await call('contractor', 'DELETE', `/v2/expenses/${e.id}`)).statusCode).toBe(409);
    expect((await act('partner', e.id, 'unreject')).statusCode).toBe(403);
    expect((await act('client', e.id, 'unreject')).json().data).toMatchObject({
      status: 'pending',
      rejection_reason: null,
    });
  });

  it('posts a pay-only bonus on the pay side only, and reverses it on unapprove', async () => {
    const bonus = await created('admin', {
      ...reimbursement(ids.globexOther, { type: 'commission', amount: '300.00' }),
      period_start: '2026-03-02',
      period_end: '2026-03-15',
      billable: false,
    });
    await act('client', bonus.id, 'approve');
    expect(await ledgerSums(bonus.id)).toEqual({ pay: { total: '300.00', n: 1 } });
    await act('client', bonus.id, 'unapprove');
    expect(await ledgerSums(bonus.id)).toEqual({ pay: { total: '0.00', n: 2 } });
  });

  it('lets a self-employer partner decide its own expenses', async () => {
    const e = await created('partner2', reimbursement(ids.bruno, { amount: '99.99' }));
    expect((await act('partner2', e.id, 'approve')).json().data.status).toBe('approved');
    expect((await act('partner', e.id, 'unapprove')).statusCode).toBe(404);
  });
});

describe('changing and deleting expenses', () => {
  it('lets the entrant change a pending expense with the cross-field rules, not a client or another worker', async () => {
    const e = await created('contractor', reimbursement(ids.casey));
    const changed = await call('contractor', 'PATCH', `/v2/expenses/${e.id}`, { amount: '43.00', category: 'Taxi' });
    expect(changed.json().data).toMatchObject({ amount: '43.00', category: 'Taxi' });
    expect(changed.json().data.edited_at).toBeTruthy();
    expect((await call('contractor', 'PATCH', `/v2/expenses/${e.id}`, { type: 'bonus' })).statusCode).toBe(422);
    const bonus = await call('partner', 'PATCH', `/v2/expenses/${e.id}`, { type: 'bonus' });
    expect(bonus.json().detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(['period_start', 'period_end']);
    expect((await call('client', 'PATCH', `/v2/expenses/${e.id}`, { amount: '1.00' })).statusCode).toBe(403);
    expect((await call('partner2', 'PATCH', `/v2/expenses/${e.id}`, { amount: '1.00' })).statusCode).toBe(404);
    expect((await call('partner', 'PATCH', `/v2/expenses/${e.id}`, { amount: '0' })).statusCode).toBe(422);
  });

  it("keeps a bonus entered for a worker out of the worker's hands", async () => {
    const bonus = await created('admin', {
      ...reimbursement(ids.casey, { type: 'bonus', amount: '250.00' }),
      period_start: '2026-03-02',
      period_end: '2026-03-08',
    });
    const seen = (await call('contractor', 'GET', `/v2/expenses/${bonus.id}`)).json().data;
    expect(seen.actions).toEqual([]);
    expect((await call('contractor', 'PATCH', `/v2/expenses/${bonus.id}`, { amount: '999' })).statusCode).toBe(403);
    expect((await call('contractor', 'DELETE', `/v2/expenses/${bonus.id}`)).statusCode).toBe(403);
  });

  it('keeps whether an expense is reimbursed or billed out of the contractor’s edits: the partner decides it', async () => {
    const e = await created('contractor', reimbursement(ids.casey));
    const flags = await call('contractor', 'PATCH', `/v2/expenses/${e.id}`, { billable: false });
    expect(flags.statusCode).toBe(422);
    expect(flags.json().detail[0]).toMatchObject({
      loc: ['body', 'billable'],
      msg: 'Whether an expense is reimbursed or billed is decided by the partner',
    });
    const byPartner = await call('partner', 'PATCH', `/v2/expenses/${e.id}`, { billable: false });
    expect(byPartner.json().data.billable).toBe(false);
  });

  it('deletes a pending expense with its receipt', async () => {
    const e = await created('contractor', { ...reimbursement(ids.casey), receipt: receipt(PNG) });
    expect((await call('client', 'DELETE', `/v2/expenses/${e.id}`)).statusCode).toBe(403);
    expect((await call('contractor', 'DELETE', `/v2/expenses/${e.id}`)).statusCode).toBe(204);
    expect((await call('contractor', 'GET', `/v2/expenses/${e.id}`)).statusCode).toBe(404);
    const fileId = (e.receipt as { id: string }).id;
    expect(await sql(`select id from stored_files where id = '${fileId}'`)).toEqual([]);
  });
});

describe('receipts', () => {
  it('downloads for whoever sees the expense, and 404 for anyone else', async () => {
    const e = await created('contractor', { ...reimbursement(ids.casey), receipt: receipt(PNG, 'Taxi "März".png') });
    for (const who of ['contractor', 'client', 'partner', 'recruiter', 'admin', 'eor']) {
      const res = await call(who, 'GET', `/v2/expenses/${e.id}/receipt`);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Taxi _M_rz_.png"; filename*=UTF-8''${encodeURIComponent('Taxi "März".png')}`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const who of ['partner2', 'initech'])
      expect((await call(who, 'GET', `/v2/expenses/${e.id}/receipt`)).statusCode, who).toBe(404);
    const bare = await created('contractor', reimbursement(ids.casey));
    expect((await call('contractor', 'GET', `/v2/expenses/${bare.id}/receipt`)).statusCode).toBe(404);
  });

  it('replaces the receipt of a pending expense, removing the old file', async () => {
    const e = await created('contractor', { ...reimbursement(ids.casey), receipt: receipt(PNG) });
    const oldId = (e.receipt as { id: string }).id;
    expect((await call('client', 'PUT', `/v2/expenses/${e.id}/receipt`, receipt(PDF, 'r.pdf'))).statusCode).toBe(403);
    expect((await call('partner2', 'PUT', `/v2/expenses/${e.id}/receipt`, receipt(PDF, 'r.pdf'))).statusCode).toBe(404);
    const bad = await call(
      'contractor',
      'PUT',
      `/v2/expenses/${e.id}/receipt`,
      receipt(Buffer.from('GIF89a'), 'r.gif'),
    );
    expect(bad.json().detail[0].loc).toEqual(['body', 'content_base64']);
    const res = await call('contractor', 'PUT', `/v2/expenses/${e.id}/receipt`, receipt(PDF, 'hotel.pdf'));
    expect(res.json().data.receipt).toMatchObject({ filename: 'hotel.pdf', content_type: 'application/pdf' });
    expect(await sql(`select id from stored_files where id = '${oldId}'`)).toEqual([]);
    const download = await call('admin', 'GET', `/v2/expenses/${e.id}/receipt`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('every action × every user type', () => {
  const USERS = [
    'admin',
    'eor',
    'partner',
    'recruiter',
    'timesheets',
    'partner2',
    'sales',
    'client',
    'initech',
    'contractor',
  ];
  const DECIDERS = { admin: 200, eor: 200, client: 200 };
  const NOT_THEIRS = { partner2: 404, initech: 404, timesheets: 404, sales: 403 };
  /** The state each action starts from, and the answer each user gets (403 when not listed). */
  const MATRIX: Record<string, { from: string; ok: Record<string, number> }> = {
    approve: { from: `status = 'pending'`, ok: DECIDERS },
    reject: { from: `status = 'pending'`, ok: DECIDERS },
    unapprove: { from: `status = 'approved'`, ok: { ...DECIDERS, partner: 200, recruiter: 200 } },
    unreject: { from: `status = 'rejected'`, ok: DECIDERS },
    paid: { from: `status = 'approved'`, ok: { admin: 200 } },
    unpaid: { from: `status = 'approved', paid = true`, ok: { admin: 200 } },
    edit: { from: `status = 'pending'`, ok: { admin: 200, eor: 200, partner: 200, recruiter: 200, contractor: 200 } },
    delete: { from: `status = 'pending'`, ok: { admin: 204, eor: 204, partner: 204, recruiter: 204, contractor: 204 } },
  };

  it.each(Object.entries(MATRIX))('%s', async (action, { from, ok }) => {
    const got: Record<string, number> = {};
    for (const who of USERS) {
      const e = await created('admin', reimbursement(ids.casey, { description: `matrix ${action} ${who}` }));
      await sql(`update expenses set ${from} where id = '${e.id}'`);
      const res =
        action === 'edit'
          ? await call(who, 'PATCH', `/v2/expenses/${e.id}`, { amount: '7.00' })
          : action === 'delete'
            ? await call(who, 'DELETE', `/v2/expenses/${e.id}`)
            : await act(who, e.id, action, 'Matrix reason');
      got[who] = res.statusCode;
    }
    const expected = Object.fromEntries(
      USERS.map((who) => [
        who,
        (ok as Record<string, number>)[who] ?? (NOT_THEIRS as Record<string, number>)[who] ?? 403,
      ]),
    );
    expect(got).toEqual(expected);
  });
});
