/**
 * Entering time, scoping, bulk decisions, locks, the week grid, approvals and project codes through
 * the API. The seed's time lives in October–November 2026; these tests use December 2026 onwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, insertEntry, rows, statusOf, type DemoAssignment } from './timesheet-test-kit.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let casey: DemoAssignment;
let bruno: DemoAssignment;
let tom: DemoAssignment;

beforeAll(async () => {
  t = await createTestApp();
  casey = await assignmentOf(t, 'Casey');
  bruno = await assignmentOf(t, 'Bruno');
  tom = await assignmentOf(t, 'Tom');
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const shift = (date: string, time_start: string, time_end: string, extra: object = {}) => ({
  assignment_id: casey.id,
  date,
  time_start,
  time_end,
  ...extra,
});

describe('entering time', () => {
  it('rolls an overnight shift to the next day, subtracts the break, and shows it in the location’s zone', async () => {
    const res = await call('contractor@demo.test', 'POST', '/v2/timesheets', {
      ...shift('2026-12-07', '22:00', '06:30'),
      break_time_minutes: 30,
      task: 'Night deploy',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      date: '2026-12-07',
      day: 'Monday',
      time_start: 1320,
      time_end: 390,
      time_start_string: '10:00 PM',
      time_end_string: '6:30 AM',
      overnight: true,
      break_time_minutes: 30,
      minutes_worked: 480,
      hours_worked: 8,
      timezone: 'America/Chicago',
      status: 'pending',
      type: 'regular',
      paid: false,
      task: 'Night deploy',
      entering_user: { name: 'Casey Contractor' },
      editing_user: null,
      split: null,
      pay_rate: '27.0000',
      bill_rate: null,
      editable: true,
      actions: ['delete'],
      contractor: { name: 'Casey Contractor' },
      client: { name: 'Globex Corporation', requires_project_code: false },
    });
  });

  it('counts real minutes across a DST change (spring forward: a 22:00–06:00 shift is 7 hours)', async () => {
    const res = await call('contractor@demo.test', 'POST', '/v2/timesheets', shift('2027-03-13', '22:00', '06:00'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.minutes_worked).toBe(420);
  });

  it('refuses a break as long as the shift, an overlapping shift, and dates outside the assignment (422)', async () => {
    const long = await call('contractor@demo.test', 'POST', '/v2/timesheets', {
      ...shift('2026-12-08', '09:00', '10:00'),
      break_time_minutes: 60,
    });
    expect(long.json().detail[0].loc).toEqual(['body', 'break_time_minutes']);
    const overlap = await call('contractor@demo.test', 'POST', '/v2/timesheets', shift('2026-12-08', '05:00', '07:00'));
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().detail[0].msg).toContain('overlaps another entry on 2026-12-07');
    const early = await call('contractor@demo.test', 'POST', '/v2/timesheets', shift('2025-12-01', '09:00', '17:00'));
    expect(early.json().detail[0]).toEqual({ loc: ['body', 'date'], msg: 'The assignment starts on 2026-01-05' });
    const badClock = await call('contractor@demo.test', 'POST', '/v2/timesheets', shift('2026-12-08', '9am', '17:00'));
    expect(badClock.json().detail[0].loc).toEqual(['body', 'time_start']);
  });

  it("keeps contractors to their own assignments and other tenants' users out (404)", async () => {
    const tomShift = { ...shift('2026-12-09', '09:00', '17:00'), assignment_id: tom.id };
    expect((await call('contractor@demo.test', 'POST', '/v2/timesheets', tomShift)).statusCode).toBe(404);
    expect(
      (await call('partner2@demo.test', 'POST', '/v2/timesheets', shift('2026-12-09', '09:00', '17:00'))).statusCode,
    ).toBe(404);
    expect(
      (await call('initech@demo.test', 'POST', '/v2/timesheets', shift('2026-12-09', '09:00', '17:00'))).statusCode,
    ).toBe(404);
    expect(
      (await call('sales@demo.test', 'POST', '/v2/timesheets', shift('2026-12-09', '09:00', '17:00'))).statusCode,
    ).toBe(403);
  });

  it('lets those who may input time enter on a contractor’s behalf, and edits keep the editing user', async () => {
    const byClient = await call('client@demo.test', 'POST', '/v2/timesheets', shift('2026-12-09', '09:00', '17:00'));
    expect(byClient.statusCode).toBe(201);
    expect(byClient.json().data.entering_user.name).toBe('Clara Client');
    const id = byClient.json().data.id;
    const edited = await call('contractor@demo.test', 'PATCH', `/v2/timesheets/${id}`, { time_end: '18:00' });
    expect(edited.json().data).toMatchObject({ minutes_worked: 540, editing_user: { name: 'Casey Contractor' } });
    expect(edited.json().data.edited_date).toBeTruthy();
    expect((await call('partner2@demo.test', 'PATCH', `/v2/timesheets/${id}`, { task: 'x' })).statusCode).toBe(404);
    expect(
      (await call('client@demo.test', 'POST', `/v2/timesheets/${id}/actions`, { action: 'approve' })).statusCode,
    ).toBe(200);
    const approvedEdit = await call('contractor@demo.test', 'PATCH', `/v2/timesheets/${id}`, { task: 'late' });
    expect(approvedEdit.statusCode).toBe(409);
    expect(approvedEdit.json().message).toBe('Only pending or rejected entries can be edited (this one is approved)');
  });

  it('refuses entry when the partner keeps its own time sheets', async () => {
    await rows(t, `update partners set self_time_sheets = true where id = '${casey.partnerId}'`);
    try {
      // The partner's own users lose the /timesheets link (404); staff entering for it get 409.
      expect(
        (await call('admin@demo.test', 'POST', '/v2/timesheets', shift('2026-12-10', '09:00', '17:00'))).statusCode,
      ).toBe(409);
      const fresh = await t.login('recruiter@demo.test');
      expect(
        (await t.call(fresh, { method: 'POST', url: '/v2/timesheets', payload: shift('2026-12-10', '09:00', '17:00') }))
          .statusCode,
      ).toBe(404);
    } finally {
      await rows(t, `update partners set self_time_sheets = false where id = '${casey.partnerId}'`);
    }
  });
});

describe('project codes', () => {
  it('are required on entries when the client says so; partners write them, clients read their own', async () => {
    await rows(t, `update clients set requires_project_code = true where id = '${casey.clientId}'`);
    try {
      const without = await call(
        'contractor@demo.test',
        'POST',
        '/v2/timesheets',
        shift('2026-12-11', '09:00', '17:00'),
      );
      expect(without.statusCode).toBe(422);
      expect(without.json().detail[0]).toEqual({
        loc: ['body', 'project_code_id'],
        msg: 'This client requires a project code',
      });
      const created = await call('partner@demo.test', 'POST', '/v2/project_codes', {
        client_id: casey.clientId,
        code: 'GX-100',
        description: 'Checkout rewrite',
      });
      expect(created.statusCode).toBe(201);
      const code = created.json().data;
      expect(code).toMatchObject({ code: 'GX-100', client: { name: 'Globex Corporation' }, active: true });
      const dup = await call('partner@demo.test', 'POST', '/v2/project_codes', {
        client_id: casey.clientId,
        code: 'GX-100',
      });
      expect(dup.json().detail[0].loc).toEqual(['body', 'code']);
      expect(
        (await call('client@demo.test', 'POST', '/v2/project_codes', { client_id: casey.clientId, code: 'X' }))
          .statusCode,
      ).toBe(403);
      const list = (await call('client@demo.test', 'GET', '/v2/project_codes')).json().data;
      expect(list.data.map((c: { code: string }) => c.code)).toContain('GX-100');
      expect((await call('initech@demo.test', 'GET', `/v2/project_codes/${code.id}`)).statusCode).toBe(404);
      expect((await call('partner2@demo.test', 'GET', `/v2/project_codes/${code.id}`)).statusCode).toBe(404);
      expect((await call('contractor@demo.test', 'GET', '/v2/project_codes')).statusCode).toBe(403);
      const foreign = await call('partner2@demo.test', 'POST', '/v2/project_codes', {
        client_id: casey.clientId,
        code: 'Z',
      });
      expect(foreign.statusCode).toBe(422);

      const withCode = await call('contractor@demo.test', 'POST', '/v2/timesheets', {
        ...shift('2026-12-11', '09:00', '17:00'),
        project_code_id: code.id,
      });
      expect(withCode.statusCode).toBe(201);
      expect(withCode.json().data.project_code).toEqual({
        id: code.id,
        code: 'GX-100',
        description: 'Checkout rewrite',
      });
      const week = (await call('contractor@demo.test', 'GET', '/v2/timesheets/week?week_start=2026-12-11')).json().data;
      expect(week.assignments[0].project_codes.map((c: { code: string }) => c.code)).toEqual(['GX-100']);

      await call('partner@demo.test', 'PATCH', `/v2/project_codes/${code.id}`, { active: false });
      const archived = await call('contractor@demo.test', 'POST', '/v2/timesheets', {
        ...shift('2026-12-12', '09:00', '17:00'),
        project_code_id: code.id,
      });
      expect(archived.json().detail[0].loc).toEqual(['body', 'project_code_id']);
    } finally {
      await rows(t, `update clients set requires_project_code = false where id = '${casey.clientId}'`);
    }
  });
});

describe('bulk decisions', () => {
  it('changes nothing when one entry is refused, and names that entry (409)', async () => {
    const ok = [
      await insertEntry(t, casey, '2026-12-14'),
      await insertEntry(t, casey, '2026-12-15'),
      await insertEntry(t, casey, '2026-12-17'),
    ];
    const bad = await insertEntry(t, casey, '2026-12-16', { status: 'rejected' });
    const res = await call('client@demo.test', 'POST', '/v2/timesheets/bulk', { action: 'approve', ids: [...ok, bad] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Casey Contractor, 2026-12-16 (entry ${bad}): A rejected entry must be unrejected before it is approved`,
    );
    for (const id of ok) expect((await statusOf(t, id))?.status).toBe('pending');
    const items = await rows(
      t,
      `select count(*)::int as n from pay_bill_transaction_items where timesheet_id in ('${ok.join("','")}')`,
    );
    expect(items[0]!.n).toBe(0);

    expect(
      (await call('partner2@demo.test', 'POST', '/v2/timesheets/bulk', { action: 'approve', ids: ok })).statusCode,
    ).toBe(404);
    const byFilter = await call('client@demo.test', 'POST', '/v2/timesheets/bulk', {
      action: 'approve',
      filter: { week_start: '2026-12-14', contractor_id: casey.contractorId, status: 'pending' },
    });
    expect(byFilter.statusCode).toBe(200);
    expect(byFilter.json().data).toMatchObject({ action: 'approve', count: 3 });
    expect(new Set(byFilter.json().data.ids)).toEqual(new Set(ok));
    for (const id of ok) expect((await statusOf(t, id))?.status).toBe('approved');
  });

  it('classifies a 46-hour Texas week with an overnight shift as regular 40 + overtime 6', async () => {
    const week = [
      ['2027-01-04', '08:00', '18:00', 30],
      ['2027-01-05', '08:00', '18:00', 30],
      ['2027-01-06', '08:00', '18:00', 30],
      ['2027-01-07', '08:00', '18:00', 30],
      ['2027-01-08', '22:00', '06:00', 0],
    ] as const;
    for (const [date, start, end, brk] of week) {
      const res = await call('contractor@demo.test', 'POST', '/v2/timesheets', {
        ...shift(date, start, end),
        break_time_minutes: brk,
      });
      expect(res.statusCode).toBe(201);
    }
    const approved = await call('client@demo.test', 'POST', '/v2/timesheets/bulk', {
      action: 'approve',
      filter: { week_start: '2027-01-04', contractor_id: casey.contractorId },
    });
    expect(approved.json().data.count).toBe(5);
    const list = (await call('partner@demo.test', 'GET', '/v2/timesheets?week_start=2027-01-04&per_page=50')).json()
      .data;
    expect(list.total).toBe(5);
    const total = { regular: 0, overtime: 0, double_time: 0, other: 0 };
    for (const e of list.data as { split: typeof total; minutes_worked: number }[]) {
      expect(e.split.regular + e.split.overtime + e.split.double_time + e.split.other).toBe(e.minutes_worked);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += e.split[k];
    }
    expect(total).toEqual({ regular: 2400, overtime: 360, double_time: 0, other: 0 });
  });
});

describe('locks and late time', () => {
  it('refuses to unapprove, edit or delete a locked entry (409); no_bill waits only on an invoice', async () => {
    const approved = await insertEntry(t, casey, '2026-12-21', { status: 'approved', payrollLocked: true });
    const un = await call('admin@demo.test', 'POST', `/v2/timesheets/${approved}/actions`, { action: 'unapprove' });
    expect(un.statusCode).toBe(409);
    expect(un.json().message).toBe('This entry is locked by an approved payroll run and cannot be unapproved');
    expect(
      (await call('admin@demo.test', 'POST', `/v2/timesheets/${approved}/actions`, { action: 'no_bill' })).statusCode,
    ).toBe(200);

    const invoiced = await insertEntry(t, casey, '2026-12-22', { status: 'approved', invoiceLocked: true });
    const nb = await call('admin@demo.test', 'POST', `/v2/timesheets/${invoiced}/actions`, { action: 'no_bill' });
    expect(nb.statusCode).toBe(409);

    const pendingLocked = await insertEntry(t, casey, '2026-12-23', { invoiceLocked: true });
    const edit = await call('contractor@demo.test', 'PATCH', `/v2/timesheets/${pendingLocked}`, { task: 'x' });
    expect(edit.statusCode).toBe(409);
    const del = await call('contractor@demo.test', 'DELETE', `/v2/timesheets/${pendingLocked}`);
    expect(del.statusCode).toBe(409);
    expect(await statusOf(t, pendingLocked)).toEqual({ status: 'pending', paid: false });
    const view = (await call('contractor@demo.test', 'GET', `/v2/timesheets/${pendingLocked}`)).json().data;
    expect(view).toMatchObject({ locked: true, editable: false, actions: [] });
  });

  it('takes late time for a locked week: the new entry is entered, approved and posted', async () => {
    // Monday and Tuesday approved through the API (posted), then locked as payroll would.
    const ids: string[] = [];
    for (const date of ['2027-01-11', '2027-01-12']) {
      const res = await call('contractor@demo.test', 'POST', '/v2/timesheets', shift(date, '09:00', '17:00'));
      ids.push(res.json().data.id);
    }
    await call('client@demo.test', 'POST', '/v2/timesheets/bulk', { action: 'approve', ids });
    await rows(t, `update timesheets set payroll_submission_date = now() where id in ('${ids.join("','")}')`);
    const late = await call('partner@demo.test', 'POST', '/v2/timesheets', shift('2027-01-13', '09:00', '17:00'));
    expect(late.statusCode).toBe(201);
    const ok = await call('client@demo.test', 'POST', `/v2/timesheets/${late.json().data.id}/actions`, {
      action: 'approve',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.entry.split).toEqual({ regular: 480, overtime: 0, double_time: 0, other: 0 });
    for (const id of ids) expect((await statusOf(t, id))?.status).toBe('approved');
  });

  it('refuses a rate change dated on or before approved time (409), allows one after it', async () => {
    const before = await call('admin@demo.test', 'POST', '/v2/assignment_rates', {
      assignment_id: casey.id,
      effective_date: '2026-12-14',
      pay_rate: '30.0000',
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(
      /^Time is approved through 2027-01-\d\d; a rate change must start after that day$/,
    );
    const after = await call('admin@demo.test', 'POST', '/v2/assignment_rates', {
      assignment_id: casey.id,
      effective_date: '2027-06-07',
      pay_rate: '30.0000',
    });
    expect(after.statusCode).toBe(201);
  });
});

describe('who sees which entries', () => {
  const contractors = async (email: string, url = '/v2/timesheets?per_page=200') => {
    const res = await call(email, 'GET', url);
    expect(res.statusCode).toBe(200);
    return new Set((res.json().data.data as { contractor: { name: string } }[]).map((e) => e.contractor.name));
  };

  it('scopes lists per user type and tenant, CSV included, and 404s foreign entries', async () => {
    expect(await contractors('contractor@demo.test')).toEqual(new Set(['Casey Contractor']));
    expect([...(await contractors('partner2@demo.test'))].some((n) => n.startsWith('Casey'))).toBe(false);
    expect([...(await contractors('partner@demo.test'))].some((n) => n.startsWith('Bruno'))).toBe(false);
    expect([...(await contractors('initech@demo.test'))].every((n) => n.startsWith('Bruno'))).toBe(true);
    expect([...(await contractors('client@demo.test'))].some((n) => n.startsWith('Bruno'))).toBe(false);
    expect((await call('sales@demo.test', 'GET', '/v2/timesheets')).statusCode).toBe(403);
    const id = await insertEntry(t, casey, '2026-12-28');
    expect((await call('partner2@demo.test', 'GET', `/v2/timesheets/${id}`)).statusCode).toBe(404);
    expect((await call('initech@demo.test', 'GET', `/v2/timesheets/${id}`)).statusCode).toBe(404);
    expect(
      (await call('partner2@demo.test', 'POST', `/v2/timesheets/${id}/actions`, { action: 'approve' })).statusCode,
    ).toBe(404);
    const csv = (
      await call('partner@demo.test', 'GET', '/v2/timesheets?format=csv&date_from=2026-12-01&date_to=2026-12-31')
    ).body;
    expect(csv.split('\r\n')[0]).toContain('Date,Day,Contractor,Client');
    expect(csv).toContain('Casey Contractor');
    expect(csv).not.toContain('Bruno');
    expect((await call('partner@demo.test', 'GET', '/v2/timesheets?date_from=2026-12-01')).statusCode).toBe(422);
    expect((await call('partner@demo.test', 'GET', `/v2/timesheets?partner_id=${bruno.partnerId}`)).statusCode).toBe(
      422,
    );
  });

  it('gives the time_sheet_only user the timesheets and nothing more', async () => {
    expect([...(await contractors('timesheets@demo.test'))].some((n) => n.startsWith('Bruno'))).toBe(false);
    const entered = await call('timesheets@demo.test', 'POST', '/v2/timesheets', shift('2026-12-29', '09:00', '17:00'));
    expect(entered.statusCode).toBe(201);
    expect(entered.json().data.entering_user.name).toBe('Tim Sheets');
    const id = entered.json().data.id;
    expect(
      (await call('timesheets@demo.test', 'POST', `/v2/timesheets/${id}/actions`, { action: 'approve' })).statusCode,
    ).toBe(403);
    expect((await call('timesheets@demo.test', 'GET', '/v2/approvals')).statusCode).toBe(404);
    expect((await call('timesheets@demo.test', 'GET', '/v2/project_codes')).statusCode).toBe(404);
  });
});

describe('the week grid and the approvals queue', () => {
  it('shows a contractor’s week day by day from the workweek start', async () => {
    const res = await call('contractor@demo.test', 'GET', '/v2/timesheets/week?week_start=2027-01-06');
    expect(res.statusCode).toBe(200);
    const w = res.json().data;
    expect(w).toMatchObject({
      week_start: '2027-01-04',
      week_end: '2027-01-10',
      previous_week_start: '2026-12-28',
      next_week_start: '2027-01-11',
      can_enter: true,
      total_minutes: 2760,
    });
    expect(w.days.map((d: { day: string }) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(w.days[4].entries[0]).toMatchObject({ time_start_string: '10:00 PM', overnight: true });
    expect(w.assignments.map((a: { id: string }) => a.id)).toEqual([casey.id]);
    expect((await call('partner@demo.test', 'GET', '/v2/timesheets/week')).statusCode).toBe(422);
    expect(
      (
        await call('partner@demo.test', 'GET', `/v2/timesheets/week?assignment_id=${casey.id}&week_start=2027-01-04`)
      ).json().data.total_minutes,
    ).toBe(2760);
    expect((await call('partner2@demo.test', 'GET', `/v2/timesheets/week?assignment_id=${casey.id}`)).statusCode).toBe(
      404,
    );
  });

  it('groups pending entries per contractor × week for those who see approvals', async () => {
    await insertEntry(t, casey, '2027-02-01');
    await insertEntry(t, casey, '2027-02-03', { start: 8 * 60, end: 12 * 60 });
    const res = await call('partner@demo.test', 'GET', '/v2/approvals?week_start=2027-02-01');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data.data;
    expect(groups).toEqual([
      expect.objectContaining({
        id: `${casey.contractorId}_2027-02-01`,
        contractor: { id: casey.contractorId, name: 'Casey Contractor' },
        clients: [{ id: casey.clientId, name: 'Globex Corporation' }],
        week_start: '2027-02-01',
        week_end: '2027-02-07',
        pending_count: 2,
        pending_minutes: 720,
      }),
    ]);
    expect((await call('admin@demo.test', 'GET', '/v2/approvals?week_start=2027-02-01')).json().data.total).toBe(1);
    expect((await call('partner2@demo.test', 'GET', '/v2/approvals?week_start=2027-02-01')).json().data.total).toBe(0);
    expect((await call('client@demo.test', 'GET', '/v2/approvals')).statusCode).toBe(200);
    expect((await call('contractor@demo.test', 'GET', '/v2/approvals')).statusCode).toBe(403);
    const all = (await call('admin@demo.test', 'GET', '/v2/approvals?per_page=100')).json().data;
    expect(all.total).toBeGreaterThan(1);

    const detail = await call('partner@demo.test', 'GET', `/v2/approvals/${casey.contractorId}_2027-02-01`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ pending_count: 2, total_minutes: 720 });
    expect(detail.json().data.entries.map((e: { date: string }) => e.date)).toEqual(['2027-02-01', '2027-02-03']);
    expect((await call('partner2@demo.test', 'GET', `/v2/approvals/${casey.contractorId}_2027-02-01`)).statusCode).toBe(
      404,
    );
    expect((await call('partner@demo.test', 'GET', '/v2/approvals/nonsense')).statusCode).toBe(404);
    const csv = (await call('partner@demo.test', 'GET', '/v2/approvals?format=csv&week_start=2027-02-01')).body;
    expect(csv).toContain('Casey Contractor');
  });
});

describe('odd input', () => {
  it('answers 422 beside the field, never 500, for dates out of range and malformed approval groups', async () => {
    const far = await call('admin@demo.test', 'POST', '/v2/timesheets', shift('9999-12-31', '09:00', '17:00'));
    expect(far.statusCode).toBe(422);
    expect(far.json().detail[0].loc).toEqual(['body', 'date']);
    const yearZero = await call('admin@demo.test', 'GET', '/v2/timesheets?date_from=0000-01-01&date_to=0000-01-07');
    expect(yearZero.statusCode).toBe(422);
    expect(yearZero.json().detail[0].loc).toEqual(['querystring', 'date_from']);
    for (const url of [
      '/v2/timesheets?week_start=9999-12-31',
      `/v2/timesheets/week?week_start=9999-12-31&assignment_id=${casey.id}`,
      '/v2/approvals?week_start=9999-12-31',
    ]) {
      const res = await call('admin@demo.test', 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail[0].loc, url).toEqual(['querystring', 'week_start']);
    }
    for (const id of ['------------------------------------_2027-02-01', `${casey.contractorId}_2027-13-45`]) {
      expect((await call('admin@demo.test', 'GET', `/v2/approvals/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('refuses a project code change with nothing to change (422)', async () => {
    const created = await call('partner@demo.test', 'POST', '/v2/project_codes', {
      client_id: casey.clientId,
      code: 'EMPTY-PATCH',
    });
    const res = await call('partner@demo.test', 'PATCH', `/v2/project_codes/${created.json().data.id}`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({ loc: ['body', '__root__'], msg: 'Change at least one field' });
  });

  it('takes a double-submitted entry once: the copies overlap it (422)', async () => {
    await token('admin@demo.test');
    const body = shift('2027-06-07', '09:00', '17:00');
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('admin@demo.test', 'POST', '/v2/timesheets', body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const [n] = await rows(
      t,
      `select count(*)::int as n from timesheets where contractor_id = '${casey.contractorId}' and date = '2027-06-07'`,
    );
    expect(n!.n).toBe(1);
  });
});

describe('concurrent decisions', () => {
  it('posts a week once however its entries are approved at the same time (the week is locked while it posts)', async () => {
    await token('admin@demo.test');
    const ids: string[] = [];
    for (const date of ['2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09'])
      ids.push(await insertEntry(t, casey, date, { start: 8 * 60, end: 18 * 60 }));
    const answers = await Promise.all(
      ids.map((id) => call('admin@demo.test', 'POST', `/v2/timesheets/${id}/actions`, { action: 'approve' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const net = await rows(
      t,
      `select side, classification, sum(minutes)::int as minutes from pay_bill_transaction_items
        where timesheet_id in (${ids.map((id) => `'${id}'`).join(',')}) group by 1, 2 order by 1, 2`,
    );
    expect(net).toEqual([
      { side: 'bill', classification: 'overtime', minutes: 600 },
      { side: 'bill', classification: 'regular', minutes: 2400 },
      { side: 'pay', classification: 'overtime', minutes: 600 },
      { side: 'pay', classification: 'regular', minutes: 2400 },
    ]);
  });
});
