/** Pending timesheet entries written straight into the test database (the seed's weeks vary; these are fixed). */
import { minutesWorkedOf } from '@app/domain';
import { shiftInstants } from '@app/paybill';
import { eq } from 'drizzle-orm';
import { assignments, timesheets, workLocations } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';

export async function addEntry(
  t: TestApp,
  assignmentId: string,
  e: { date: string; start: number; end: number; breakMinutes?: number; status?: 'pending' | 'approved' },
): Promise<string> {
  const db = t.database.db;
  const [a] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  const [loc] = await db.select().from(workLocations).where(eq(workLocations.id, a!.workLocationId));
  const { startAt, endAt } = shiftInstants(e.date, e.start, e.end, loc!.timezone);
  const [row] = await db
    .insert(timesheets)
    .values({
      assignmentId,
      partnerId: a!.partnerId,
      clientId: a!.clientId,
      contractorId: a!.contractorId,
      workLocationId: loc!.id,
      date: e.date,
      timeStart: e.start,
      timeEnd: e.end,
      breakTimeMinutes: e.breakMinutes ?? 0,
      minutesWorked: minutesWorkedOf(e.start, e.end, e.breakMinutes ?? 0),
      timezone: loc!.timezone,
      startAt,
      endAt,
      status: e.status ?? 'pending',
    })
    .returning({ id: timesheets.id });
  return row!.id;
}
