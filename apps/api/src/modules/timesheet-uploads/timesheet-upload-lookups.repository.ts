/** The lookups behind validating an upload's rows: assignments by contractor e-mail, project codes, contractors. */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, contractors, projectCodes } from '../../db/schema/index.js';
import { assignmentScope } from '../../lib/row-scopes.js';
import type { Principal } from '../../lib/principal.js';

/**
 * The ids of the contractor's (by e-mail, case-insensitive) assignments the caller sees that are live
 * on the date, at most two: the caller only needs to know whether there is one, none or several.
 */
export async function liveAssignmentIdsByEmail(
  db: DbOrTx,
  p: Principal,
  email: string,
  date: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .innerJoin(contractors, eq(contractors.id, assignments.contractorId))
    .where(
      and(
        sql`lower(${contractors.email}) = ${email.toLowerCase()}`,
        assignmentScope(p, db),
        inArray(assignments.status, ['live', 'ended']),
        lte(assignments.startDate, date),
        or(isNull(assignments.endDate), gte(assignments.endDate, date)),
      ),
    )
    .limit(2);
  return rows.map((r) => r.id);
}

/** The client's active project code with this code, if any. */
export async function activeProjectCodeId(db: DbOrTx, clientId: string, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: projectCodes.id })
    .from(projectCodes)
    .where(and(eq(projectCodes.clientId, clientId), eq(projectCodes.code, code), eq(projectCodes.active, true)))
    .limit(1);
  return row?.id;
}

export async function contractorEmailOf(db: DbOrTx, contractorId: string): Promise<string | null | undefined> {
  const [c] = await db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, contractorId));
  return c?.email;
}

export async function contractorNameOf(db: DbOrTx, contractorId: string) {
  const [c] = await db
    .select({ first: contractors.firstName, last: contractors.lastName })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return c;
}
