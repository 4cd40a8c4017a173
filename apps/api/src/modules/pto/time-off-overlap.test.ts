import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let assignmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(
    `select a.id from assignments a join contractors c on c.id = a.contractor_id
      where c.email = 'contractor@demo.test' order by a.start_date limit 1`,
  );
  assignmentId = String((rows.rows[0] as { id: string }).id);
});
afterAll(async () => t?.close());

const request = (start: string, end: string) =>
  t.callAs('contractor', {
    method: 'POST',
    url: '/v2/time_off_requests',
    payload: { assignment_id: assignmentId, start_date: start, end_date: end, minutes_per_day: 480, reason: 'Trip' },
  });

describe('time off requests sent at the same moment', () => {
  it('let only one of several overlapping requests through; the others are refused as a conflict', async () => {
    const answers = await Promise.all([
      request('2031-03-03', '2031-03-05'),
      request('2031-03-04', '2031-03-06'),
      request('2031-03-05', '2031-03-05'),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const stored = await t.database.executeSql(
      `select count(*)::int as n from time_off_requests where assignment_id = $1 and start_date >= '2031-03-01'`,
      [assignmentId],
    );
    expect((stored.rows[0] as { n: number }).n).toBe(1);
  });

  it('still let requests for different days through together', async () => {
    const answers = await Promise.all([request('2031-04-07', '2031-04-07'), request('2031-04-08', '2031-04-08')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
  });
});
