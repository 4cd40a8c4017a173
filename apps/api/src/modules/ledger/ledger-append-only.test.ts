/**
 * The ledger is append-only in the database itself (migration 0020, decision 0040): a delete of any
 * ledger item fails, so the invoice lines' links to their items (which carry no foreign key) stay valid.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBillTransactionItems as items } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from './ledger.test-support.js';

let t: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('the ledger', () => {
  it('refuses to delete an item, whoever asks', async () => {
    const db = t.database.db;
    const placement = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.globex,
      workLocationId: ids.austin,
    });
    const week = await createApprovedWeek(db, placement.assignmentId, [
      { date: '2031-05-05', start: '09:00', end: '17:00' },
    ]);
    const posted = await db.select({ id: items.id }).from(items).where(eq(items.timesheetId, week.timesheetIds[0]!));
    expect(posted.length).toBeGreaterThan(0);
    const refused = await db
      .delete(items)
      .where(eq(items.id, posted[0]!.id))
      .then(() => null)
      .catch((e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
    expect(refused).toMatch(/never deleted: post a reversing item instead/);
    const still = await db.select({ id: items.id }).from(items).where(eq(items.timesheetId, week.timesheetIds[0]!));
    expect(still).toHaveLength(posted.length);
  });
});
