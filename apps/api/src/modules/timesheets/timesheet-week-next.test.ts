/** An empty week names the next placement to start after it (issue 16), as the caller sees placements. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it('names the earliest placement that starts after an empty week, and none for a week with one', async () => {
  const [first] = (
    await t.database.executeSql(
      `select a.id, a.start_date::text as start_date, j.title from assignments a
         join contractors k on k.id = a.contractor_id join jobs j on j.id = a.job_id
        where k.email = 'contractor@demo.test' and a.status in ('pending', 'live')
        order by a.start_date, a.id limit 1`,
    )
  ).rows as { id: string; start_date: string; title: string }[];
  const before = await t.callAs('contractor', { method: 'GET', url: '/v2/timesheets/week?week_start=2020-01-06' });
  expect(before.statusCode, before.body).toBe(200);
  expect(before.json().data.assignments).toEqual([]);
  expect(before.json().data.next_assignment).toMatchObject({
    id: first!.id,
    job_title: first!.title,
    start_date: first!.start_date,
  });

  const during = await t.callAs('contractor', {
    method: 'GET',
    url: `/v2/timesheets/week?week_start=${first!.start_date}`,
  });
  expect(during.json().data.assignments.length).toBeGreaterThan(0);
  expect(during.json().data.next_assignment).toBeNull();
});
