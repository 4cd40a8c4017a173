/** The week grid opens on the app clock's week when no week is asked for, not on the server's own day. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // A Thursday: the grid opens on its workweek (Acme's starts on Monday).
  t = await createTestApp({}, { clock: fixedClock('2031-06-12') });
});
afterAll(async () => t?.close());

it("opens on the clock's week when no week_start is given", async () => {
  const res = await t.callAs('contractor', { method: 'GET', url: '/v2/timesheets/week' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.week_start).toBe('2031-06-09');
});
