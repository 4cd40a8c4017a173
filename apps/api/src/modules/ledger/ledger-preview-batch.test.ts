/**
 * The bill preview loads every week it prices together (a few statements per employer, not five per week:
 * the approvals list prices a page of weeks in one pass). Batched, it must price each week exactly as
 * that week alone does: the lines of all the demo's owed and pending entries at once equal, line for line,
 * the lines of each entry previewed by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { assignmentOf, insertEntry, rows } from '../timesheets/timesheet-test-kit.js';
import { previewBillLines, type BillPreviewLine } from './ledger.preview.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Pending time beside the demo's: two people over two weeks with overtime, and a shift crossing midnight
  // into a new week, so weeks share people, people share weeks and one entry spans two weeks.
  const casey = await assignmentOf(t, 'Casey');
  const bruno = await assignmentOf(t, 'Bruno');
  for (const day of ['03', '04', '05', '06', '07']) {
    await insertEntry(t, casey, `2027-05-${day}`, { start: 7 * 60, end: 18 * 60 });
    await insertEntry(t, bruno, `2027-05-${day}`, { start: 9 * 60, end: 17 * 60 });
  }
  await insertEntry(t, casey, '2027-05-09', { start: 20 * 60, end: 4 * 60 });
  await insertEntry(t, casey, '2027-05-11', { start: 8 * 60, end: 12 * 60, status: 'approved' });
});
afterAll(async () => t?.close());

const byEntry = (lines: BillPreviewLine[]) =>
  [...lines].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the bill preview of many weeks at once', () => {
  it('prices every entry as previewing it alone does', async () => {
    const ids = (
      await rows(t, `select id from timesheets where status in ('pending', 'approved', 'signed', 'no_bill')`)
    ).map((r) => String(r.id));
    expect(ids.length).toBeGreaterThan(20);

    const together = await previewBillLines(t.database.db, ids);
    const alone: BillPreviewLine[] = [];
    for (const id of ids) alone.push(...(await previewBillLines(t.database.db, [id])));

    expect(together.length).toBeGreaterThan(ids.length / 2);
    expect(together.some((l) => l.classification === 'overtime')).toBe(true);
    expect(byEntry(together)).toEqual(byEntry(alone));
  });
});
