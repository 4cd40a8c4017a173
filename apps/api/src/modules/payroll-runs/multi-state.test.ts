/**
 * A worker paid for work in two states in one period (decision 0047): the paycheck is taxed as the state
 * with the most pay, and the preview says where else the worker earned, since pay is not split yet.
 */
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('a worker who earned in two states in the period', () => {
  it('is taxed as the state with the most pay, and the preview says where else', async () => {
    const texas = await createHourlyPlacement(t.database.db, {
      partnerId: ids.acme,
      clientId: ids.globex,
      workLocationId: ids.austin,
      pay: '30',
      bill: '45',
    });
    const california = await createHourlyPlacement(t.database.db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: ids.laClinic,
      contractorId: texas.contractorId,
      pay: '30',
      bill: '45',
    });
    const shift = (date: string) => ({ date, start: '09:00', end: '17:00' });
    await createApprovedWeek(t.database.db, texas.assignmentId, [shift('2026-12-07'), shift('2026-12-08')]);
    await createApprovedWeek(t.database.db, california.assignmentId, [shift('2026-12-09')]);
    const period = workPeriods(await loadPayCalendar(t.app.deps.db, 'platform'), '2026-12-07', 1)[0]!;
    const admin = await t.login('admin@demo.test');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/v2/payroll_runs',
      payload: { partner_id: ids.acme, period_start: period.period_start_date },
    });
    expect(res.statusCode, res.body).toBe(201);
    const worker = (
      res.json().data.workers as { contractor: { id: string }; refusal: string | null; warnings: string[] }[]
    ).find((w) => w.contractor.id === texas.contractorId)!;
    expect(worker.refusal).toBeNull();
    expect(worker.warnings).toContain(
      'Also worked in CA this period: all of the pay is taxed as TX (where most of it was earned); pay is not split between states yet',
    );
    // Another worker of the run who worked in one place is told nothing of the kind.
    const others = (res.json().data.workers as { contractor: { id: string }; warnings: string[] }[]).filter(
      (w) => w.contractor.id !== texas.contractorId,
    );
    for (const w of others) expect(w.warnings.filter((m) => m.startsWith('Also worked in'))).toEqual([]);
  });
});
