/** What an entry's view adds to its row: the names of the users it records, its rates and its ledger split. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignmentRates, payBillTransactionItems, users } from '../../db/schema/index.js';

export type RateRow = typeof assignmentRates.$inferSelect;

/** Net pay-side minutes per entry and classification from the ledger (reversals carry negative minutes). */
export async function paySplitRows(db: DbOrTx, timesheetIds: string[]) {
  if (timesheetIds.length === 0) return [];
  return db
    .select({
      id: payBillTransactionItems.timesheetId,
      classification: payBillTransactionItems.classification,
      minutes: sql<number>`coalesce(sum(${payBillTransactionItems.minutes}), 0)::int`,
    })
    .from(payBillTransactionItems)
    .where(and(inArray(payBillTransactionItems.timesheetId, timesheetIds), eq(payBillTransactionItems.side, 'pay')))
    .groupBy(payBillTransactionItems.timesheetId, payBillTransactionItems.classification);
}

/** Users' first and last names by id. */
export async function userNames(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Every rate row of these assignments (the one in effect is picked per work date). */
export async function ratesOfAssignments(db: DbOrTx, assignmentIds: string[]): Promise<RateRow[]> {
  if (assignmentIds.length === 0) return [];
  return db.select().from(assignmentRates).where(inArray(assignmentRates.assignmentId, assignmentIds));
}
