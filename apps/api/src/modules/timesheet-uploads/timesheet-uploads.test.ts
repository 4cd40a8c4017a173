import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addEntry } from '../easy-approve/easy-approve-test-entries.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const login = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};
const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;
const HEADER = 'contractor_email,assignment_id,date,time_start,time_end,break_minutes,type,project_code,task';

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, text: string) => (ids[key] = String((await sql(text))[0]!.id));
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  await one('acme', `select id from partners where subdomain = 'acme'`);
  const assignment = (first: string) =>
    `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.first_name = '${first}'`;
  await one('casey', assignment('Casey'));
  await one('bruno', assignment('Bruno'));
  // Globex requires a project code from here on; UPL-1 is one of its codes.
  await sql(`update clients set requires_project_code = true where id = $1`, [ids.globex]);
  await sql(`insert into project_codes (partner_id, client_id, code) values ($1, $2, 'UPL-1')`, [ids.acme, ids.globex]);
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await login(email), { method, url, ...(payload && { payload }) });
const upload = (email: string, lines: string[], file_name = 'week.csv') =>
  call(email, 'POST', '/v2/timesheet_uploads', { csv: [HEADER, ...lines].join('\n'), file_name });
const caseyEntries = async (from: string, to: string) =>
  (await sql(`select id from timesheets where assignment_id = $1 and date between $2 and $3`, [ids.casey, from, to]))
    .length;

type Row = { line: number; errors: { loc: string[]; msg: string }[]; contractor_name: string | null };
const errorsOf = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.line, r.errors]));

describe('timesheet uploads', () => {
  it('preview every row with its errors, write nothing, and import only when asked to skip the bad rows', async () => {
    const res = await upload('partner@demo.test', [
      'contractor@demo.test,,2026-03-16,09:00,17:30,30,regular,UPL-1,Build',
      'contractor@demo.test,,2026-03-17,22:00,06:00,0,,UPL-1,Night deploy',
      'contractor@demo.test,,2026-03-18,9am,17:00,0,regular,UPL-1,',
      'bruno@beacon.test,,2026-03-16,09:00,17:00,0,regular,,',
      `,${ids.bruno},2026-03-17,09:00,17:00,0,,,`,
      'contractor@demo.test,,2026-03-19,09:00,17:00,0,regular,NOPE,',
      'contractor@demo.test,,2026-03-20,09:00,17:00,0,regular,,',
      'contractor@demo.test,,2026-03-16,17:00,18:00,0,regular,UPL-1,',
      'contractor@demo.test,,2026-03-21,09:00,17:00,0,overtime,UPL-1,',
    ]);
    expect(res.statusCode).toBe(201);
    const preview = res.json().data;
    expect(preview).toMatchObject({
      status: 'previewed',
      total_rows: 9,
      valid_rows: 2,
      invalid_rows: 7,
      imported_rows: 0,
    });
    const errors = errorsOf(preview.rows);
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual([]);
    expect(preview.rows[0].contractor_name).toBe('Casey Contractor');
    expect(errors[4]).toEqual([{ loc: ['time_start'], msg: 'Enter a time as HH:MM' }]);
    // Another partner's contractor and assignment are not the uploader's to name.
    expect(errors[5]![0]!.loc).toEqual(['contractor_email']);
    expect(errors[5]![0]!.msg).toMatch(/No assignment of bruno@beacon.test/);
    expect(errors[6]).toEqual([{ loc: ['assignment_id'], msg: 'No assignment you may see has this id' }]);
    expect(errors[7]).toEqual([{ loc: ['project_code'], msg: 'NOPE is not an active project code of this client' }]);
    expect(errors[8]).toEqual([{ loc: ['project_code'], msg: 'This client requires a project code' }]);
    expect(errors[9]).toEqual([{ loc: ['time_start'], msg: 'This shift overlaps line 2 of this file' }]);
    expect(errors[10]![0]!.loc).toEqual(['type']);
    expect(await caseyEntries('2026-03-16', '2026-03-22')).toBe(0);

    const all = await call('partner@demo.test', 'POST', `/v2/timesheet_uploads/${preview.id}/import`, {
      only_valid: false,
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().detail[0]).toMatchObject({ loc: ['body', 'only_valid'] });
    expect(all.json().detail[0].msg).toMatch(/^7 rows have errors/);
    expect(await caseyEntries('2026-03-16', '2026-03-22')).toBe(0);

    const valid = await call('partner@demo.test', 'POST', `/v2/timesheet_uploads/${preview.id}/import`, {
      only_valid: true,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toMatchObject({ status: 'partially_imported', imported_rows: 2 });
    const created = await sql(
      `select t.status, t.date::text as date, t.minutes_worked, t.upload_id, t.task, u.email as entered_by
         from timesheets t join users u on u.id = t.entering_user_id
        where t.assignment_id = $1 and t.date between '2026-03-16' and '2026-03-22' order by t.date`,
      [ids.casey],
    );
    expect(created).toEqual([
      {
        status: 'pending',
        date: '2026-03-16',
        minutes_worked: 480,
        upload_id: preview.id,
        task: 'Build',
        entered_by: 'partner@demo.test',
      },
      {
        status: 'pending',
        date: '2026-03-17',
        minutes_worked: 480,
        upload_id: preview.id,
        task: 'Night deploy',
        entered_by: 'partner@demo.test',
      },
    ]);
    const rows = valid.json().data.rows as { line: number; timesheet_id: string | null }[];
    expect(rows.filter((r) => r.timesheet_id).map((r) => r.line)).toEqual([2, 3]);

    const again = await call('partner@demo.test', 'POST', `/v2/timesheet_uploads/${preview.id}/import`, {
      only_valid: true,
    });
    expect(again.statusCode).toBe(409);
    expect(await caseyEntries('2026-03-16', '2026-03-22')).toBe(2);
  });

  it('scope uploads: another partner and other clients get 404, staff see all, contractors none', async () => {
    const mine = (await upload('partner@demo.test', ['contractor@demo.test,,2026-04-06,09:00,17:00,0,,UPL-1,'])).json()
      .data;
    expect((await call('partner2@demo.test', 'GET', `/v2/timesheet_uploads/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call('partner2@demo.test', 'POST', `/v2/timesheet_uploads/${mine.id}/import`, { only_valid: true }))
        .statusCode,
    ).toBe(404);
    const partner2List = (await call('partner2@demo.test', 'GET', '/v2/timesheet_uploads')).json().data;
    expect(partner2List.data.map((u: { id: string }) => u.id)).not.toContain(mine.id);
    expect((await call('admin@demo.test', 'GET', `/v2/timesheet_uploads/${mine.id}`)).json().data.file_name).toBe(
      'week.csv',
    );
    expect((await call('eor@demo.test', 'GET', '/v2/timesheet_uploads')).json().data.total).toBeGreaterThanOrEqual(2);
    expect((await call('client@demo.test', 'GET', `/v2/timesheet_uploads/${mine.id}`)).statusCode).toBe(404);
    expect((await call('contractor@demo.test', 'GET', '/v2/timesheet_uploads')).statusCode).toBe(403);
    expect((await call('sales@demo.test', 'GET', '/v2/timesheet_uploads')).statusCode).toBe(403);
    expect(
      (await call('contractor@demo.test', 'POST', '/v2/timesheet_uploads', { csv: `${HEADER}\n` })).statusCode,
    ).toBe(403);

    // A client's user uploads for its own contractors; its partner sees it, another client does not.
    const byClient = await upload('client@demo.test', ['contractor@demo.test,,2026-04-07,09:00,17:00,0,,UPL-1,']);
    expect(byClient.statusCode).toBe(201);
    const clientUpload = byClient.json().data;
    expect(clientUpload).toMatchObject({ valid_rows: 1, client: { id: ids.globex }, partner: { id: ids.acme } });
    expect((await call('partner@demo.test', 'GET', `/v2/timesheet_uploads/${clientUpload.id}`)).statusCode).toBe(200);
    expect((await call('initech@demo.test', 'GET', `/v2/timesheet_uploads/${clientUpload.id}`)).statusCode).toBe(404);
    const imported = await call('client@demo.test', 'POST', `/v2/timesheet_uploads/${clientUpload.id}/import`, {
      only_valid: false,
    });
    expect(imported.json().data).toMatchObject({ status: 'imported', imported_rows: 1 });

    const csv = await call('partner@demo.test', 'GET', '/v2/timesheet_uploads?format=csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('week.csv');
  });

  it("belong to the uploader's partner (none for staff), and to its client only when a client's user uploads", async () => {
    const line = 'contractor@demo.test,,2026-04-08,09:00,17:00,0,,UPL-1,';
    const byPartner = (await upload('recruiter@demo.test', [line])).json().data;
    expect(byPartner).toMatchObject({ partner: { id: ids.acme }, client: null });
    const byStaff = (await upload('admin@demo.test', [line])).json().data;
    expect(byStaff).toMatchObject({ partner: null, client: null });
  });

  it('refuse an unreadable file as a whole', async () => {
    const noColumn = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: 'contractor_email,date,time_start\ncontractor@demo.test,2026-04-13,09:00',
    });
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json().detail).toEqual([{ loc: ['body', 'csv'], msg: 'The header must name the column time_end' }]);
    const noRows = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', { csv: `${HEADER}\n\n` });
    expect(noRows.json().detail[0].msg).toBe('The file has no rows below the header');
    const unknown = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `${HEADER},hours\n`,
    });
    expect(unknown.json().detail[0].msg).toMatch(/^Unknown column hours/);
  });

  it('refuse a file that is not text or too large with a 422 on the csv field, and read BOM, CRLF and quoted commas', async () => {
    const binary = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `${HEADER}\ncontractor@demo.test,,2026-05-04,09:00,17:00,0,,UPL-1,a\u0000b`,
    });
    expect(binary.statusCode).toBe(422);
    expect(binary.json().detail[0].loc).toEqual(['body', 'csv']);
    const name = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `${HEADER}\ncontractor@demo.test,,2026-05-04,09:00,17:00,0,,UPL-1,`,
      file_name: 'week\u0000.csv',
    });
    expect(name.statusCode).toBe(422);
    expect(name.json().detail[0].loc).toEqual(['body', 'file_name']);
    // Over a megabyte (the app's default body limit) still gets the file's own answers.
    const row = `contractor@demo.test,,2026-05-04,09:00,17:00,0,,UPL-1,${'x'.repeat(60)}\n`;
    const manyRows = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `${HEADER}\n${row.repeat(15_000)}`,
    });
    expect(manyRows.statusCode).toBe(422);
    expect(manyRows.json().detail[0]).toEqual({ loc: ['body', 'csv'], msg: 'At most 2000 rows per file; split it' });
    const tooBig = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `${HEADER}\n${row.repeat(30_000)}`,
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().detail[0]).toMatchObject({
      loc: ['body', 'csv'],
      msg: 'The file is too large (2 MB at most)',
    });

    const excel = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: `\uFEFF${HEADER}\r\ncontractor@demo.test,,2026-05-05,09:00,17:00,0,,UPL-1,"Deploy, then ""verify"""\r\n\r\n\r\n`,
    });
    expect(excel.statusCode).toBe(201);
    expect(excel.json().data).toMatchObject({ total_rows: 1, valid_rows: 1 });
    expect(excel.json().data.rows[0].shift.task).toBe('Deploy, then "verify"');
  });

  it('import once when two imports of the same preview race', async () => {
    const preview = (await upload('admin@demo.test', ['contractor@demo.test,,2026-05-11,09:00,17:00,0,,UPL-1,'])).json()
      .data;
    const url = `/v2/timesheet_uploads/${preview.id}/import`;
    const [a, b] = await Promise.all([
      call('admin@demo.test', 'POST', url, { only_valid: false }),
      call('admin@demo.test', 'POST', url, { only_valid: false }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await caseyEntries('2026-05-11', '2026-05-11')).toBe(1);
  });

  it('roll the whole import back when a row no longer passes (time entered since the preview)', async () => {
    const preview = (
      await upload('admin@demo.test', [
        'contractor@demo.test,,2026-04-20,09:00,17:00,0,,UPL-1,',
        `,${ids.casey},2026-04-21,09:00,17:00,0,,UPL-1,`,
      ])
    ).json().data;
    expect(preview.valid_rows).toBe(2);
    await addEntry(t, ids.casey!, { date: '2026-04-21', start: 8 * 60, end: 12 * 60 });
    const res = await call('admin@demo.test', 'POST', `/v2/timesheet_uploads/${preview.id}/import`, {
      only_valid: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toMatch(/^Line 3: This shift overlaps another entry on 2026-04-21/);
    expect(await caseyEntries('2026-04-20', '2026-04-20')).toBe(0);
    expect((await call('admin@demo.test', 'GET', `/v2/timesheet_uploads/${preview.id}`)).json().data.status).toBe(
      'previewed',
    );
  });
});
