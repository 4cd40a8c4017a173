/** The reads and the write behind an assignment's rate history (the rate rows themselves come through the assignments service). */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignmentRates, timesheets, users } from '../../db/schema/index.js';

/** The full name of each user id, for the "created by" of the rate rows. */
export async function userNamesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((u) => [u.id, `${u.first} ${u.last}`]));
}

/** The last day of the assignment with approved (or signed, or no-bill) time, or null when there is none. */
export async function approvedTimeThrough(db: DbOrTx, assignmentId: string): Promise<string | null> {
  const [approved] = await db
    .select({ through: max(timesheets.date) })
    .from(timesheets)
    .where(
      and(eq(timesheets.assignmentId, assignmentId), inArray(timesheets.status, ['approved', 'signed', 'no_bill'])),
    );
  return approved?.through ?? null;
}

/** A rate change is a new row, never an edit; answers the row as stored. */
export async function insertRateRow(db: DbOrTx, values: typeof assignmentRates.$inferInsert) {
  const [row] = await db.insert(assignmentRates).values(values).returning();
  return row!;
}
