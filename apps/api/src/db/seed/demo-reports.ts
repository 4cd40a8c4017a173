/**
 * Demo reports (decision 0088), made through the services as the people who would: Acme's owner ran the
 * billing register and the AR aging (built, with their CSV and XLSX) and has a monthly AR aging schedule;
 * platform staff ran the payroll register over every partner. Timestamps are the real day's.
 */
import { createSchedule } from '../../modules/report-schedules/report-schedules.service.js';
import { buildReport, enqueueReport } from '../../modules/reports/reports.service.js';
import { withRealClock, type DemoActors } from './demo-actors.js';

export async function seedDemoReports(actors: DemoActors): Promise<void> {
  // The real clock, not the app's (a seed that reads the app's clock defeats the test snapshot).
  const deps = withRealClock(actors.deps);
  const owner = await actors.as('partner@demo.test');
  const admin = await actors.as('admin@demo.test');
  for (const [who, kind] of [
    [owner, 'billing_register'],
    [owner, 'ar_aging'],
    [admin, 'payroll_register'],
  ] as const)
    await buildReport(deps, await enqueueReport(deps, who, kind, {}));
  await createSchedule(deps, owner, { kind: 'ar_aging', frequency: 'monthly' });
}
