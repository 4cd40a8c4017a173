/**
 * What entering or changing an entry reads (timesheet-entry.ts holds the rules): the assignment as the
 * caller sees it, the work location and project code the entry names, the assignment's rates, and
 * another of the contractor's entries the shift would overlap.
 */
import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  clients,
  partners,
  projectCodes,
  timesheets,
  workLocations,
} from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { assignmentScope } from '../../lib/row-scopes.js';

export interface AssignmentForEntry {
  id: string;
  partnerId: string;
  clientId: string;
  contractorId: string;
  workLocationId: string;
  startDate: string;
  endDate: string | null;
  status: 'pending' | 'live' | 'ended';
  partnerName: string;
  partnerSelfTimeSheets: boolean;
  clientRequiresProjectCode: boolean;
}

/** The assignment within the caller's scope, with what entering time depends on (undefined outside it). */
export async function findAssignmentForEntry(
  db: DbOrTx,
  p: Principal,
  assignmentId: string,
): Promise<AssignmentForEntry | undefined> {
  const [row] = await db
    .select({
      id: assignments.id,
      partnerId: assignments.partnerId,
      clientId: assignments.clientId,
      contractorId: assignments.contractorId,
      workLocationId: assignments.workLocationId,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      status: assignments.status,
      partnerName: partners.name,
      partnerSelfTimeSheets: partners.selfTimeSheets,
      clientRequiresProjectCode: clients.requiresProjectCode,
    })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partnerId))
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .where(and(eq(assignments.id, assignmentId), assignmentScope(p, db)))
    .limit(1);
  return row;
}

/** The work location when it is the partner's and the client's (or the partner's for any client). */
export async function findEntryWorkLocation(
  db: DbOrTx,
  locationId: string,
  a: Pick<AssignmentForEntry, 'partnerId' | 'clientId'>,
): Promise<{ id: string; timezone: string } | undefined> {
  const [location] = await db
    .select({ id: workLocations.id, timezone: workLocations.timezone })
    .from(workLocations)
    .where(
      and(
        eq(workLocations.id, locationId),
        eq(workLocations.partnerId, a.partnerId),
        or(eq(workLocations.clientId, a.clientId), isNull(workLocations.clientId)),
      ),
    )
    .limit(1);
  return location;
}

/** The project code when it is one of the client's active codes. */
export async function findActiveProjectCode(
  db: DbOrTx,
  projectCodeId: string,
  clientId: string,
): Promise<{ id: string } | undefined> {
  const [code] = await db
    .select({ id: projectCodes.id })
    .from(projectCodes)
    .where(and(eq(projectCodes.id, projectCodeId), eq(projectCodes.clientId, clientId), eq(projectCodes.active, true)))
    .limit(1);
  return code;
}

/** Every rate row of the assignment (which one is in effect on a date is `rateOn`'s rule). */
export async function assignmentRateRows(db: DbOrTx, assignmentId: string) {
  return db.select().from(assignmentRates).where(eq(assignmentRates.assignmentId, assignmentId));
}

/** Another of the contractor's live (not rejected) entries the shift overlaps, if any. */
export async function overlappingEntry(
  db: DbOrTx,
  shift: { contractorId: string; startAt: Date; endAt: Date; id: string | null },
): Promise<{ id: string; date: string } | undefined> {
  const [overlap] = await db
    .select({ id: timesheets.id, date: timesheets.date })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.contractorId, shift.contractorId),
        lt(timesheets.startAt, shift.endAt),
        gt(timesheets.endAt, shift.startAt),
        inArray(timesheets.status, ['pending', 'approved', 'signed', 'no_bill']),
        shift.id ? ne(timesheets.id, shift.id) : undefined,
      ),
    )
    .limit(1);
  return overlap;
}
