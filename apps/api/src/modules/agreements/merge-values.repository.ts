/** What a template's merge fields read: the worker and its partner, the assignment with its client and rates. */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  assignmentRates,
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  workLocations,
} from '../../db/schema/index.js';

export async function workerForMerge(db: DbOrTx, contractorId: string) {
  const [row] = await db
    .select({ contractor: contractors, partnerName: partners.name })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .where(eq(contractors.id, contractorId));
  return row;
}

export async function assignmentForMerge(db: DbOrTx, assignmentId: string) {
  const [row] = await db
    .select({
      id: assignments.id,
      partnerId: assignments.partnerId,
      clientId: assignments.clientId,
      contractorId: assignments.contractorId,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      clientName: clients.name,
      jobTitle: jobs.title,
      workLocation: workLocations.name,
    })
    .from(assignments)
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(eq(assignments.id, assignmentId));
  return row;
}

/**
 * The assignment's rates in effect on `date` (the latest row effective then, latest created on a tie), or
 * its first rates when none is effective yet (an assignment that starts later).
 */
export async function ratesForMerge(db: DbOrTx, assignmentId: string, date: string) {
  const [current] = await db
    .select()
    .from(assignmentRates)
    .where(and(eq(assignmentRates.assignmentId, assignmentId), lte(assignmentRates.effectiveDate, date)))
    .orderBy(desc(assignmentRates.effectiveDate), desc(assignmentRates.createdAt))
    .limit(1);
  if (current) return current;
  const [first] = await db
    .select()
    .from(assignmentRates)
    .where(eq(assignmentRates.assignmentId, assignmentId))
    .orderBy(asc(assignmentRates.effectiveDate), sql`${assignmentRates.createdAt} desc`)
    .limit(1);
  return first;
}
