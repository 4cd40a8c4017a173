/**
 * The accounting exports job (decision 0091) is scheduled every minute, one run at a time; what it runs —
 * the due records, with backoff — is tested through `runAccountingExports` in the accounting module's tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ACCOUNTING_EXPORTS_CRON, ACCOUNTING_EXPORTS_QUEUE, runAccountingExports } from './accounting-exports.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
});
afterAll(async () => t?.close());

describe('the accounting exports job', () => {
  it('is scheduled every minute, one run at a time', async () => {
    const schedule = (
      await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [ACCOUNTING_EXPORTS_QUEUE])
    ).rows;
    expect(schedule).toEqual([{ name: ACCOUNTING_EXPORTS_QUEUE, cron: ACCOUNTING_EXPORTS_CRON }]);
    expect(ACCOUNTING_EXPORTS_CRON).toBe('* * * * *');
    const queues = (
      await t.database.executeSql(`select policy from pgboss.queue where name = $1`, [ACCOUNTING_EXPORTS_QUEUE])
    ).rows;
    expect(queues).toEqual([{ policy: 'singleton' }]);
  });

  it('does nothing when nothing is due', async () => {
    expect(await runAccountingExports(t.app.deps)).toEqual({ exported: 0, failed: 0, retry: 0, skipped: 0 });
  });
});
