/**
 * Control characters in any request are a 422 naming the field (decision 0027): the routes that
 * answered 500 to a NUL, an ESC in a body and in a query, and free text that keeps its tabs and
 * line breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARS_MESSAGE } from '@app/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { controlCharacterPaths } from './control-characters.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: string, url: string, payload?: object) =>
  t.call(await token(email), { method: method as 'GET', url, ...(payload && { payload }) });
const sqlOne = async (text: string) => String((await t.database.executeSql(text)).rows[0]!.id);

const ids: Record<string, string> = {};
const NUL = '\u0000';
const ESC = '\u001b';
const FREE_TEXT = 'Line one\r\nline two\tand a tab';

beforeAll(async () => {
  t = await createTestApp();
  ids.globex = await sqlOne(`select id from clients where name = 'Globex Corporation'`);
  ids.casey = await sqlOne(
    `select a.id from assignments a join contractors c on c.id = a.contractor_id
     where c.email = 'contractor@demo.test' order by a.start_date limit 1`,
  );
  ids.pendingEntry = await sqlOne(`select id from timesheets where status = 'pending' order by date limit 1`);
  // Rows the PATCH routes below edit, made with free text: tab and line breaks are stored as sent.
  const code = await call('partner@demo.test', 'POST', '/v2/project_codes', {
    client_id: ids.globex,
    code: 'CTRL-1',
    description: FREE_TEXT,
  });
  expect(code.statusCode, code.body).toBe(201);
  expect(code.json().data.description).toBe(FREE_TEXT);
  ids.code = code.json().data.id;
  const rule = await call('admin@demo.test', 'POST', '/v2/pto_rules', {
    name: 'Control test',
    method: 'per_period',
    minutes_per_period: 60,
  });
  expect(rule.statusCode, rule.body).toBe(201);
  ids.rule = rule.json().data.id;
  const timeOff = await call('contractor@demo.test', 'POST', '/v2/time_off_requests', {
    assignment_id: ids.casey,
    type: 'sick',
    start_date: '2027-06-07',
    end_date: '2027-06-07',
    reason: FREE_TEXT,
  });
  expect(timeOff.statusCode, timeOff.body).toBe(201);
  expect(timeOff.json().data.reason).toBe(FREE_TEXT);
  ids.timeOff = timeOff.json().data.id;
});
afterAll(async () => t?.close());

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Each route with a body valid but for `text` in one free-text field, and that field's path. */
const bodyRoutes: {
  name: string;
  who: string;
  method: string;
  url: () => string;
  body: (text: string) => object;
  loc: string[];
}[] = [
  {
    name: 'profile',
    who: 'contractor@demo.test',
    method: 'PATCH',
    url: () => '/v2/profile',
    body: (s) => ({ first_name: `Ca${s}sey` }),
    loc: ['first_name'],
  },
  {
    name: 'user settings',
    who: 'contractor@demo.test',
    method: 'PUT',
    url: () => '/v2/user_settings',
    body: (s) => ({ theme: 'light', timezone: `America/Chicago${s}` }),
    loc: ['timezone'],
  },
  {
    name: 'new project code',
    who: 'partner@demo.test',
    method: 'POST',
    url: () => '/v2/project_codes',
    body: (s) => ({ client_id: ids.globex, code: `GX${s}1`, description: 'Checkout' }),
    loc: ['code'],
  },
  {
    name: 'project code edit',
    who: 'partner@demo.test',
    method: 'PATCH',
    url: () => `/v2/project_codes/${ids.code}`,
    body: (s) => ({ description: `Checkout ${s}rewrite` }),
    loc: ['description'],
  },
  {
    name: 'new PTO rule',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/pto_rules',
    body: (s) => ({ name: `Weekly${s}`, method: 'per_period', minutes_per_period: 90 }),
    loc: ['name'],
  },
  {
    name: 'PTO rule edit',
    who: 'admin@demo.test',
    method: 'PATCH',
    url: () => `/v2/pto_rules/${ids.rule}`,
    body: (s) => ({ name: `Weekly${s}` }),
    loc: ['name'],
  },
  {
    name: 'time off request',
    who: 'contractor@demo.test',
    method: 'POST',
    url: () => '/v2/time_off_requests',
    body: (s) => ({
      assignment_id: ids.casey,
      type: 'sick',
      start_date: '2027-06-14',
      end_date: '2027-06-14',
      reason: `Flu${s}`,
    }),
    loc: ['reason'],
  },
  {
    name: 'time off edit',
    who: 'contractor@demo.test',
    method: 'PATCH',
    url: () => `/v2/time_off_requests/${ids.timeOff}`,
    body: (s) => ({ reason: `Flu${s}` }),
    loc: ['reason'],
  },
  {
    name: 'time off rejection',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => `/v2/time_off_requests/${ids.timeOff}/reject`,
    body: (s) => ({ reason: `Not covered${s}` }),
    loc: ['reason'],
  },
  {
    name: 'bulk timesheet rejection',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/timesheets/bulk',
    body: (s) => ({ action: 'reject', reason: `Wrong hours${s}`, ids: [ids.pendingEntry] }),
    loc: ['reason'],
  },
  {
    name: 'approval evidence file name',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/timesheets/evidence',
    body: (s) => ({ filename: `approval${s}.txt`, content_base64: base64('Approved. — Clara') }),
    loc: ['filename'],
  },
  {
    name: 'expense',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/expenses',
    body: (s) => ({
      assignment_id: ids.casey,
      type: 'reimbursement',
      amount: '42.50',
      date: '2026-03-02',
      category: 'Travel',
      description: `Taxi${s}`,
      business_purpose: 'Site visit',
    }),
    loc: ['description'],
  },
  {
    name: 'expense receipt name',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/expenses',
    body: (s) => ({
      assignment_id: ids.casey,
      type: 'reimbursement',
      amount: '42.50',
      date: '2026-03-02',
      category: 'Travel',
      receipt: { filename: `taxi${s}.pdf`, content_base64: base64('%PDF-1.4\n%%EOF\n') },
    }),
    loc: ['receipt', 'filename'],
  },
  {
    name: 'holiday',
    who: 'admin@demo.test',
    method: 'POST',
    url: () => '/v2/holidays',
    body: (s) => ({ country: 'US', date: '2027-05-05', name: `Day${s}` }),
    loc: ['name'],
  },
  {
    name: 'department',
    who: 'partner@demo.test',
    method: 'POST',
    url: () => '/v2/departments',
    body: (s) => ({ name: `Finance${s}` }),
    loc: ['name'],
  },
  {
    name: 'timesheet upload file name',
    who: 'partner@demo.test',
    method: 'POST',
    url: () => '/v2/timesheet_uploads',
    body: (s) => ({ csv: 'contractor_email,date,time_start,time_end\n', file_name: `week${s}.csv` }),
    loc: ['file_name'],
  },
];

describe('control characters in a body', () => {
  for (const route of bodyRoutes) {
    it(`${route.name}: a NUL, an ESC or a DEL is a 422 naming the field`, async () => {
      for (const ch of [NUL, ESC, '\u007f']) {
        const res = await call(route.who, route.method, route.url(), route.body(ch));
        expect(res.statusCode, `${JSON.stringify(ch)} ${res.body}`).toBe(422);
        expect(res.json()).toEqual({ detail: [{ loc: ['body', ...route.loc], msg: CONTROL_CHARS_MESSAGE }] });
      }
    });
  }

  it('names every field that holds one, nested and in arrays, and a key that holds one', async () => {
    const res = await call('admin@demo.test', 'POST', '/v2/expenses', {
      description: `a${ESC}`,
      receipt: { filename: `b${NUL}` },
      tags: ['ok', `c${NUL}`],
      [`key${NUL}`]: 'value',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { loc: string[] }) => d.loc)).toEqual([
      ['body', 'description'],
      ['body', 'receipt', 'filename'],
      ['body', 'tags', '1'],
      ['body', `key${NUL}`],
    ]);
  });

  it('keeps tabs and line breaks in free text', async () => {
    const edited = await call('partner@demo.test', 'PATCH', `/v2/project_codes/${ids.code}`, {
      description: 'Checkout\trewrite\nphase two',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.description).toBe('Checkout\trewrite\nphase two');
    const expense = await call('admin@demo.test', 'POST', '/v2/expenses', {
      assignment_id: ids.casey,
      type: 'reimbursement',
      amount: '12.00',
      date: '2026-03-03',
      category: 'Travel',
      description: FREE_TEXT,
      business_purpose: 'Site visit\nand back',
    });
    expect(expense.statusCode, expense.body).toBe(201);
    expect(expense.json().data.description).toBe(FREE_TEXT);
    const upload = await call('partner@demo.test', 'POST', '/v2/timesheet_uploads', {
      csv: 'contractor_email,date,time_start,time_end\r\ncontractor@demo.test,2026-05-04,09:00,17:00\r\n',
      file_name: 'week.csv',
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
  });
});

describe('control characters in a query or a path', () => {
  it('is a 422 naming the query parameter', async () => {
    for (const [url, param] of [
      ['/v2/holidays?region=%1B', 'region'],
      ['/v2/expenses?search=a%00b', 'search'],
      ['/v2/project_codes?search=%1B%5B31m', 'search'],
      ['/v2/pto_rules?search=x%7F', 'search'],
      ['/v2/time_off_requests?status=pending%00', 'status'],
      ['/v2/timesheets?search=%00&status=pending', 'search'],
    ] as const) {
      const res = await call('admin@demo.test', 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toEqual({ detail: [{ loc: ['querystring', param], msg: CONTROL_CHARS_MESSAGE }] });
    }
  });

  it('is a 422 naming the path parameter', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/pto_rules/%00');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['params', 'id']);
  });

  it('lets a tab through a query (the route then decides)', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/expenses?search=a%09b');
    expect(res.statusCode).toBe(200);
  });
});

describe('controlCharacterPaths', () => {
  it('walks a deeply nested body without overflowing the stack, and stops after a few findings', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(controlCharacterPaths('body', deep)[0]).toHaveLength(200_001);
    expect(
      controlCharacterPaths(
        'body',
        Array.from({ length: 100 }, () => NUL),
      ),
    ).toHaveLength(20);
    expect(controlCharacterPaths('body', `${ESC}[2J`)).toEqual([['body', '__root__']]);
    expect(controlCharacterPaths('body', { a: 1, b: null, c: true, d: 'fine\ttext\r\n' })).toEqual([]);
  });
});
