import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PAYROLL_PROCESS_QUEUE, PAYROLL_STUBS_QUEUE } from './payroll.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
});
afterAll(async () => t?.close());

const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

describe('the payroll jobs', () => {
  it('process runs every minute, and send the pay stub e-mails as a job of their own, one at a time (decision 0066)', async () => {
    const scheduled = (await sql(`select name, cron from pgboss.schedule`)).map((r) => [r.name, r.cron]);
    expect(scheduled).toEqual(
      expect.arrayContaining([
        [PAYROLL_PROCESS_QUEUE, '* * * * *'],
        [PAYROLL_STUBS_QUEUE, '* * * * *'],
      ]),
    );
    const [queue] = await sql(`select policy from pgboss.queue where name = $1`, [PAYROLL_STUBS_QUEUE]);
    expect(queue!.policy).toBe('singleton');
  });
});
