/** The writes of the assignment commands: the assignment row and its effective-dated rate rows. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignmentRates, assignments } from '../../db/schema/index.js';

export type AssignmentInsert = typeof assignments.$inferInsert;
export type AssignmentChanges = Partial<Omit<AssignmentInsert, 'id'>>;
export type AssignmentRateInsert = typeof assignmentRates.$inferInsert;

/** Inserts the assignment and answers its id. */
export async function insertAssignment(db: DbOrTx, values: AssignmentInsert): Promise<string> {
  const [row] = await db.insert(assignments).values(values).returning({ id: assignments.id });
  return row!.id;
}

export async function updateAssignmentRow(db: DbOrTx, id: string, changes: AssignmentChanges): Promise<void> {
  await db.update(assignments).set(changes).where(eq(assignments.id, id));
}

/** A rate change is a new row, never an edit of an older one. */
export async function insertAssignmentRate(db: DbOrTx, values: AssignmentRateInsert): Promise<void> {
  await db.insert(assignmentRates).values(values);
}
